// `dicebox records [--game G] [--player P] [--variant V] [--simulated] [--vs Q] [--json]`:
// high scores and averages per game and variant, each player's wins, streaks and
// scores, a head-to-head, and each player's nemesis, all computed from the history.
#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>

#include "commands.hpp"
#include "dicebox/db/local_time.hpp"
#include "dicebox/db/records.hpp"
#include "dicebox/db/reviews.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "history_filter.hpp"

namespace dicebox::cli {
namespace {

namespace db = dicebox::db;
using nlohmann::json;

struct RecordsOptions {
    db::RecordsFilter filter;
    std::string opponent;  // --vs
    bool json = false;
};

// A table whose columns are each as wide as their widest cell; numbers to the right.
class Table {
  public:
    // One letter per column: 'l' left, 'r' right.
    Table(std::vector<std::string> header, std::string align)
        : rows_{std::move(header)}, align_(std::move(align)) {}

    void add(std::vector<std::string> row) { rows_.push_back(std::move(row)); }

    void print(std::string_view indent = "") const {
        std::vector<std::size_t> widths(align_.size(), 0);
        for (const auto& row : rows_) {
            for (std::size_t column = 0; column < row.size(); ++column) {
                widths[column] = std::max(widths[column], text_width(row[column]));
            }
        }
        for (const auto& row : rows_) {
            std::string line(indent);
            for (std::size_t column = 0; column < row.size(); ++column) {
                if (column > 0) line += "  ";
                const std::string pad(widths[column] - text_width(row[column]), ' ');
                line += align_[column] == 'r' ? fmt::format("{}{}", pad, row[column])
                                              : fmt::format("{}{}", row[column], pad);
            }
            line.erase(line.find_last_not_of(' ') + 1);
            fmt::print("{}\n", line);
        }
    }

  private:
    // Characters, not bytes: names may hold letters beyond ASCII.
    static std::size_t text_width(const std::string& text) {
        return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
            return (static_cast<unsigned char>(c) & 0xc0) != 0x80;
        }));
    }

    std::vector<std::vector<std::string>> rows_;
    std::string align_;
};

// "2024-05-01 20:15": minutes are enough to find a game again.
std::string date_text(std::int64_t unix_ms) {
    return db::local_time_text(unix_ms).substr(0, 16);
}

std::string average_text(double average) {
    return fmt::format("{:.1f}", average);
}

std::string title(const RecordsOptions& options) {
    const auto& filter = options.filter;
    std::vector<std::string> only;
    if (!filter.game.empty()) only.push_back(fmt::format("game {}", filter.game));
    if (!filter.variant.empty()) only.push_back(fmt::format("variant {}", filter.variant));
    if (!filter.player.empty()) only.push_back(fmt::format("player {}", filter.player));
    const char* kind = filter.simulated ? "played and simulated games" : "played games";
    return only.empty() ? fmt::format("Records of finished {}", kind)
                        : fmt::format("Records of finished {} ({})", kind, fmt::join(only, ", "));
}

void print_variants(const std::vector<db::VariantRecords>& variants, bool one_player) {
    fmt::print("\nPer game and variant{}\n", one_player ? " (the player's scores)" : "");
    for (const auto& variant : variants) {
        fmt::print("\n{} {}: {} game{}, average score {} ({} score wins)\n", variant.game,
                   variant.variant, variant.games, variant.games == 1 ? "" : "s",
                   average_text(variant.average), variant.lower_score_wins ? "lowest" : "highest");
        fmt::print("\n  Average by number of players\n");
        Table by_players({"players", "games", "average"}, "rrr");
        for (const auto& size : variant.by_players) {
            by_players.add({size.players == 1 ? "1 (solo)" : std::to_string(size.players),
                            std::to_string(size.games), average_text(size.average)});
        }
        by_players.print("  ");
        fmt::print("\n  Best scores\n");
        Table top({"#", "player", "score", "date", "game id"}, "rlrlr");
        for (std::size_t place = 0; place < variant.top.size(); ++place) {
            const auto& entry = variant.top[place];
            top.add({std::to_string(place + 1), entry.player, std::to_string(entry.score),
                     date_text(entry.date), std::to_string(entry.game_id)});
        }
        top.print("  ");
    }
}

void print_players(const std::vector<db::PlayerRecords>& players) {
    fmt::print("\nPer player (win rate and streaks over games with other players)\n\n");
    Table table({"player", "games", "wins", "win rate", "streak", "longest", "solo", "solo losses"},
                "lrrrrrrr");
    for (const auto& player : players) {
        table.add({player.player, std::to_string(player.games),
                   fmt::format("{}/{}", player.wins, player.multi_games),
                   player.win_rate ? fmt::format("{:.1f}%", *player.win_rate * 100) : "-",
                   std::to_string(player.current_streak), std::to_string(player.longest_streak),
                   std::to_string(player.solo_games), std::to_string(player.solo_losses)});
    }
    table.print();
    fmt::print("\nPersonal scores (best and worst in each game's own direction)\n\n");
    Table scores({"player", "game", "best", "worst", "solo best", "solo best on"}, "llrrrl");
    for (const auto& player : players) {
        for (const auto& game : player.per_game) {
            scores.add({player.player, game.game, std::to_string(game.best),
                        std::to_string(game.worst),
                        game.solo_best ? std::to_string(*game.solo_best) : "-",
                        game.solo_best_date ? date_text(*game.solo_best_date) : ""});
        }
    }
    scores.print();
}

void print_head_to_head(const db::HeadToHead& duel) {
    fmt::print("\nHead-to-head: {} against {} (a better rank wins)\n\n", duel.player,
               duel.opponent);
    Table table({"wins", "losses", "draws"}, "rrr");
    table.add({std::to_string(duel.wins), std::to_string(duel.losses), std::to_string(duel.draws)});
    table.print();
}

void print_nemeses(const std::vector<db::Nemesis>& nemeses) {
    fmt::print("\nNemesis (who ranked above the player most often, at least {} games together)\n\n",
               db::kNemesisMinGames);
    if (nemeses.empty()) {
        fmt::print("none\n");
        return;
    }
    Table table({"player", "nemesis", "beat them", "games together"}, "llrr");
    for (const auto& nemesis : nemeses) {
        table.add({nemesis.player, nemesis.nemesis, std::to_string(nemesis.beaten),
                   std::to_string(nemesis.games_together)});
    }
    table.print();
}

// A loss per decision in its coach's measure.
std::string loss_text(const std::string& measure, double loss) {
    return measure == "win_chance" ? fmt::format("{:.1f}% winning chance", 100 * loss)
                                   : fmt::format("{:.1f} points", loss);
}

void print_reviews(const std::vector<db::PlayerReviews>& reviews) {
    if (reviews.empty()) return;
    fmt::print(
        "\nThe coach's reviews (dicebox review): what a decision lost on average, and in\n"
        "each of the last games, oldest first\n\n");
    Table table({"player", "game", "games", "decisions", "lost", "blunders", "last games"},
                "llrrrrl");
    constexpr std::size_t kTrend = 5;
    for (const auto& player : reviews) {
        std::vector<std::string> trend;
        const std::size_t first = player.trend.size() > kTrend ? player.trend.size() - kTrend : 0;
        for (std::size_t i = first; i < player.trend.size(); ++i) {
            trend.push_back(fmt::format("{:.1f}", player.measure == "win_chance"
                                                      ? 100 * player.trend[i].mean_loss
                                                      : player.trend[i].mean_loss));
        }
        table.add({player.player, player.game, std::to_string(player.games),
                   std::to_string(player.decisions), loss_text(player.measure, player.mean_loss),
                   std::to_string(player.blunders), fmt::format("{}", fmt::join(trend, " "))});
    }
    table.print();
}

json reviews_json(const std::vector<db::PlayerReviews>& reviews) {
    json out = json::array();
    for (const auto& player : reviews) {
        json trend = json::array();
        for (const auto& game : player.trend) {
            trend.push_back({{"game_id", game.game_id},
                             {"started_at", game.date},
                             {"mean_loss", game.mean_loss}});
        }
        out.push_back({{"player", player.player},
                       {"game", player.game},
                       {"measure", player.measure},
                       {"games", player.games},
                       {"decisions", player.decisions},
                       {"mean_loss", player.mean_loss},
                       {"blunders", player.blunders},
                       {"trend", trend}});
    }
    return out;
}

json json_of(const RecordsOptions& options, const db::Records& records,
             const std::optional<db::HeadToHead>& duel) {
    const auto& filter = options.filter;
    json out = {{"filter",
                 {{"game", filter.game},
                  {"player", filter.player},
                  {"variant", filter.variant},
                  {"simulated", filter.simulated}}},
                {"variants", json::array()},
                {"players", json::array()},
                {"nemeses", json::array()}};
    for (const auto& variant : records.variants) {
        json by_players = json::array();
        for (const auto& size : variant.by_players) {
            by_players.push_back(
                {{"players", size.players}, {"games", size.games}, {"average", size.average}});
        }
        json top = json::array();
        for (const auto& entry : variant.top) {
            top.push_back({{"player", entry.player},
                           {"score", entry.score},
                           {"ended_at", entry.date},
                           {"game_id", entry.game_id}});
        }
        out["variants"].push_back({{"game", variant.game},
                                   {"variant", variant.variant},
                                   {"lower_score_wins", variant.lower_score_wins},
                                   {"games", variant.games},
                                   {"average", variant.average},
                                   {"by_players", by_players},
                                   {"top", top}});
    }
    for (const auto& player : records.players) {
        json per_game = json::array();
        for (const auto& game : player.per_game) {
            per_game.push_back({{"game", game.game},
                                {"lower_score_wins", game.lower_score_wins},
                                {"best", game.best},
                                {"worst", game.worst},
                                {"solo_best", game.solo_best ? json(*game.solo_best) : json()},
                                {"solo_best_ended_at",
                                 game.solo_best_date ? json(*game.solo_best_date) : json()}});
        }
        out["players"].push_back({{"player", player.player},
                                  {"games", player.games},
                                  {"multi_games", player.multi_games},
                                  {"wins", player.wins},
                                  {"win_rate", player.win_rate ? json(*player.win_rate) : json()},
                                  {"current_streak", player.current_streak},
                                  {"longest_streak", player.longest_streak},
                                  {"solo_games", player.solo_games},
                                  {"solo_losses", player.solo_losses},
                                  {"per_game", per_game}});
    }
    if (duel) {
        out["head_to_head"] = {{"player", duel->player},
                               {"opponent", duel->opponent},
                               {"wins", duel->wins},
                               {"losses", duel->losses},
                               {"draws", duel->draws}};
    }
    for (const auto& nemesis : records.nemeses) {
        out["nemeses"].push_back({{"player", nemesis.player},
                                  {"nemesis", nemesis.nemesis},
                                  {"beaten", nemesis.beaten},
                                  {"games_together", nemesis.games_together}});
    }
    return out;
}

int records(const Globals& globals, const RecordsOptions& options) {
    if (!options.opponent.empty() && options.opponent == options.filter.player) {
        fmt::print(stderr,
                   "dicebox records: --vs {0} names the player of --player; a head-to-head needs "
                   "another player\n",
                   options.opponent);
        return kExitUsage;
    }
    const auto file = history_file(globals);
    std::optional<db::Store> store;
    if (!db::nothing_recorded(file)) {
        store = open_history(globals, db::Access::Read, "records");
        if (!store) return kExitFailure;
    }
    // Without a history the figures are empty, and JSON readers still get every field.
    auto filter = options.filter;
    db::Records figures;
    std::vector<db::PlayerReviews> reviews;
    std::optional<db::HeadToHead> duel;
    if (!options.opponent.empty()) duel = db::HeadToHead{options.filter.player, options.opponent};
    try {
        const auto unknown = unknown_game(globals, store ? &*store : nullptr, options.filter.game);
        if (!unknown.empty()) {
            fmt::print(stderr, "dicebox records: {}\n", unknown);
            return kExitUsage;
        }
        if (store) {
            for (const auto& [option, player] : {std::pair{"--player", options.filter.player},
                                                 std::pair{"--vs", options.opponent}}) {
                const auto nobody = unknown_player(*store, option, player);
                if (!nobody.empty()) {
                    fmt::print(stderr, "dicebox records: {}\n", nobody);
                    return kExitUsage;
                }
            }
            if (!filter.variant.empty()) {
                const auto variant = variant_named(*store, filter.variant);
                if (!variant) {
                    fmt::print(stderr, "dicebox records: {}\n", variant.error());
                    return kExitUsage;
                }
                filter.variant = *variant;
            }
            figures = db::records(*store, filter);
            reviews = db::player_reviews(*store, filter);
            if (duel) duel = db::head_to_head(*store, filter, options.opponent);
        }
    } catch (const db::StoreError& e) {
        fmt::print(stderr, "dicebox records: {}\n", e.what());
        return kExitFailure;
    }
    if (!store && !options.json) {
        fmt::print("No games recorded yet in {}.\n", file.string());
        return kExitOk;
    }
    if (options.json) {
        auto out = json_of(options, figures, duel);
        out["reviews"] = reviews_json(reviews);
        fmt::print("{}\n", out.dump(2));
        return kExitOk;
    }
    fmt::print("{}\n", title(options));
    if (figures.variants.empty()) {
        fmt::print("\nNo finished games match.\n");
        return kExitOk;
    }
    print_variants(figures.variants, !options.filter.player.empty());
    print_players(figures.players);
    if (duel) print_head_to_head(*duel);
    print_nemeses(figures.nemeses);
    print_reviews(reviews);
    return kExitOk;
}

}  // namespace

void add_records(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "records",
        "High scores, averages, wins, streaks, head-to-head and nemeses from the history");
    auto options = std::make_shared<RecordsOptions>();
    auto& filter = options->filter;
    cmd->add_option("--game", filter.game, "Only games of this game (see 'dicebox games')")
        ->type_name("GAME");
    auto* player =
        cmd->add_option("--player", filter.player,
                        "Only this player's scores, figures and nemesis (a name, or bot:KIND)")
            ->type_name("NAME");
    cmd->add_option("--variant", filter.variant,
                    "Only games of this variant (as 'dicebox history' shows it, or a house rule's "
                    "file or name)")
        ->type_name("NAME");
    cmd->add_flag("--simulated", filter.simulated,
                  "Count simulated games too, not only played ones");
    cmd->add_option("--vs", options->opponent,
                    "Head-to-head of the --player against this player: wins, losses, draws")
        ->type_name("NAME")
        ->needs(player);
    cmd->add_flag("--json", options->json, "Print the figures as JSON");
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return records(globals, *options); };
    });
}

}  // namespace dicebox::cli
