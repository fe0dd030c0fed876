#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <set>

#include "dicebox/db/exchange.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/reviews.hpp"
#include "dicebox/names.hpp"
#include "exchange_format.hpp"

namespace dicebox::db {
namespace {

using json = nlohmann::json;

[[noreturn]] void wrong(const std::string& where, std::string_view what) {
    throw ImportError(fmt::format("{}: {}", where, what));
}

// The fields of one object of the file, each checked and named by its path in the file
// when it is wrong ("plays[2].dicebox.seed").
class Fields {
  public:
    Fields(const json& object, std::string where) : object_(object), where_(std::move(where)) {
        if (!object_.is_object()) wrong(where_, "expected an object {...}");
    }

    std::string path(const char* name) const {
        return where_.empty() ? std::string(name) : fmt::format("{}.{}", where_, name);
    }
    bool has(const char* name) const { return object_.contains(name); }
    const json& get(const char* name) const {
        const auto it = object_.find(name);
        if (it == object_.end()) wrong(path(name), "missing");
        return *it;
    }
    Fields object(const char* name) const { return Fields(get(name), path(name)); }
    const json& array(const char* name) const {
        const json& value = get(name);
        if (!value.is_array()) wrong(path(name), "expected a list [...]");
        return value;
    }
    std::string text(const char* name) const {
        const json& value = get(name);
        if (!value.is_string()) wrong(path(name), "expected a string");
        return value.get<std::string>();
    }
    bool flag(const char* name) const {
        const json& value = get(name);
        if (!value.is_boolean()) wrong(path(name), "expected true or false");
        return value.get<bool>();
    }
    std::int64_t whole(const char* name) const {
        const json& value = get(name);
        if (!value.is_number_integer() ||
            (value.is_number_unsigned() &&
             value.get<std::uint64_t>() >
                 static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))) {
            wrong(path(name), "expected a whole number");
        }
        return value.get<std::int64_t>();
    }
    std::int64_t whole(const char* name, std::int64_t low, std::int64_t high) const {
        const std::int64_t value = whole(name);
        if (value < low || value > high) {
            wrong(path(name), fmt::format("{} is not between {} and {}", value, low, high));
        }
        return value;
    }

  private:
    const json& object_;
    std::string where_;
};

std::string item(const std::string& list, std::size_t index) {
    return fmt::format("{}[{}]", list, index);
}

struct Module {
    std::string id;
    std::string name;
    bool lower_score_wins = false;
};

std::map<std::int64_t, std::string> players_of(const Fields& top) {
    std::map<std::int64_t, std::string> players;
    const json& list = top.array("players");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Fields player(list[i], item("players", i));
        const auto id = player.whole("id");
        std::string name = player.text("name");
        if (const auto why = dicebox::name_refusal(name); !why.empty())
            wrong(player.path("name"), why);
        if (!players.emplace(id, std::move(name)).second) {
            wrong(player.path("id"), fmt::format("two players have id {}", id));
        }
    }
    return players;
}

std::map<std::int64_t, Module> modules_of(const Fields& top) {
    std::map<std::int64_t, Module> modules;
    const json& list = top.array("games");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Fields game(list[i], item("games", i));
        const auto id = game.whole("id");
        Module module{game.object("dicebox").text("module"), game.text("name"),
                      !game.flag("highestWins")};
        if (module.id.empty()) wrong(game.object("dicebox").path("module"), "empty");
        if (!modules.emplace(id, std::move(module)).second) {
            wrong(game.path("id"), fmt::format("two games have id {}", id));
        }
    }
    return modules;
}

// "" for no score, or a whole number.
std::optional<int> score_of(const Fields& fields) {
    const std::string text = fields.text("score");
    if (text.empty()) return std::nullopt;
    int score = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), score);
    if (error != std::errc() || end != text.data() + text.size()) {
        wrong(fields.path("score"),
              fmt::format("'{}' is not a whole number (nor \"\" for none)", text));
    }
    return score;
}

// A seat's options: an object from format 2 on; format 1 had only the children's handicap,
// which is the option of that name (a seat without it, {}).
json options_of(const Fields& ours, std::int64_t format) {
    if (format == 1) return ours.flag("handicap") ? json{{"handicap", true}} : json::object();
    const json& options = ours.get("options");
    if (!options.is_object()) wrong(ours.path("options"), "expected an object {...}");
    return options;
}

// The coach's review of a seat, or nothing (null: the game was not reviewed).
std::optional<ReviewFigures> review_of(const Fields& ours) {
    if (ours.get("review").is_null()) return std::nullopt;
    const Fields review = ours.object("review");
    ReviewFigures figures;
    figures.measure = review.text("measure");
    if (figures.measure != "points" && figures.measure != "win_chance")
        wrong(review.path("measure"), "expected \"points\" or \"win_chance\"");
    constexpr std::int64_t kMost = std::numeric_limits<int>::max();
    figures.decisions = static_cast<int>(review.whole("decisions", 0, kMost));
    const json& loss = review.get("loss");
    if (!loss.is_number() || loss.get<double>() < 0 || !std::isfinite(loss.get<double>()))
        wrong(review.path("loss"), "expected a number ≥ 0");
    figures.loss = loss.get<double>();
    figures.blunders = static_cast<int>(review.whole("blunders", 0, kMost));
    return figures;
}

std::vector<SeatRecord> seats_of(const Fields& play,
                                 const std::map<std::int64_t, std::string>& players,
                                 std::int64_t format) {
    const json& list = play.array("playerScores");
    if (list.empty()) wrong(play.path("playerScores"), "a play needs at least one player");
    const auto seats = static_cast<std::int64_t>(list.size());
    std::vector<std::optional<SeatRecord>> by_seat(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Fields score(list[i], item(play.path("playerScores"), i));
        const auto ref = score.whole("playerRefId");
        const auto player = players.find(ref);
        if (player == players.end()) {
            wrong(score.path("playerRefId"), fmt::format("no player has id {}", ref));
        }
        SeatRecord seat;
        seat.player = player->second;
        seat.score = score_of(score);
        seat.winner = score.flag("winner");
        const auto rank = score.whole("rank", 0, seats);
        if (rank > 0) seat.rank = static_cast<int>(rank);
        const Fields ours = score.object("dicebox");
        const json& bot = ours.get("bot");
        if (!bot.is_null() && !(bot.is_string() && !bot.get<std::string>().empty())) {
            wrong(ours.path("bot"), "expected the bot's name, or null for a person");
        }
        if (bot.is_string()) seat.bot = bot.get<std::string>();
        seat.options = options_of(ours, format);
        if (format >= 3)
            seat.hints = static_cast<int>(ours.whole("hints", 0, std::numeric_limits<int>::max()));
        if (format >= 5) seat.review = review_of(ours);
        // Seats are told by seatOrder, so that a tool that reorders the list changes nothing.
        auto& place = by_seat[static_cast<std::size_t>(score.whole("seatOrder", 0, seats - 1))];
        if (place) wrong(score.path("seatOrder"), "two players have this seatOrder");
        place = std::move(seat);
    }
    std::vector<SeatRecord> out;
    for (auto& seat : by_seat) out.push_back(std::move(*seat));
    return out;
}

std::vector<EventRecord> events_of(const Fields& ours, std::int64_t seats) {
    std::vector<EventRecord> events;
    const json& list = ours.array("events");
    events.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Fields event(list[i], item(ours.path("events"), i));
        if (event.has("chance")) {
            events.push_back({std::nullopt, event.text("chance")});
        } else if (event.has("action")) {
            events.push_back(
                {static_cast<int>(event.whole("seat", 0, seats - 1)), event.text("action")});
        } else {
            wrong(item(ours.path("events"), i),
                  "expected {\"chance\": \"...\"} or {\"seat\": N, \"action\": \"...\"}");
        }
    }
    return events;
}

GameRecord game_of(const Fields& play, const std::map<std::int64_t, Module>& modules,
                   const std::map<std::int64_t, std::string>& players, std::int64_t format) {
    GameRecord game;
    const auto ref = play.whole("gameRefId");
    const auto module = modules.find(ref);
    if (module == modules.end())
        wrong(play.path("gameRefId"), fmt::format("no game has id {}", ref));
    game.module = module->second.id;
    game.module_name = module->second.name;
    game.lower_score_wins = module->second.lower_score_wins;
    game.seats = seats_of(play, players, format);

    const Fields ours = play.object("dicebox");
    game.module_version = ours.text("module_version");
    game.variant = ours.text("variant");
    game.variant_hash = ours.text("variant_hash");
    game.params = ours.get("params");
    if (!game.params.is_object()) wrong(ours.path("params"), "expected an object {...}");
    const json& seed = ours.get("seed");
    if (!seed.is_number_unsigned() &&
        !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0)) {
        wrong(ours.path("seed"), "expected a whole number ≥ 0");
    }
    game.seed = seed.get<std::uint64_t>();
    game.started_at = ours.whole("started_at");
    if (!ours.get("ended_at").is_null()) game.ended_at = ours.whole("ended_at");
    try {
        game.status = status_from(ours.text("status"));
    } catch (const std::invalid_argument& e) {
        wrong(ours.path("status"), e.what());
    }
    game.simulated = ours.flag("simulated");
    if (format >= 4) game.online = ours.flag("online");
    game.events = events_of(ours, static_cast<std::int64_t>(game.seats.size()));
    // The uuid is what other programs know the play by; one that is not made from the
    // play's own identity means the play was edited after the export, or made up.
    if (const auto uuid = play.text("uuid"); uuid != play_uuid(game)) {
        wrong(play.path("uuid"),
              fmt::format("'{}' is not this play's uuid, which is made from its game, variant, "
                          "seed, start time and players ({}): the play was changed after it "
                          "was exported",
                          uuid, play_uuid(game)));
    }
    return game;
}

// The history holds this game already: same game, variant, seed, start and players.
class StoredGames {
  public:
    explicit StoredGames(Store& store)
        // `simulated` is no part of a play's identity; naming both its values lets the
        // lookup walk the games' index (games_by_kind) instead of every game of the kind,
        // which made an import or a sync into a large history slow down game by game.
        : same_start_(store.sql().prepare(
              "SELECT id FROM games WHERE simulated IN (0, 1) AND module = ? AND variant = ? "
              "AND started_at = ? AND seed = ?")),
          players_(store.sql().prepare(
              "SELECT p.name FROM seats s JOIN players p ON p.id = s.player_id WHERE "
              "s.game_id = ? ORDER BY s.seat")),
          reviewed_(store.sql().prepare("SELECT 1 FROM reviews WHERE game_id = ? LIMIT 1")) {}

    // The id of the game held, if it is.
    std::optional<std::int64_t> held(const GameRecord& game) {
        same_start_->bind(1, game.module);
        same_start_->bind(2, game.variant);
        same_start_->bind(3, game.started_at);
        same_start_->bind(4, static_cast<std::int64_t>(game.seed));
        std::optional<std::int64_t> found;
        while (!found && same_start_->step()) {
            const std::int64_t id = same_start_->int64(0);
            if (players_of(id) == players_of(game)) found = id;
        }
        same_start_->reset();
        return found;
    }

    bool reviewed(std::int64_t id) {
        reviewed_->bind(1, id);
        const bool found = reviewed_->step();
        reviewed_->reset();
        return found;
    }

  private:
    std::vector<std::string> players_of(std::int64_t id) {
        std::vector<std::string> names;
        players_->bind(1, id);
        while (players_->step()) names.push_back(players_->string(0));
        players_->reset();
        return names;
    }
    static std::vector<std::string> players_of(const GameRecord& game) {
        std::vector<std::string> names;
        for (const auto& seat : game.seats) names.push_back(seat.player);
        return names;
    }

    std::unique_ptr<Statement> same_start_;
    std::unique_ptr<Statement> players_;
    std::unique_ptr<Statement> reviewed_;
};

bool is_reviewed(const GameRecord& game) {
    return std::any_of(game.seats.begin(), game.seats.end(),
                       [](const SeatRecord& seat) { return seat.review.has_value(); });
}

// The coach's review of `game`, for game `id` of the history that holds it already.
void add_review(Store& store, std::int64_t id, const GameRecord& game) {
    std::vector<SeatReview> seats;
    for (std::size_t seat = 0; seat < game.seats.size(); ++seat) {
        const auto& review = game.seats[seat].review;
        if (!review) continue;
        seats.push_back({static_cast<int>(seat), review->measure, review->decisions, review->loss,
                         review->blunders});
    }
    store_review(store, id, seats);
}

}  // namespace

std::vector<GameRecord> games_of_export(const json& file) {
    if (!file.is_object() || !file.contains("dicebox")) {
        throw ImportError(
            "this is not a dicebox export (it has no \"dicebox\" field); dicebox import reads "
            "the files 'dicebox export --format json' writes");
    }
    const Fields top(file, "");
    const auto format = top.object("dicebox").whole("format");
    if (format < 1 || format > kExportFormat) {
        wrong("dicebox.format",
              fmt::format("this dicebox reads exports of formats 1 to {}, not {}; use the "
                          "dicebox that wrote the file",
                          kExportFormat, format));
    }
    const auto players = players_of(top);
    const auto modules = modules_of(top);
    const json& plays = top.array("plays");
    std::vector<GameRecord> games;
    games.reserve(plays.size());
    for (std::size_t i = 0; i < plays.size(); ++i) {
        games.push_back(game_of(Fields(plays[i], item("plays", i)), modules, players, format));
    }
    return games;
}

ImportSummary import_json(Store& store, const json& file) {
    return import_games(store, games_of_export(file));
}

ImportSummary import_games(Store& store, const std::vector<GameRecord>& games) {
    ImportSummary summary;
    store.transaction("importing games", [&] {
        // Two imports of one game at once would each find it missing: on a server they
        // take turns (an SQLite file has one writer at a time anyway).
        if (store.dialect() == Dialect::PostgreSQL) {
            store.sql().execute("SELECT pg_advisory_xact_lock(1229803599)");  // "IMPO"
        }
        StoredGames stored(store);
        std::vector<GameRecord> added;
        std::set<std::string> adding;  // the plays of `added`, for a game given twice
        for (const auto& game : games) {
            if (const auto id = stored.held(game)) {
                ++summary.already_stored;
                // Reviewed since it was copied: the review is copied too.
                if (is_reviewed(game) && !stored.reviewed(*id)) {
                    add_review(store, *id, game);
                    ++summary.reviews_added;
                }
            } else if (!adding.insert(play_uuid(game)).second) {
                ++summary.already_stored;
            } else {
                added.push_back(game);
            }
        }
        insert_games(store, added);
        summary.added = added.size();
    });
    return summary;
}

}  // namespace dicebox::db
