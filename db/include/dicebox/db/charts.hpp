// The figures the app's charts draw, and the choices they offer: a player's scores in
// the order their games ended, every score of a game and variant, a player's
// head-to-head against each opponent met, and which games, variants and players the
// history holds.
//
// As in the records (records.hpp): only finished games count, simulated ones only when
// the filter asks for them, scores are counted per seat, and a player who holds several
// seats of one game takes their best seat's rank against others. The head-to-heads and
// the choices come from the records' summaries, like the records (`source`).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "dicebox/db/records.hpp"
#include "dicebox/db/store.hpp"

namespace dicebox::db {

// One score and when its game ended.
struct TimedScore {
    std::int64_t date = 0;  // the game's end, Unix ms
    int score = 0;
    std::int64_t game_id = 0;
};

// filter.player's scores in the games the filter matches, in the order the games ended
// (then by id, then by seat). Throws std::invalid_argument when filter.player is
// empty, and StoreError.
std::vector<TimedScore> score_timeline(Store& store, const RecordsFilter& filter);

// Every score of the games the filter matches (only filter.player's seats when it names
// one), lowest first. Throws StoreError.
std::vector<int> scores(Store& store, const RecordsFilter& filter);

// filter.player against each opponent met in the games the filter matches, by the
// opponent's name: for each, the figures head_to_head() gives. Throws
// std::invalid_argument when filter.player is empty, and StoreError.
std::vector<HeadToHead> head_to_heads(Store& store, const RecordsFilter& filter,
                                      Source source = Source::Summaries);

// A game and variant with finished games.
struct GameVariant {
    std::string game;  // the module id
    std::string variant;
    bool lower_score_wins = false;

    bool operator==(const GameVariant&) const = default;
};

// The games and variants of the finished games (simulated ones too when `simulated`),
// by game, then variant. Throws StoreError.
std::vector<GameVariant> variants_played(Store& store, bool simulated,
                                         Source source = Source::Summaries);

// The players, people and bots ("bot:KIND"), with a seat in a finished game (simulated
// ones too when `simulated`), by name. Throws StoreError.
std::vector<std::string> players_with_games(Store& store, bool simulated,
                                            Source source = Source::Summaries);

}  // namespace dicebox::db
