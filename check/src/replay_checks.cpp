// A game replays exactly from its log, without the random generator, and a seed
// reproduces a whole game.
#include <fmt/format.h>

#include <set>

#include "dicebox/match.hpp"
#include "groups.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace dicebox::check {
namespace {

constexpr int kEventsAfterResuming = 300;

// Replays `played`'s log into `session`; a log that does not replay is a finding.
bool replay_log(Session& session, const Session& played, Findings& findings) {
    try {
        session.replay(played.log_json());
        return true;
    } catch (const std::exception& error) {
        findings.add(fmt::format("{}: its log does not replay: {}", where(played), error.what()));
        return false;
    }
}

void replaying_the_log_reproduces_the_final_state(const GameModule& module, int players,
                                                  const Amounts& amounts, Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.replay_games && !findings.any(); ++seed) {
        auto played = new_session(module, players, seed);
        if (!play_random(played, findings)) return;
        // Another seed: the replay must not depend on the dice of the session.
        auto replayed = new_session(module, players, seed + 1000);
        if (!replay_log(replayed, played, findings)) continue;
        if (replayed.state().to_json() != played.state().to_json()) {
            findings.add(where(played) + ": the replayed game ends in another state");
        }
        if (replayed.log_json() != played.log_json()) {
            findings.add(where(played) + ": the replayed game logs another game");
        }
    }
}

void forcing_the_logged_codes_reproduces_every_state(const GameModule& module, int players,
                                                     const Amounts& amounts, Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.replay_games && !findings.any(); ++seed) {
        auto played = new_session(module, players, seed);
        auto forced = new_session(module, players, seed + 1000);
        play_random(played, findings, [&](const State&, const Event& event) {
            const auto why =
                event.is_chance() ? forced.force(event.code) : forced.act(event.seat, event.code);
            if (!why.empty()) {
                findings.add(
                    fmt::format("{}: the logged event is refused: {}", where(played), why));
            } else if (forced.state().to_json() != played.state().to_json()) {
                findings.add(where(played) + ": the logged event leads to another state");
            }
        });
    }
}

// One event by a fixed policy: the roll when chance is due, else the first legal action
// of the first seat to move.
Outcome step(Session& session, Findings& findings) {
    if (session.state().chance_due()) return session.roll();
    const auto seats = seats_to_move(session.state());
    const auto actions = legal_actions(session.state(), seats.front());
    if (const auto why = session.act(seats.front(), actions.front()); !why.empty()) {
        findings.add(fmt::format("{}: the first legal action is refused: {}", where(session), why));
    }
    return 0;
}

// A game rebuilt from its log, as a resumed game is, rolls on with the dice the original
// session would have rolled next.
void a_game_rebuilt_from_its_log_rolls_on_with_the_same_dice(const GameModule& module, int players,
                                                             const Amounts& amounts,
                                                             Findings& findings) {
    for (std::uint64_t seed = 0; seed < amounts.replay_games && !findings.any(); ++seed) {
        auto played = new_session(module, players, seed);
        for (int i = 0; i < 12 && !played.state().terminal() && !findings.any(); ++i) {
            step(played, findings);
        }
        auto resumed = new_session(module, players, seed);
        if (!replay_log(resumed, played, findings)) return;
        // Long enough to roll many times more.
        for (int i = 0; i < kEventsAfterResuming && !played.state().terminal() && !findings.any();
             ++i) {
            const bool chance = played.state().chance_due();
            const auto outcome = step(played, findings);
            if (step(resumed, findings) != outcome) {
                findings.add(where(played) + ": the resumed game rolls other dice");
            } else if (chance && resumed.state().to_json() != played.state().to_json()) {
                findings.add(where(played) + ": the resumed game is in another state");
            }
        }
    }
}

void an_event_after_the_end_is_refused_naming_it(const GameModule& module, int players,
                                                 const Amounts&, Findings& findings) {
    auto played = new_session(module, players, 3);
    if (!play_random(played, findings)) return;
    auto log = played.log_json();
    log.push_back(log.front());  // the first event once more, after the end
    auto replayed = new_session(module, players, 3);
    try {
        replayed.replay(log);
        findings.add(where(played) + ": an event after the end was replayed");
    } catch (const std::invalid_argument& error) {
        if (std::string(error.what()).find("event " + std::to_string(log.size())) ==
            std::string::npos) {
            findings.add(fmt::format("{}: the refusal does not name event {}: {}", where(played),
                                     log.size(), error.what()));
        }
    }
}

void a_restarted_session_plays_as_a_new_one_of_that_seed(const GameModule& module, int players,
                                                         const Amounts&, Findings& findings) {
    auto session = new_session(module, players, 99);
    if (!play_random(session, findings)) return;
    for (std::uint64_t seed = 0; seed < 10 && !findings.any(); ++seed) {
        auto fresh = new_session(module, players, seed);
        session.restart(seed);
        if (!session.log().empty() || session.seed() != seed ||
            session.state().to_json() != fresh.state().to_json()) {
            findings.add(fmt::format("seed {}: the restarted session is not a new game", seed));
            return;
        }
        play_random(session, findings);
        play_random(fresh, findings);
        if (session.log_json() != fresh.log_json()) {
            findings.add(fmt::format("seed {}: the restarted session plays another game", seed));
        }
    }
}

// The match runner with the module's random bot on every seat.
nlohmann::json bot_match(const GameModule& module, int players, std::uint64_t seed) {
    auto session = new_session(module, players, seed);
    const std::vector<std::string> kinds(static_cast<std::size_t>(players), "random");
    Match(session, bots_of(module, kinds)).play();
    return session.log_json();
}

void the_same_seed_plays_the_same_game(const GameModule& module, int players, const Amounts&,
                                       Findings& findings) {
    std::set<nlohmann::json> games;
    for (std::uint64_t seed = 0; seed < 10; ++seed) {
        const auto first = bot_match(module, players, seed);
        if (bot_match(module, players, seed) != first) {
            findings.add(fmt::format("seed {} plays two different games", seed));
        }
        games.insert(first);
    }
    if (games.size() < 2) findings.add("ten seeds all played the same game");
}

}  // namespace

std::vector<Check> replay_checks() {
    return {
        {"ReplayingTheLogReproducesTheFinalState", "Replaying the log reproduces the final state",
         true, replaying_the_log_reproduces_the_final_state},
        {"ForcingTheLoggedCodesReproducesEveryState",
         "Forcing the logged codes reproduces every state", true,
         forcing_the_logged_codes_reproduces_every_state},
        {"AGameRebuiltFromItsLogRollsOnWithTheSameDice",
         "A game rebuilt from its log rolls on with the same dice", true,
         a_game_rebuilt_from_its_log_rolls_on_with_the_same_dice},
        {"AnEventAfterTheEndIsRefusedNamingIt", "An event after the end is refused, naming it",
         true, an_event_after_the_end_is_refused_naming_it},
        {"ARestartedSessionPlaysAsANewOneOfThatSeed",
         "A restarted session plays as a new one of that seed", true,
         a_restarted_session_plays_as_a_new_one_of_that_seed},
        {"TheSameSeedPlaysTheSameGame", "The same seed plays the same game", true,
         the_same_seed_plays_the_same_game},
    };
}

}  // namespace dicebox::check
