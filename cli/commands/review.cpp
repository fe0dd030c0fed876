// `dicebox review ID [--json]`: a game of the history judged by its game's coach: each
// decision of each seat against the coach's choice, what it cost, the biggest mistakes,
// and a summary per player.
#include <fmt/format.h>

#include <algorithm>

#include "commands.hpp"
#include "dicebox/db/event_log.hpp"
#include "dicebox/host/hint.hpp"
#include "dicebox/host/review.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "seat_options_text.hpp"
#include "stored_game.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

namespace db = dicebox::db;

struct ReviewOptions {
    std::int64_t id = 0;
    bool json = false;
    host::RulesOptions rules;
};

const char* measure_word(dicebox::Measure measure) {
    return measure == dicebox::Measure::win_chance ? "win_chance" : "points";
}

// A loss in the coach's measure: "52.0 points", "12.0% winning chance".
std::string loss_text(dicebox::Measure measure, double loss) {
    if (measure == dicebox::Measure::win_chance)
        return fmt::format("{:.1f}% winning chance", 100 * loss);
    return fmt::format("{:.1f} points", loss);
}

bool is_biggest(const host::Review& review, std::size_t i) {
    return std::find(review.biggest.begin(), review.biggest.end(), i) != review.biggest.end();
}

nlohmann::json review_json(const StoredGame& game, const host::Review& review) {
    nlohmann::json decisions = nlohmann::json::array();
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const auto& judged = review.decisions[i];
        decisions.push_back({{"event", judged.event + 1},
                             {"seat", judged.seat},
                             {"player", game.names[static_cast<std::size_t>(judged.seat)]},
                             {"made", judged.made},
                             {"made_value", judged.made_value},
                             {"best", judged.best},
                             {"best_value", judged.best_value},
                             {"loss", judged.loss()},
                             {"reason", judged.reason},
                             {"blunder", judged.blunder},
                             {"biggest", is_biggest(review, i)}});
    }
    nlohmann::json players = nlohmann::json::array();
    for (std::size_t seat = 0; seat < review.seats.size(); ++seat) {
        const auto& summary = review.seats[seat];
        players.push_back({{"seat", seat},
                           {"player", game.names[seat]},
                           {"decisions", summary.decisions},
                           {"loss", summary.loss},
                           {"mean_loss", summary.mean_loss()},
                           {"blunders", summary.blunders}});
    }
    return {{"game", game.record.id},
            {"measure", measure_word(review.measure)},
            {"blunder_loss", host::blunder_loss(review.measure)},
            {"decisions", decisions},
            {"players", players},
            {"caveat", review.caveat}};
}

void print_review(const StoredGame& game, const host::Review& review) {
    const auto measure = review.measure;
    fmt::print("Review of game {}\nPlayers: {}\n", title_of(game),
               players_text(game.names, game.record.seats));
    fmt::print("{}\n\n", terminal::fitted(fmt::format(
                             "The coach values each choice by {}; a loss of {} or more is a "
                             "blunder (\?\?).",
                             measure == dicebox::Measure::win_chance ? "the chance of winning"
                                                                     : "the expected final score",
                             loss_text(measure, host::blunder_loss(measure)))));
    if (!review.caveat.empty()) fmt::print("{}\n\n", terminal::fitted(review.caveat));
    // The judgement of each decision goes on under itself, after the event, the player and
    // the choice.
    constexpr std::size_t kJudgementColumn = 38;
    for (std::size_t i = 0; i < review.decisions.size(); ++i) {
        const auto& judged = review.decisions[i];
        const auto& name = game.names[static_cast<std::size_t>(judged.seat)];
        const std::string decision =
            fmt::format("#{:<4} {:<12} {:<18} ", judged.event + 1, name, judged.made);
        const int decimals = host::rank_decimals(measure, {judged.best_value, judged.made_value});
        const std::string best_value = host::value_text(measure, judged.best_value, decimals);
        std::string judgement;
        if (judged.made != judged.best && host::same_value(judged.made_value, judged.best_value)) {
            judgement = fmt::format("equal best with the coach's {} ({})", judged.best, best_value);
        } else if (judged.loss() < 0.01 * host::blunder_loss(measure)) {
            judgement = fmt::format("the coach's choice ({})",
                                    host::value_text(measure, judged.made_value, decimals));
        } else {
            judgement =
                fmt::format("loses {}{}; the coach: {} ({}): {}", loss_text(measure, judged.loss()),
                            judged.blunder ? " \?\?" : "", judged.best, best_value, judged.reason);
        }
        fmt::print("{}\n", terminal::fitted(decision + judgement, kJudgementColumn));
    }
    if (!review.biggest.empty()) {
        fmt::print("\nThe biggest mistakes:\n");
        for (const std::size_t i : review.biggest) {
            const auto& judged = review.decisions[i];
            fmt::print("{}\n", terminal::fitted(fmt::format(
                                   "  event {}, {}: {} lost {} against {}", judged.event + 1,
                                   game.names[static_cast<std::size_t>(judged.seat)], judged.made,
                                   loss_text(measure, judged.loss()), judged.best)));
        }
    }
    fmt::print("\nEach player:\n");
    for (std::size_t seat = 0; seat < review.seats.size(); ++seat) {
        const auto& summary = review.seats[seat];
        fmt::print("{}\n", terminal::fitted(fmt::format(
                               "  {:<12} {} decisions, {} lost on average, {} {}", game.names[seat],
                               summary.decisions, loss_text(measure, summary.mean_loss()),
                               summary.blunders, summary.blunders == 1 ? "blunder" : "blunders")));
    }
}

int review(const Globals& globals, const ReviewOptions& options) {
    const auto loaded = load_stored_game(globals, options.id, options.rules, "review");
    if (const auto* status = std::get_if<int>(&loaded)) return *status;
    const auto& game = std::get<StoredGame>(loaded);
    auto session = new_session(game, "review");
    if (!session) return kExitFailure;
    host::Review review;
    try {
        review = host::review(*session, db::log_json(game.record.events), game.names);
    } catch (const host::NoHint& e) {
        fmt::print(stderr, "dicebox review: {}: its games cannot be reviewed\n", e.what());
        return kExitFailure;
    } catch (const std::invalid_argument& e) {
        fmt::print(stderr, "dicebox review: the log of game {} does not replay: {}\n", options.id,
                   e.what());
        return kExitFailure;
    } catch (const dicebox::HookError& e) {
        fmt::print(stderr, "dicebox review: the house rule of game {} fails: {}\n", options.id,
                   e.what());
        return kExitFailure;
    }
    if (options.json) {
        fmt::print("{}\n", review_json(game, review).dump(2));
    } else {
        print_review(game, review);
    }
    // Kept for the records' average loss per decision; a history that cannot be written
    // has said why, and the review shown stands.
    auto store = open_history_to_change(globals, "review");
    if (!store) return kExitFailure;
    try {
        db::store_review(*store, options.id, host::seat_reviews(review));
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox review: the review is not kept: {}\n", e.what());
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace

void add_review(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "review", "Review a game of the history with its game's coach: what each decision cost");
    auto options = std::make_shared<ReviewOptions>();
    add_whole_number(*cmd, "id", options->id, "The game's id (see 'dicebox history')", 1,
                     std::nullopt, "the game's id")
        ->required();
    cmd->add_flag("--json", options->json, "Print the review as JSON");
    add_stored_rules_options(*cmd, options->rules);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return review(globals, *options); };
    });
}

}  // namespace dicebox::cli
