#include "story.hpp"

#include <QStringList>
#include <array>
#include <map>

namespace dicebox::strike_board {
namespace {

QString percent(double probability) {
    return QString::number(probability * 100, 'g', 4) + QLatin1Char('%');
}

}  // namespace

QString Story::how_many(int count, int face) {
    static const std::array<const char*, 8> kWords{
        QT_TR_NOOP("no"),   QT_TR_NOOP("one"),  QT_TR_NOOP("two"), QT_TR_NOOP("three"),
        QT_TR_NOOP("four"), QT_TR_NOOP("five"), QT_TR_NOOP("six"), QT_TR_NOOP("seven")};
    const QString number = count >= 0 && count < static_cast<int>(kWords.size())
                               ? tr(kWords[static_cast<std::size_t>(count)])
                               : QString::number(count);
    return count == 1 ? tr("one %1").arg(face) : tr("%1 %2s").arg(number).arg(face);
}

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

QString Story::start(const StrikeTable& after, const AtRest& rest) const {
    QStringList faces;
    for (const int face : rest.faces) faces << QString::number(face);
    QString out;
    if (after.match) {
        out = tr("Game %1 of %2: %3 starts. ")
                  .arg(after.game_number)
                  .arg(after.games)
                  .arg(name(after.current));
    } else {
        out = tr("%1 starts. ").arg(name(after.current));
    }
    return out + tr("The starting die rolls into the arena: %1.").arg(faces.join(QLatin1Char(' ')));
}

QString Story::throw_at_rest(const StrikeTable& before, const StrikeTable& after,
                             const AtRest& rest) const {
    const int seat = before.current;
    QStringList parts;
    QStringList faces;
    for (const int face : rest.faces) faces << QString::number(face);
    for (int i = 0; i < rest.x; ++i) faces << QStringLiteral("X");
    const QString thrower = tr("%1's %2 throw").arg(name(seat), style_word(before.throw_style));
    parts
        << (faces.isEmpty()
                ? tr("%1: no die comes to rest in the arena.").arg(thrower)
                : tr("%1: the dice come to rest, %2.").arg(thrower, faces.join(QLatin1Char(' '))));
    if (rest.x > 0) {
        parts << (rest.x == 1 ? tr("1 die shows X: removed from the game.")
                              : tr("%1 dice show X: removed from the game.").arg(rest.x));
    }
    if (rest.out > 0) {
        parts << (rest.out == 1
                      ? tr("1 die flew out of the arena: removed from the game.")
                      : tr("%1 dice flew out of the arena: removed from the game.").arg(rest.out));
    }
    if (!same_game(before, after)) return parts.join(QLatin1Char(' '));
    // What the arena lost besides is what the thrower took.
    std::map<int, int> taken;
    for (const int face : rest.faces) ++taken[face];
    for (const int face : after.arena) --taken[face];
    QStringList groups;
    int count = 0;
    for (const auto& [face, n] : taken) {
        if (n <= 0) continue;
        groups << how_many(n, face);
        count += n;
    }
    if (count > 0) {
        groups[0][0] = groups[0][0].toUpper();
        parts << tr("%1 match: %2 takes %3, now %4 in reserve. The turn ends.")
                     .arg(groups.join(tr(" and ")), name(seat), dice(count),
                          dice(after.seats[static_cast<std::size_t>(seat)].reserve));
    } else if (after.phase == QLatin1String("may throw") && after.current == seat) {
        parts << (rest.faces.isEmpty() ? tr("The arena is empty.") : tr("No two dice match."));
    }
    return parts.join(QLatin1Char(' '));
}

QString Story::turn_end(const StrikeTable& before, const StrikeTable& after) const {
    const bool same = same_game(before, after);
    const int winner = same ? -1 : after.game_winners.back();
    QStringList parts;
    for (std::size_t seat = 0; seat < before.seats.size() && seat < after.seats.size(); ++seat) {
        const int s = static_cast<int>(seat);
        if (before.seats[seat].out || (same ? !after.seats[seat].out : s == winner)) continue;
        if (after.match) {
            const int scored = after.seats[seat].points - before.seats[seat].points;
            parts << tr("%1 has no dice left and is out: %n point(s).", "", scored).arg(name(s));
        } else {
            parts << tr("%1 has no dice left and is out.").arg(name(s));
        }
    }
    if (!same) {
        if (after.match) {
            parts << tr("%1 is the last player with dice and wins game %2 of %3.")
                         .arg(name(winner))
                         .arg(before.game_number)
                         .arg(after.games);
        } else {
            parts << tr("%1 is the last player with dice.").arg(name(winner));
        }
    } else if (after.current != before.current) {
        parts << tr("%1's turn.").arg(name(after.current));
    }
    return parts.join(QLatin1Char(' '));
}

QString Story::throwing(const StrikeTable& table) const {
    return tr("%1 throws %2 (%3)…")
        .arg(name(table.current), dice(table.thrown), style_word(table.throw_style));
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

QString Story::stop(const StrikeTable& before) const {
    const int seat = before.current;
    return tr("%1 stops with %2 in reserve.")
        .arg(name(seat), dice(before.seats[static_cast<std::size_t>(seat)].reserve));
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
