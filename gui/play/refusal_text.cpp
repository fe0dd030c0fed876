#include "play/refusal_text.hpp"

#include <QStringList>

#include "dicebox/names.hpp"

namespace dicebox::gui {
namespace {

QString from_std(const std::string& text) {
    return QString::fromStdString(text);
}

// The game's or the script's own words, as a sentence.
QString sentence(const std::string& words) {
    QString text = from_std(words);
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text.endsWith(QLatin1Char('.')) ? text : text + QLatin1Char('.');
}

QString list_of(const std::vector<std::string>& items) {
    QStringList list;
    for (const auto& item : items) list << from_std(item);
    return list.join(QStringLiteral(", "));
}

}  // namespace

QString RefusalText::of(const dicebox::host::Refusal& refusal) {
    using Kind = dicebox::host::Refusal::Kind;
    const auto& r = refusal;
    const QString game = QString::number(r.game);
    switch (r.kind) {
        case Kind::GameRefuses:
            if (r.game != 0)
                return tr("%1 %2 no longer sets up game %3 this way: %4")
                    .arg(from_std(r.game_name), from_std(r.subject), game, from_std(r.reason));
            return sentence(r.reason);
        case Kind::RuleNotLoaded:
            return sentence(r.reason);
        case Kind::NoSuchBot:
            return tr("%1 has no bot '%2'; its bots are: %3.")
                .arg(from_std(r.game_name), from_std(r.subject), list_of(r.list));
        case Kind::NoName:
            return tr("The player of seat %1 has no name.").arg(r.seat);
        case Kind::BadName:
            return tr("The name of seat %1 cannot be used: a name has at most %2 characters, no "
                      "control or invisible characters, and no space at its start or end.")
                .arg(r.seat)
                .arg(dicebox::kLongestName);
        case Kind::SameName:
            return tr("Two players are called '%1'; give each a different name.")
                .arg(from_std(r.subject));
        case Kind::RuleFails:
            if (r.game == 0)
                return tr("The house rule fails as the game is set up: %1").arg(from_std(r.reason));
            return tr("The house rule of game %1 fails: %2").arg(game, from_std(r.reason));
        case Kind::Finished:
            return tr("Game %1 is finished: History replays it.").arg(game);
        case Kind::Aborted:
            return tr("Game %1 was stopped by an error and cannot go on: History replays it.")
                .arg(game);
        case Kind::Simulated:
            return tr("Game %1 was played by bots in a simulation, not one to go on with.")
                .arg(game);
        case Kind::AtServer:
            return tr("Game %1 is played at table %2 of the server that records into this history; "
                      "it "
                      "goes on when that server is started again.")
                .arg(game, from_std(r.subject));
        case Kind::GameMissing:
            return tr("Game %1 is a game of %2, whose plugin is not found.")
                .arg(game, from_std(r.game_name));
        case Kind::LogRefused:
            return tr("Game %1 was played with %2 %3 and does not go on with %4: %5")
                .arg(game, from_std(r.game_name), from_std(r.subject), from_std(r.other),
                     from_std(r.reason));
        case Kind::RulePrinted:
            return tr("Game %1 was played under the printed rules (%2).")
                .arg(game, from_std(r.subject));
        case Kind::RuleNotTheGames:
            return tr("%1 is not the house rule game %2 was played under (%3): its text differs "
                      "(SHA-256); the script has changed since, or it is another one.")
                .arg(from_std(r.other), game, from_std(r.subject));
        case Kind::RuleChanged:
            return tr("Game %1 was played under the house rule '%2', whose script has changed "
                      "since: "
                      "the SHA-256 of %3 differs.")
                .arg(game, from_std(r.subject), list_of(r.list));
        case Kind::RuleNotFound:
            return tr("Game %1 was played under the house rule '%2', which is not among the "
                      "scripts "
                      "found in %3.")
                .arg(game, from_std(r.subject), list_of(r.list));
    }
    return from_std(text(r));
}

}  // namespace dicebox::gui
