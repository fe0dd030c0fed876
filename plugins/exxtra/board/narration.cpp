#include "narration.hpp"

#include <QCoreApplication>
#include <QStringList>

namespace dicebox::exxtra_board {
namespace {

// The narration's words go through Qt's translation. lupdate files the tr() calls of
// these free functions under the namespace's name, so that is the context to ask.
QString tr(const char* text) {
    return QCoreApplication::translate("dicebox::exxtra_board", text);
}

int position(const json& state, dicebox::Seat seat) {
    return state["seats"][static_cast<std::size_t>(seat)]["position"].get<int>();
}

int track(const json& state) {
    return state["params"]["track"].get<int>();
}

}  // namespace

QString Names::operator()(dicebox::Seat seat) const {
    const auto index = static_cast<std::size_t>(seat);
    if (seat >= 0 && index < names_.size() && !names_[index].isEmpty()) return names_[index];
    return tr("Seat %1").arg(seat + 1);
}

std::vector<std::string> Names::utf8() const {
    std::vector<std::string> out;
    for (const QString& name : names_) out.push_back(name.toStdString());
    return out;
}

QString two_digits(int value) {
    return QStringLiteral("%1").arg(value, 2, 10, QLatin1Char('0'));
}

QString narrate_start(const json& state, const Names& names) {
    return tr("A new game: the pawns stand on Start, %1 steps from the Goal. %2 rolls first.")
        .arg(track(state))
        .arg(names(state["current"].get<int>()));
}

QString written_decision(const QString& action) {
    if (action == QLatin1String("roll")) return tr("roll again");
    const QStringList words = action.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    bool ring = false;
    const int number = words.value(1).toInt(&ring);
    if (words.size() == 2 && words[0] == QLatin1String("place") && ring) {
        return tr("place on ring %1").arg(number);
    }
    return action;  // not Exxtra's notation: as the rules wrote it
}

QString explain_place(const dicebox::State& state, dicebox::Seat seat, int ring, const Names& names,
                      dicebox::Language language, bool* allowed) {
    if (allowed != nullptr) *allowed = false;
    const json before = state.to_json();
    if (before["roll"].is_null()) return tr("There is no roll to place yet.");
    const auto action = state.parse_action(QStringLiteral("place %1").arg(ring).toStdString());
    if (!action) return QString::fromStdString(action.error());
    if (const std::string refused = state.refusal(seat, *action); !refused.empty()) {
        for (dicebox::Seat other = 0; other < state.players(); ++other) {
            if (const Pair pair = pair_of(before, other); pair.ring == ring) {
                return tr("Ring %1 is taken by %2's %3: rings 1 to %4 hold one pair each, ring 0 "
                          "any number.")
                    .arg(ring)
                    .arg(names(other), two_digits(pair.value))
                    .arg(before["params"]["rings"].get<int>());
            }
        }
        return QString::fromStdString(refused);
    }
    auto trial = state.clone();
    trial->apply(seat, *action);
    const json after = trial->to_json();
    if (allowed != nullptr) *allowed = true;
    QString out = tr("%1 on ring %2").arg(two_digits(before["value"].get<int>())).arg(ring);
    out += ring == 0 ? tr(" (no move next turn)") : tr(" (+%1 next turn)").arg(ring);
    const dicebox::Told placing{seat, state.format_action(*action)};
    const std::vector<std::string> named = names.utf8();
    const std::string knocked =
        dicebox::exxtra::knocked_off_pairs({before, after, placing, named, language});
    if (knocked.empty()) return out + tr(", knocks off nobody");
    return out + tr(", knocks off %1").arg(QString::fromStdString(knocked));
}

std::vector<dicebox::Seat> would_knock_off(const dicebox::State& state, dicebox::Seat seat,
                                           int ring) {
    const auto action = state.parse_action(QStringLiteral("place %1").arg(ring).toStdString());
    if (!action || !state.refusal(seat, *action).empty()) return {};
    auto trial = state.clone();
    trial->apply(seat, *action);
    return dicebox::exxtra::knocked_off(state.to_json(), trial->to_json(), seat);
}

QString explain_roll(const json& state) {
    const int back = state["params"]["x_step_back"].get<int>();
    if (back == 0) return tr("Roll both dice again: an X now ends the turn, with nothing placed.");
    return tr("Roll both dice again: an X now ends the turn, with nothing placed, and the pawn "
              "goes back %1 per X.")
        .arg(back);
}

QString final_result(const json& state, const Names& names) {
    QStringList winners;
    for (const auto& seat : state["winners"]) winners << names(seat.get<int>());
    QStringList places;
    for (dicebox::Seat seat = 0; seat < state["players"].get<int>(); ++seat) {
        places << tr("%1 %2").arg(names(seat)).arg(position(state, seat));
    }
    return tr("Game over: %1 reached the Goal and wins. Positions: %2.")
        .arg(winners.join(tr(" and ")), places.join(QStringLiteral(", ")));
}

}  // namespace dicebox::exxtra_board
