#include "terminal_table.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "dicebox/match.hpp"
#include "exit_codes.hpp"
#include "stored_rule.hpp"
#include "terminal/fit.hpp"
#include "terminal/human_agent.hpp"

namespace cli {
namespace {

// Who won, in words; the view has shown where everybody finished.
std::string winners_text(const dicebox::State& state, const std::vector<std::string>& names) {
    const auto winners = state.winners();
    if (winners.empty()) return fmt::format("{} lost this solo game.\n", names[0]);
    if (names.size() == 1) return fmt::format("{} won this solo game.\n", names[0]);
    std::vector<std::string> who;
    for (const auto seat : winners) who.push_back(names[static_cast<std::size_t>(seat)]);
    if (who.size() == 1) return fmt::format("{} wins.\n", who[0]);
    return fmt::format("Shared win: {}.\n", fmt::join(who, " and "));
}

}  // namespace

int play_at_terminal(dicebox::Session& session, const std::vector<SeatSpec>& seats,
                     const TerminalView& view, dicebox::db::LiveRecorder& recorder,
                     const char* command) {
    const auto& module = session.module();
    const auto names = names_of(seats);
    const auto people = std::count_if(seats.begin(), seats.end(),
                                      [](const SeatSpec& seat) { return seat.bot.empty(); });
    std::vector<std::unique_ptr<dicebox::Agent>> agents;
    for (const auto& seat : seats) {
        if (seat.bot.empty()) {
            agents.push_back(std::make_unique<HumanAgent>(view, seat.name, people > 1, std::cin));
        } else {
            agents.push_back(std::make_unique<dicebox::BotAgent>(module.make_bot(seat.bot)));
        }
    }
    std::vector<dicebox::Agent*> agent_of_seat;
    for (const auto& agent : agents) agent_of_seat.push_back(agent.get());

    fmt::print("{}", fitted(fmt::format("{} — {} — seed {} — game {}\n", module.info().name,
                                        fmt::join(names, ", "), session.seed(), recorder.id())));
    if (const auto& rule = session.config().rule) fmt::print("House rule: {}\n", rule->name());
    // Recorded first, so that every event shown is already in the history.
    session.add_observer([&recorder](const dicebox::Session& s, const dicebox::Event& event) {
        recorder.record(s, event);
    });
    // Choices made at the same time (EXTRA!'s round) are secret until everybody has
    // chosen; then all are shown together, each explained in the state it was chosen in.
    // A choice made alone (a turn of its own) is shown at once.
    struct Choice {
        dicebox::Seat seat;
        std::string text;
        nlohmann::json chosen_in;
    };
    std::vector<Choice> hidden;
    nlohmann::json last = session.state().to_json();
    session.add_observer([&](const dicebox::Session& s, const dicebox::Event& event) {
        auto json = s.state().to_json();
        if (event.is_chance()) {
            fmt::print("{}", fitted(view.chance(last, json, s.format(event))));
        } else {
            const bool alone = last["to_move"].size() == 1;
            hidden.push_back({event.seat, s.format(event), std::move(last)});
            if (alone || s.state().chance_due() || s.state().terminal()) {
                for (const auto& choice : hidden) {
                    const std::string who =
                        fmt::format("  {:<10} {:<14} ",
                                    names[static_cast<std::size_t>(choice.seat)], choice.text);
                    fmt::print("{}\n", fitted(who + view.explain(choice.chosen_in, choice.seat,
                                                                 choice.text),
                                              columns_of(who)));
                }
                fmt::print("{}", fitted(view.after_decisions(hidden.front().chosen_in, json)));
                hidden.clear();
            }
        }
        last = std::move(json);
    });

    dicebox::MatchEnd end{};
    try {
        end = dicebox::run_match(session, agent_of_seat);
    } catch (const dicebox::db::StoreError&) {
        throw;  // the history cannot be written: nothing more can be recorded
    } catch (const dicebox::HookError& e) {
        // The house rule failed: its game cannot go on, but what was played is kept.
        recorder.abort();
        fmt::print(stderr,
                   "dicebox {}: the house rule stopped game {}: {}\nThe game so far is kept in "
                   "the history as aborted (dicebox show {}{}).\n",
                   command, recorder.id(), e.what(), recorder.id(),
                   rules_argument(session.config().rule.get()));
        return kExitFailure;
    } catch (...) {
        recorder.abort();
        throw;
    }
    if (end == dicebox::MatchEnd::Abandoned) {
        fmt::print("\nThe game was left unfinished; continue it with: dicebox resume {}{}\n",
                   recorder.id(), rules_argument(session.config().rule.get()));
        return kExitAbandoned;
    }
    recorder.finish(session.state());
    fmt::print("{}{}", fitted(view.final(session.state().to_json())),
               fitted(winners_text(session.state(), names)));
    return kExitOk;
}

}  // namespace cli
