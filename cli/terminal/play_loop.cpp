#include "terminal/play_loop.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>

#include "dicebox/host/hint.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/match.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "rules_option.hpp"
#include "terminal/event_teller.hpp"
#include "terminal/human_agent.hpp"
#include "terminal/winners_text.hpp"

namespace dicebox::cli {
namespace {

namespace host = dicebox::host;

// What everybody at the table may see of the state.
nlohmann::json onlooker_json(const dicebox::State& state) {
    return state.view(dicebox::kOnlooker)->to_json();
}

// The coach's best choices, each with its value and what sets it apart, and what to know
// of its judgement under these rules.
std::string hint_text(const host::Hint& hint) {
    std::string out = "The coach's best choices:\n";
    for (std::size_t i = 0; i < hint.best.size(); ++i) {
        out += fmt::format("  {}) {:<14} {}{}{}\n", i + 1, hint.notation[i],
                           host::value_text(hint.measure, hint.best[i].value),
                           hint.best[i].reason.empty() ? "" : ": ", hint.best[i].reason);
    }
    if (!hint.caveat.empty()) out += terminal::fitted(hint.caveat) + "\n";
    return out;
}

}  // namespace

int play_at_terminal(dicebox::Session& session, const std::vector<host::SeatSpec>& seats,
                     const TerminalView& view, dicebox::db::LiveRecorder& recorder,
                     const char* command) {
    const auto& module = session.module();
    const auto names = host::names_of(seats);
    const bool hot_seat = std::count_if(seats.begin(), seats.end(), [](const host::SeatSpec& seat) {
                              return seat.bot.empty();
                          }) > 1;
    // A hint is thought out from the seat's own view, and the history keeps that it was asked.
    // The coach is made at the first hint and kept for the game: a coach may start to
    // prepare when it is made (Exxtra's solves its race), which a game without hints
    // should not pay for.
    std::unique_ptr<dicebox::Coach> coach;
    const auto hinter = [&](dicebox::Seat seat) {
        try {
            if (!coach) coach = host::coach_of(module);  // throws, saying there is none
            const auto hint = host::hint(*coach, session, seat, names);
            recorder.hinted(seat);
            return hint_text(hint);
        } catch (const host::NoHint& e) {
            return fmt::format("No hint: {}.\n", e.what());
        }
    };
    std::vector<std::unique_ptr<dicebox::Bot>> bots;
    std::vector<std::unique_ptr<HumanAgent>> people;
    for (const auto& seat : seats) {
        const bool person = seat.bot.empty();
        bots.push_back(person ? nullptr : module.make_bot(seat.bot));
        people.push_back(
            person ? std::make_unique<HumanAgent>(view, seat.name, hot_seat, std::cin, hinter)
                   : nullptr);
    }
    dicebox::Match match(session, std::move(bots));

    fmt::print(
        "{}", terminal::fitted(fmt::format("{} — {} — seed {} — game {}\n", module.info().name,
                                           fmt::join(names, ", "), session.seed(), recorder.id())));
    if (const auto& rule = session.config().rule) fmt::print("House rule: {}\n", rule->name());
    // Recorded first, so that every event shown is already in the history.
    session.add_observer([&recorder](const dicebox::Session& s, const dicebox::Event& event) {
        recorder.record(s, event);
    });
    // Told as the onlookers may know it: at a screen the people share, a held decision
    // (EXTRA!'s choice while others still choose) is shown once the rules reveal it.
    EventTeller teller(view, names, onlooker_json(session.state()));
    session.add_observer([&teller](const dicebox::Session& s, const dicebox::Event&) {
        const std::size_t index = s.log().size() - 1;
        teller.tell(index, s.told(dicebox::kOnlooker, index), s.revealed(),
                    onlooker_json(s.state()));
    });

    dicebox::MatchEnd end{};
    try {
        end = match.play([&](dicebox::Seat seat) {
            return people[static_cast<std::size_t>(seat)]->decide(session.state(), seat);
        });
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
    fmt::print("{}{}", terminal::fitted(view.final(onlooker_json(session.state()))),
               terminal::fitted(winners_text(names, session.state().winners()) + "\n"));
    return kExitOk;
}

}  // namespace dicebox::cli
