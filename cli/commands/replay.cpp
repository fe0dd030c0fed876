// `dicebox replay ID [--step]`: a game of the history applied again event by event, each
// told as it was when it happened, then checked against the stored result.
#include <fmt/format.h>
#include <unistd.h>

#include <iostream>

#include "commands.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "number_option.hpp"
#include "seat_options_text.hpp"
#include "stored_game.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace db = dicebox::db;

struct ReplayOptions {
    std::int64_t id = 0;
    bool step = false;
    host::RulesOptions rules;
};

// With --step, waits for Enter between events; at the end of the input it waits no more.
class Stepper {
  public:
    explicit Stepper(bool on) : on_(on), prompt_(on && isatty(STDIN_FILENO) != 0) {}

    // False when the person asks to leave the replay ('q').
    bool wait() {
        if (!on_) return true;
        if (prompt_) {
            fmt::print("  [Enter: next event, q: quit] ");
            std::fflush(stdout);
        }
        std::string line;
        if (!std::getline(std::cin, line)) on_ = false;
        line.erase(0, line.find_first_not_of(" \t\r"));
        line.erase(line.find_last_not_of(" \t\r") + 1);
        return line != "q" && line != "Q" && line != "quit";
    }

  private:
    bool on_;
    bool prompt_;
};

// "#12 " before a view's text, after the blank lines it starts with.
std::string numbered(std::size_t number, const std::string& text) {
    const auto start = std::min(text.find_first_not_of('\n'), text.size());
    return fmt::format("{}#{} {}", text.substr(0, start), number, text.substr(start));
}

// How the replayed result differs from the stored one, or nothing.
std::string difference(const StoredGame& game, const dicebox::State& state) {
    if (!state.terminal()) {
        return "the log ends before the game does, but the history has the game as finished";
    }
    const auto differs = db::result_difference(game.record, state);
    if (!differs) return {};
    const auto text = [](const std::optional<int>& value) {
        return value ? std::to_string(*value) : std::string("none");
    };
    const auto& was = differs->held;
    const auto& is = differs->made;
    const auto& name = game.names[differs->seat];
    const auto who = fmt::format("seat {} ({})", differs->seat + 1, name);
    switch (differs->field) {
        case db::ResultDifference::Field::Score:
            return fmt::format("{}: the stored score is {}, the replay gives {}", who,
                               text(was.score), text(is.score));
        case db::ResultDifference::Field::Rank:
            return fmt::format("{}: the stored rank is {}, the replay gives {}", who,
                               text(was.rank), text(is.rank));
        case db::ResultDifference::Field::Winner:
            break;
    }
    return fmt::format("{}: the history has {} as {}, the replay {}", who, name,
                       was.winner ? "a winner" : "not a winner",
                       is.winner ? "as a winner" : "not as a winner");
}

int replay(const Globals& globals, const ReplayOptions& options) {
    const auto loaded = load_stored_game(globals, options.id, options.rules, "replay");
    if (const auto* status = std::get_if<int>(&loaded)) return *status;
    const auto* game = &std::get<StoredGame>(loaded);
    auto session = new_session(*game, "replay");
    if (!session) return kExitFailure;
    const auto& record = game->record;
    const auto& view = *game->view;
    fmt::print("Replaying game {}\nPlayers: {}\n", title_of(*game),
               players_text(game->names, game->record.seats));

    Stepper stepper(options.step);
    const std::size_t total = record.events.size();
    nlohmann::json before = session->state().to_json();
    // Decisions taken together (EXTRA!'s round) are followed by where that left everybody.
    nlohmann::json round_start = before;
    for (std::size_t i = 0; i < total; ++i) {
        const auto& event = record.events[i];
        std::string refusal;
        try {
            refusal = event.seat ? session->act(*event.seat, event.notation)
                                 : session->force(event.notation);
        } catch (const dicebox::HookError& e) {
            fmt::print(stderr, "dicebox replay: at event {} of {} the house rule fails: {}\n",
                       i + 1, total, e.what());
            return kExitFailure;
        }
        if (!refusal.empty()) {
            fmt::print(stderr, "dicebox replay: event {} of {} ({}: '{}') does not apply: {}\n",
                       i + 1, total,
                       event.seat ? fmt::format("seat {}", *event.seat + 1) : std::string("chance"),
                       event.notation, refusal);
            return kExitFailure;
        }
        const auto& state = session->state();
        nlohmann::json after = state.to_json();
        if (!event.seat) {
            fmt::print("{}", terminal::fitted(
                                 numbered(i + 1, view.chance(before, after, event.notation))));
            round_start = after;
        } else {
            const std::string who =
                fmt::format("#{} {:<10} {:<14} ", i + 1,
                            game->names[static_cast<std::size_t>(*event.seat)], event.notation);
            fmt::print("{}\n",
                       terminal::fitted(who + view.explain(before, *event.seat, event.notation),
                                        terminal::columns_of(who)));
            if (before["to_move"].size() == 1 || state.chance_due() || state.terminal()) {
                fmt::print("{}", terminal::fitted(view.after_decisions(round_start, after)));
                round_start = after;
            }
        }
        before = std::move(after);
        if (i + 1 < total && !stepper.wait()) {
            fmt::print("\nThe replay was left after event {} of {}.\n", i + 1, total);
            return kExitOk;
        }
    }

    if (record.status != db::Status::Finished) {
        fmt::print("\nThe log ends after {} event{}: the game is {}", total, total == 1 ? "" : "s",
                   db::to_string(record.status));
        if (record.status == db::Status::Unfinished) {
            fmt::print(" (continue it with dicebox resume {})",
                       game_arguments(globals, options.id, game->rule.get()));
        }
        fmt::print(".\n");
        return kExitOk;
    }
    if (session->state().terminal()) fmt::print("{}", terminal::fitted(view.final(before)));
    if (const auto why = difference(*game, session->state()); !why.empty()) {
        fmt::print(stderr,
                   "dicebox replay: the replay does not match the stored result of game {}: {}\n",
                   options.id, why);
        return kExitFailure;
    }
    fmt::print("\n{}The replay matches the stored result.\n", results_text(*game));
    return kExitOk;
}

}  // namespace

void add_replay(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "replay", "Apply a game's log again, event by event, and check it against its result");
    auto options = std::make_shared<ReplayOptions>();
    add_whole_number(*cmd, "id", options->id, "The game's id (see 'dicebox history')", 1,
                     std::nullopt, "the game's id")
        ->required();
    cmd->add_flag("--step", options->step,
                  "Wait for Enter after each event, q leaves (at the end of the input, go on)");
    add_stored_rules_options(*cmd, options->rules);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return replay(globals, *options); };
    });
}

}  // namespace dicebox::cli
