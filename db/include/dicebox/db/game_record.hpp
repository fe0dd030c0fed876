// One game as the history keeps it: the set-up, the seats with their results, and
// the log of events in the notation of docs/rules.md.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/house_rule.hpp"
#include "dicebox/session.hpp"

namespace dicebox::db {

enum class Status { Unfinished, Finished, Aborted };

std::string to_string(Status status);
// Throws std::invalid_argument for a word that is not a status.
Status status_from(const std::string& word);

// The coach's review of a seat's decisions (dicebox review; db/reviews.hpp), kept with
// the game so that export, import and sync carry it.
struct ReviewFigures {
    std::string measure;  // "points" or "win_chance"
    int decisions = 0;
    double loss = 0;  // summed over its decisions, in the measure
    int blunders = 0;
    bool operator==(const ReviewFigures&) const = default;
};

struct SeatRecord {
    std::string player;  // a person's name, or "bot:KIND" for a bot
    std::string bot;     // the bot's kind; empty for a person
    // The seat's options as its game's module declares them (GameModule::seat_options()):
    // only the values given, {} when none.
    nlohmann::json options = nlohmann::json::object();
    // The result, once the game is finished.
    std::optional<int> score;
    std::optional<int> rank;  // 1 is first; equal results share a rank
    bool winner = false;
    // How many hints the coach gave the seat's player (0 for a game played unhelped).
    int hints = 0;
    std::optional<ReviewFigures> review = std::nullopt;  // when the game was reviewed
};

struct EventRecord {
    std::optional<int> seat;  // none for a chance outcome
    std::string notation;
};

// What a game is played under: the printed rules, changed by a house rule when there is
// one, and by parameters given on top of it (--param).
struct Variant {
    std::string name = "standard";  // "standard", "dice=6", "Gentle", "Gentle + dice=6"
    std::string hash;               // SHA-256 in hex: the same variant, the same hash
    nlohmann::json params = nlohmann::json::object();  // the overrides given on top
};

// The variant of `overrides` under `rule` (null: the printed rules). The hash is taken
// over the overrides, and over the rule's own hash too when there is a rule, so that a
// changed script makes another variant of the same name.
Variant variant_of(const HouseRule* rule, const nlohmann::json& overrides);

struct GameRecord {
    std::int64_t id = 0;  // 0 until stored
    std::string module;   // the game's id: "extra"
    std::string module_name;
    std::string module_version;
    bool lower_score_wins = false;
    std::string variant = "standard";
    std::string variant_hash;
    // The variant's parameter overrides; under a house rule only those given on top of
    // it (the script's own come from the script).
    nlohmann::json params = nlohmann::json::object();
    std::uint64_t seed = 0;
    std::int64_t started_at = 0;  // Unix milliseconds, UTC
    std::optional<std::int64_t> ended_at;
    Status status = Status::Unfinished;
    bool simulated = false;
    bool online = false;  // played at a server's table (dicebox serve)
    // The text of the house rule it was played under, when the history keeps it (a game
    // played online: db/online_tables.hpp); empty otherwise. Only read, by load_game().
    std::string rule_script;
    std::vector<SeatRecord> seats;
    std::vector<EventRecord> events;

    // The configuration that sets the game up again (resume, replay): the parameters, and
    // each seat's options as stored. A game played under a house rule needs the rule
    // applied to it as well (script::ruled_by).
    GameConfig config() const;
    // Whether the game was played under a house rule: its variant's hash is not that of
    // its parameters alone.
    bool has_house_rule() const;
    // The events in the form Session::replay reads.
    nlohmann::json log_json() const;
};

// The record of a session as it stands: set-up and variant, log, and the results when
// it is over. `seats` gives each seat's player, bot and options; the times are the
// caller's to set.
GameRecord record_of(const Session& session, std::vector<SeatRecord> seats, const Variant& variant);
// The same for a session under the printed rules, whose variant is its parameters.
// Throws std::invalid_argument for a session under a house rule: its parameters mix
// the script's with those given on top, which only the caller can tell apart.
GameRecord record_of(const Session& session, std::vector<SeatRecord> seats);

// Writes the seats' scores, ranks and winners from a finished game.
void set_results(GameRecord& game, const State& state);

// Where the results a record holds (from the history, or from a file to import) part from
// those its log makes: the first seat in seat order whose score, rank or winner differs,
// with the seat as held and as made.
struct ResultDifference {
    enum class Field { Score, Rank, Winner };
    std::size_t seat = 0;
    Field field = Field::Score;
    SeatRecord held;
    SeatRecord made;
};
// Nothing when every seat's results are the ones `end`, the game's log played to its
// end, makes.
std::optional<ResultDifference> result_difference(const GameRecord& game, const State& end);

// Unix milliseconds now.
std::int64_t now_ms();

}  // namespace dicebox::db
