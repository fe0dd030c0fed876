#include "dicebox/host/refusal.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace dicebox::host {

std::string text(const Refusal& refusal) {
    using Kind = Refusal::Kind;
    const auto& r = refusal;
    switch (r.kind) {
        case Kind::GameRefuses:
            if (r.game == 0) return r.reason;
            return fmt::format("{} {} no longer sets up game {} this way: {}", r.game_name,
                               r.subject, r.game, r.reason);
        case Kind::RuleNotLoaded:
            return r.reason;
        case Kind::NoSuchBot:
            return fmt::format("{} has no bot '{}'; its bots are: {}", r.game_name, r.subject,
                               fmt::join(r.list, ", "));
        case Kind::NoName:
            return fmt::format("the player of seat {} has no name", r.seat);
        case Kind::BadName:
            return fmt::format("the name of seat {} cannot be used: {}", r.seat, r.reason);
        case Kind::SameName:
            return fmt::format("two players are called '{}'; give each a different name",
                               r.subject);
        case Kind::RuleFails:
            if (r.game == 0) return "the house rule fails as the game is set up: " + r.reason;
            return fmt::format("the house rule of game {} fails: {}", r.game, r.reason);
        case Kind::Finished:
            return fmt::format("game {} is finished", r.game);
        case Kind::Aborted:
            return fmt::format("game {} was stopped by an error and cannot go on", r.game);
        case Kind::Simulated:
            return fmt::format("game {} was played by bots in a simulation, not one to go on with",
                               r.game);
        case Kind::AtServer:
            return fmt::format(
                "game {} is played at table {} of the server that records into this history; it "
                "goes on when that server is started again",
                r.game, r.subject);
        case Kind::GameMissing:
            return fmt::format("game {} is a game of {}, whose plugin is not found", r.game,
                               r.game_name);
        case Kind::LogRefused:
            return fmt::format("game {} was played with {} {} and does not go on with {}: {}",
                               r.game, r.game_name, r.subject, r.other, r.reason);
        case Kind::RulePrinted:
            return fmt::format("game {} was played under the printed rules ({})", r.game,
                               r.subject);
        case Kind::RuleNotTheGames:
            return fmt::format(
                "{} is not the house rule game {} was played under ({}): its text differs "
                "(SHA-256); the script has changed since, or it is another one",
                r.other, r.game, r.subject);
        case Kind::RuleChanged:
            return fmt::format(
                "game {} was played under the house rule '{}', whose script has changed since: the "
                "SHA-256 of {} differs",
                r.game, r.subject, fmt::join(r.list, ", "));
        case Kind::RuleNotFound:
            return fmt::format(
                "game {} was played under the house rule '{}', which is not among the scripts "
                "found in {}",
                r.game, r.subject, fmt::join(r.list, ", "));
    }
    return r.reason;
}

SetupError::SetupError(Refusal refusal)
    : std::runtime_error(text(refusal)), refusal_(std::move(refusal)) {}

}  // namespace dicebox::host
