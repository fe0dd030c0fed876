#include "story.hpp"

#include <QStringList>
#include <array>

#include "../sentences.hpp"

namespace dicebox::strike_board {
namespace {

QString percent(double probability) {
    return QString::number(probability * 100, 'g', 4) + QLatin1Char('%');
}

}  // namespace

QString Story::name(int seat) const {
    if (seat >= 0 && seat < static_cast<int>(names_.size())) {
        return names_[static_cast<std::size_t>(seat)];
    }
    return tr("Seat %1").arg(seat + 1);
}

QString Story::dice(int count) {
    return count == 1 ? tr("1 die") : tr("%1 dice").arg(count);
}

QString Story::all_of(int count) const {
    return count == 1 ? tr("their only die") : tr("all %1 dice at once").arg(count);
}

QString Story::style_title(int style) {
    switch (style) {
        case 0:
            return tr("Soft");
        case 1:
            return tr("Normal");
        default:
            return tr("Hard");
    }
}

QString Story::style_word(const QString& style) {
    static const std::array<const char*, kStyles> kWords{QT_TR_NOOP("soft"), QT_TR_NOOP("normal"),
                                                         QT_TR_NOOP("hard")};
    for (std::size_t i = 0; i < kStyles; ++i) {
        if (style == QLatin1String(style_names()[i])) return tr(kWords[i]);
    }
    return style;
}

QString Story::written(const QString& notation) {
    static const std::array<const char*, kStyles> kThrows{
        QT_TR_NOOP("throw soft"), QT_TR_NOOP("throw normal"), QT_TR_NOOP("throw hard")};
    if (notation == QLatin1String("stop")) return tr("stop");
    for (std::size_t i = 0; i < kStyles; ++i) {
        if (notation == QStringLiteral("throw %1").arg(QLatin1String(style_names()[i])))
            return tr(kThrows[i]);
    }
    const auto rest = parse_at_rest(notation);
    if (!rest) return notation;  // not Strike's notation: as the rules wrote it
    QStringList faces;
    for (const int face : rest->faces) faces << QString::number(face);
    //: The game's log: the number faces lying in the arena after a throw, or the starting die.
    const QString arena =
        faces.isEmpty() ? tr("arena empty") : tr("arena %1").arg(faces.join(QLatin1Char(' ')));
    // The starting die is its face alone.
    if (!notation.contains(QLatin1Char('|'))) return arena;
    //: The game's log: a throw's result, the arena (%1), how many dice showed X (%2) and
    //: how many left the arena (%3).
    return tr("%1 | x %2 | out %3").arg(arena).arg(rest->x).arg(rest->out);
}

QString Story::risks(const Risk& risk) {
    return tr("knocks each arena die %1 · misses %2 · a knocked die flies out %3")
        .arg(percent(risk.p_hit), percent(risk.p_miss), percent(risk.p_knock_out));
}

QString Story::throwing(const StrikeTable& table) const {
    return QString::fromStdString(
        dicebox::strike::throwing(name(table.current).toStdString(), table.thrown,
                                  table.throw_style.toStdString(), language_));
}

QString Story::situation(const StrikeTable& table) const {
    const QString who = name(table.current);
    if (table.phase == QLatin1String("starting die")) {
        return tr("The starting die is about to roll into the arena.");
    }
    if (table.phase == QLatin1String("rolling")) return throwing(table);
    if (table.phase == QLatin1String("over")) return tr("The game is over.");
    if (table.phase == QLatin1String("must throw")) {
        if (table.big_throw) return big_throw(table);
        return tr("%1 must throw one die into the arena: the first throw of a turn is "
                  "compulsory.")
            .arg(who);
    }
    if (table.arena.isEmpty()) return tr("%1 may throw again or stop.").arg(who);
    return tr("No two dice match: %1 may throw again or stop.").arg(who);
}

QString Story::your_choice(const StrikeTable& table) const {
    const QString who = name(table.current);
    if (table.phase == QLatin1String("must throw")) {
        if (table.big_throw) {
            return tr("%1, the arena is empty: throw %2.")
                .arg(who, table.dice_to_throw() == 1
                              ? tr("your only die")
                              : tr("all %1 dice at once").arg(table.dice_to_throw()));
        }
        return tr("%1, throw one die into the arena: the first throw of a turn is compulsory.")
            .arg(who);
    }
    if (table.phase != QLatin1String("may throw")) return situation(table);
    if (table.arena.isEmpty()) return tr("%1, the arena is empty: throw again or stop.").arg(who);
    return tr("%1, no two dice match: throw again or stop.").arg(who);
}

QString Story::big_throw(const StrikeTable& table) const {
    if (!table.big_throw || table.phase != QLatin1String("must throw")) return {};
    return tr("The arena is empty: %1 must throw %2.")
        .arg(name(table.current), all_of(table.dice_to_throw()));
}

QString Story::points(const StrikeTable& table) const {
    QStringList parts;
    for (std::size_t seat = 0; seat < table.seats.size(); ++seat) {
        parts << tr("%1 %2").arg(name(static_cast<int>(seat))).arg(table.seats[seat].points);
    }
    return parts.join(QStringLiteral(", "));
}

QString Story::result(const StrikeTable& table, const std::vector<int>& winners) const {
    if (table.game_winners.empty()) return {};
    if (!table.match) {
        return tr("The game is over: %1 is the last player with dice and wins.")
            .arg(name(table.game_winners.back()));
    }
    QStringList games;
    for (std::size_t game = 0; game < table.game_winners.size(); ++game) {
        games << tr("game %1 to %2").arg(game + 1).arg(name(table.game_winners[game]));
    }
    QStringList best;
    for (const int seat : winners) best << name(seat);
    return tr("The match is over (%1). Points, the lowest total wins: %2. Winner: %3.")
        .arg(games.join(QStringLiteral(", ")), points(table), best.join(tr(" and ")));
}

}  // namespace dicebox::strike_board
