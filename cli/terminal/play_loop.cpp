#include "terminal/play_loop.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <variant>

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

// The coach's best choices, best first, each numbered as in `choices` (the list the person
// is shown, so that the number typed is the choice the coach means), with its value and
// what sets it apart; and what to know of its judgement under these rules.
std::string hint_text(const host::Hint& hint, const std::vector<std::string>& choices) {
    std::string out = "The coach's best choices, best first, numbered as in your list:\n";
    std::vector<double> values;
    for (const auto& advice : hint.best) values.push_back(advice.value);
    const auto worth = host::ranked_value_texts(hint.measure, values);
    for (std::size_t i = 0; i < hint.best.size(); ++i) {
        const auto listed = std::find(choices.begin(), choices.end(), hint.notation[i]);
        const std::string number =
            listed == choices.end() ? "-" : std::to_string(listed - choices.begin() + 1);
        out += fmt::format("  {:>2}) {:<14} {}{}{}\n", number, hint.notation[i], worth[i],
                           hint.best[i].reason.empty() ? "" : ": ", hint.best[i].reason);
    }
    if (!hint.caveat.empty()) out += terminal::fitted(hint.caveat) + "\n";
    return out;
}

// The coach of the game at this terminal: a hint is thought out from the seat's own view,
// and the history keeps that it was asked. The coach is made at the first hint and kept
// for the game: a coach may start to prepare when it is made (Exxtra's solves its race),
// which a game without hints should not pay for.
class TerminalCoach {
  public:
    TerminalCoach(const dicebox::Session& session, std::vector<std::string> names,
                  dicebox::db::LiveRecorder& recorder)
        : session_(session), names_(std::move(names)), recorder_(recorder) {}

    std::string hint(dicebox::Seat seat, const std::vector<std::string>& choices) {
        try {
            if (!coach_) coach_ = host::coach_of(session_);  // throws, saying there is none
            const auto hint = host::hint(*coach_, session_, seat, names_);
            recorder_.hinted(seat);
            return hint_text(hint, choices);
        } catch (const host::NoHint& e) {
            return fmt::format("No hint: {}.\n", e.what());
        }
    }

  private:
    const dicebox::Session& session_;
    std::vector<std::string> names_;
    dicebox::db::LiveRecorder& recorder_;
    std::unique_ptr<dicebox::Coach> coach_;
};

// Every event recorded first, so that every event shown is already in the history; then
// told as the onlookers may know it: at a screen the people share, a held decision
// (EXTRA!'s choice while others still choose) is shown once the rules reveal it.
void record_and_tell(dicebox::Session& session, dicebox::db::LiveRecorder& recorder,
                     EventTeller& teller) {
    session.add_observer([&recorder](const dicebox::Session& s, const dicebox::Event& event) {
        recorder.record(s, event);
    });
    session.add_observer([&teller](const dicebox::Session& s, const dicebox::Event&) {
        const std::size_t index = s.log().size() - 1;
        teller.tell(index, s.told(dicebox::kOnlooker, index), s.revealed(),
                    onlooker_json(s.state()));
    });
}

// The match played to its end or until a person leaves; an exit status when it stops
// otherwise (a house rule that fails: the game so far is kept, aborted).
std::variant<dicebox::MatchEnd, int> play(const Globals& globals, dicebox::Match& match,
                                          std::vector<std::unique_ptr<HumanAgent>>& people,
                                          dicebox::db::LiveRecorder& recorder,
                                          const char* command) {
    dicebox::Session& session = match.session();
    try {
        return match.play([&](dicebox::Seat seat) {
            return people[static_cast<std::size_t>(seat)]->decide(session.state(), seat);
        });
    } catch (const dicebox::db::StoreError&) {
        throw;  // the history cannot be written: nothing more can be recorded
    } catch (const dicebox::HookError& e) {
        recorder.abort();
        fmt::print(stderr,
                   "dicebox {}: the house rule stopped game {}: {}\nThe game so far is kept in "
                   "the history as aborted (dicebox show {}).\n",
                   command, recorder.id(), e.what(),
                   game_arguments(globals, recorder.id(), session.config().rule.get()));
        return kExitFailure;
    } catch (...) {
        recorder.abort();
        throw;
    }
}

}  // namespace

int play_at_terminal(const Globals& globals, dicebox::Session& session,
                     const std::vector<host::SeatSpec>& seats, const TerminalView& view,
                     dicebox::db::LiveRecorder& recorder, const char* command) {
    const auto& module = session.module();
    const auto names = host::names_of(seats);
    const bool hot_seat = std::count_if(seats.begin(), seats.end(), [](const host::SeatSpec& seat) {
                              return seat.bot.empty();
                          }) > 1;
    TerminalCoach coach(session, names, recorder);
    const auto hinter = [&coach](dicebox::Seat seat, const std::vector<std::string>& choices) {
        return coach.hint(seat, choices);
    };
    std::vector<std::unique_ptr<dicebox::Bot>> bots;
    std::vector<std::unique_ptr<HumanAgent>> people;
    SharedScreen screen;
    for (const auto& seat : seats) {
        const bool person = seat.bot.empty();
        bots.push_back(person ? nullptr : module.make_bot(seat.bot));
        people.push_back(person
                             ? std::make_unique<HumanAgent>(
                                   view, seat.name, hot_seat ? &screen : nullptr, std::cin, hinter)
                             : nullptr);
    }
    dicebox::Match match(session, std::move(bots));

    fmt::print(
        "{}", terminal::fitted(fmt::format("{} — {} — seed {} — game {}\n", module.info().name,
                                           fmt::join(names, ", "), session.seed(), recorder.id())));
    if (const auto& rule = session.config().rule) fmt::print("House rule: {}\n", rule->name());
    EventTeller teller(view, names, onlooker_json(session.state()));
    record_and_tell(session, recorder, teller);

    const auto played = play(globals, match, people, recorder, command);
    if (const int* status = std::get_if<int>(&played)) return *status;
    if (std::get<dicebox::MatchEnd>(played) == dicebox::MatchEnd::Abandoned) {
        // The command on a line of its own, whole however long, to be copied.
        fmt::print("\nThe game was left unfinished; continue it with:\n  dicebox resume {}\n",
                   game_arguments(globals, recorder.id(), session.config().rule.get()));
        return kExitAbandoned;
    }
    recorder.finish(session.state());
    fmt::print("{}{}", terminal::fitted(view.final(onlooker_json(session.state()))),
               terminal::fitted(winners_text(names, session.state().winners()) + "\n"));
    return kExitOk;
}

}  // namespace dicebox::cli
