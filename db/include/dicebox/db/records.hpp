// Records: high scores, averages, wins, streaks, head-to-head and nemeses, of any
// filter. The games are their source of truth; the figures are read from the summaries
// kept with them (dicebox/db/summaries.hpp), which give the same ones sooner.
//
// Only finished games count. Scores are counted per seat; games, wins and streaks per
// game: a player who holds several seats of one game (a bot against itself) played it
// once, won it when one of their seats won, and takes their best seat's rank when
// compared with others. Whether a high or a low score is best is the game's own
// (modules.lower_score_wins: Strike).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/db/store.hpp"

namespace dicebox::db {

// Which games count; an empty field matches every game.
struct RecordsFilter {
    std::string game;        // the module id: "extra"
    std::string player;      // only this player's seats, figures and nemesis
    std::string variant;     // the variant's name
    bool simulated = false;  // include simulated games, not only played ones
};

// One score of a high-score table.
struct ScoreEntry {
    std::string player;
    int score = 0;
    std::int64_t date = 0;  // the game's end, Unix ms
    std::int64_t game_id = 0;

    bool operator==(const ScoreEntry&) const = default;
};

// The scores of the games with one number of seats.
struct PlayerCountAverage {
    int players = 0;  // seats in the game
    std::int64_t games = 0;
    double average = 0;  // over the seats counted

    bool operator==(const PlayerCountAverage&) const = default;
};

// One game and variant: every seat counted (only the filter's player's seats when it
// names one).
struct VariantRecords {
    std::string game;
    std::string variant;
    bool lower_score_wins = false;
    std::int64_t games = 0;
    double average = 0;
    std::vector<PlayerCountAverage> by_players;  // fewest seats first
    std::vector<ScoreEntry> top;  // the ten best, best first; equal scores earliest first

    bool operator==(const VariantRecords&) const = default;
};

// A player's scores in one game (all its variants), best and worst by that game's
// direction.
struct PlayerGameRecords {
    std::string game;
    bool lower_score_wins = false;
    int best = 0;
    int worst = 0;
    std::optional<int> solo_best;  // the best score of a game played alone
    std::optional<std::int64_t> solo_best_date;

    bool operator==(const PlayerGameRecords&) const = default;
};

struct PlayerRecords {
    std::string player;
    std::int64_t games = 0;          // every game, solo ones included
    std::int64_t multi_games = 0;    // games with other seats: those the win rate counts
    std::int64_t wins = 0;           // of multi_games; a shared first place is a win for each
    std::optional<double> win_rate;  // wins / multi_games; nothing without such games
    int current_streak = 0;          // wins in a row up to the latest multi-seat game
    int longest_streak = 0;
    std::int64_t solo_games = 0;
    std::int64_t solo_losses = 0;             // solo games without a winner
    std::vector<PlayerGameRecords> per_game;  // by game id

    bool operator==(const PlayerRecords&) const = default;
};

// The games where `player` and `opponent` both sat, from the player's side: a better
// rank is a win, a worse one a loss, the same one a draw.
struct HeadToHead {
    std::string player;
    std::string opponent;
    std::int64_t wins = 0;
    std::int64_t losses = 0;
    std::int64_t draws = 0;

    bool operator==(const HeadToHead&) const = default;
};

// The opponent who ranked above `player` most often, among those met in at least
// kNemesisMinGames games; equal counts go to the first name.
struct Nemesis {
    std::string player;
    std::string nemesis;
    std::int64_t beaten = 0;  // games where the nemesis ranked above the player
    std::int64_t games_together = 0;

    bool operator==(const Nemesis&) const = default;
};

constexpr std::int64_t kNemesisMinGames = 3;

struct Records {
    std::vector<VariantRecords> variants;  // by game id, then variant
    std::vector<PlayerRecords> players;    // by name; only the filter's player when set
    std::vector<Nemesis> nemeses;          // by player; players nobody beat have none

    bool operator==(const Records&) const = default;
};

// Where the figures come from: the summaries, when they are built (the games until
// then), or the games, in one pass over those the filter matches.
enum class Source { Summaries, Games };

// Every figure but the head-to-head. Throws StoreError.
Records records(Store& store, const RecordsFilter& filter, Source source = Source::Summaries);

// filter.player against `opponent` over the games the filter matches where both sat.
// Throws std::invalid_argument when filter.player is empty or is the opponent, and
// StoreError.
HeadToHead head_to_head(Store& store, const RecordsFilter& filter, const std::string& opponent,
                        Source source = Source::Summaries);

}  // namespace dicebox::db
