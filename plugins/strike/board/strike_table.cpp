#include "strike_table.hpp"

#include <QStringList>

namespace dicebox::strike_board {

using nlohmann::json;

const std::array<const char*, kStyles>& style_names() {
    static const std::array<const char*, kStyles> names{"soft", "normal", "hard"};
    return names;
}

StrikeTable StrikeTable::from_json(const json& state) {
    StrikeTable table;
    table.phase = QString::fromStdString(state.value("phase", std::string()));
    table.current = state.value("current", 0);
    for (const json& face : state.value("arena", json::array()))
        table.arena.append(face.get<int>());
    table.removed = state.value("removed", 0);
    table.unused = state.value("unused", 0);
    table.big_throw = state.value("big_throw", false);
    table.throws_this_turn = state.value("throws_this_turn", 0);
    if (const json thrown = state.value("throw", json()); thrown.is_object()) {
        table.throw_style = QString::fromStdString(thrown.value("style", std::string()));
        table.thrown = thrown.value("dice", 0);
    }
    for (const json& seat : state.value("seats", json::array())) {
        table.seats.push_back(
            {seat.value("reserve", 0), seat.value("out", false), seat.value("points", 0)});
    }
    for (const json& seat : state.value("game_winners", json::array())) {
        table.game_winners.push_back(seat.get<int>());
    }
    table.game_number = state.value("game_number", 1);
    table.games = state.value("games", 1);
    // The arena model is a variant's parameters: whatever the game was set up with.
    const json params = state.value("params", json::object());
    table.match = params.value("match", false);
    for (std::size_t i = 0; i < kStyles; ++i) {
        const std::string style = style_names()[i];
        table.risks[i] = {params.value(style + "_p_hit", 0.0), params.value(style + "_p_miss", 0.0),
                          params.value(style + "_p_knock_out", 0.0)};
    }
    return table;
}

int StrikeTable::dice_to_throw() const {
    if (!big_throw) return 1;
    return current >= 0 && current < static_cast<int>(seats.size())
               ? seats[static_cast<std::size_t>(current)].reserve
               : 0;
}

std::optional<AtRest> parse_at_rest(const QString& notation) {
    const QStringList parts = notation.split(QLatin1Char('|'));
    QStringList arena = parts.value(0).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (arena.isEmpty() || arena.takeFirst() != QLatin1String("arena")) return std::nullopt;
    AtRest rest;
    for (const QString& word : arena) {
        bool ok = false;
        rest.faces.append(word.toInt(&ok));
        if (!ok) return std::nullopt;
    }
    // The starting die has neither an X count nor lost dice.
    for (int i = 1; i < parts.size(); ++i) {
        const QStringList words = parts[i].split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.size() != 2) return std::nullopt;
        bool ok = false;
        const int count = words[1].toInt(&ok);
        if (!ok) return std::nullopt;
        if (words[0] == QLatin1String("x")) rest.x = count;
        if (words[0] == QLatin1String("out")) rest.out = count;
    }
    return rest;
}

}  // namespace dicebox::strike_board
