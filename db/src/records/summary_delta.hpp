// What some finished games add to the records' summaries (migration 8 of
// sqlite_migrations.cpp), gathered in memory and then written in one go: added to the
// sums, merged into the high-score tables, the scores' ranges and the streaks.
//
// A streak runs over a scope's games in the order they ended, and a summary's streak
// ends with the last game it counted. Games that end after it are added to it
// (StreakRun::then); a game that ends before it, as an old game imported, or one that
// another process finished a moment earlier but recorded a moment later, sends its
// players' streaks back to their games: they are counted again from the raw tables.
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "player_figures.hpp"
#include "records_games.hpp"
#include "top_scores.hpp"

namespace dicebox::db::records_detail {

class SummaryDelta {
  public:
    // The catalog knows the players and games of every game added.
    explicit SummaryDelta(const Catalog& catalog) : catalog_(catalog) {}

    // Games are added in the order they ended (ended_at, then id).
    void add(const GameResult& game);
    // Adds all to the stored summaries, within the caller's transaction, holding
    // lock_summaries.
    void write(Store& store) const;

  private:
    static constexpr std::size_t kEveryone = static_cast<std::size_t>(-1);

    // A kind of game, and whose seats: a player, or kEveryone.
    struct Part {
        bool simulated = false;
        std::size_t group = 0;
        std::size_t who = 0;
        auto operator<=>(const Part&) const = default;
    };
    struct Sums {
        std::int64_t games = 0;
        std::int64_t seats = 0;
        std::int64_t total = 0;
    };
    struct Figures {
        GameCounts counts;
        ScoreRange scores;
    };
    struct Meeting {
        std::int64_t games = 0;
        std::int64_t beaten = 0;  // the opponent ranked above
        std::int64_t beat = 0;    // the opponent ranked below
    };
    // The games a player's records may be asked for: played ones only or all, of one
    // module or any (""), of one variant or any.
    struct Scope {
        std::size_t player = 0;
        bool with_simulated = false;
        std::string module;
        std::string variant;
        auto operator<=>(const Scope&) const = default;
    };
    using Key = std::pair<std::int64_t, std::int64_t>;  // a game's end, then its id
    struct Streak {
        StreakRun run;
        Key first;
        Key last;
        bool in_order = true;
    };

    std::int64_t player_id(std::size_t who) const {
        return who == kEveryone ? 0 : catalog_.id(who);
    }
    void add_seats(const GameResult& game, std::size_t who);
    void add_streak(const Scope& scope, const Key& key, bool won);

    void write_sizes(Connection& db) const;
    void write_figures(Connection& db) const;
    void write_meetings(Connection& db) const;
    void write_tops(Connection& db) const;
    // Returns the players.id of those whose streaks must be counted again.
    std::set<std::int64_t> write_streaks(Connection& db) const;
    // Counts the streaks of the players `ids` again from their games.
    static void recount_streaks(Store& store, const std::set<std::int64_t>& ids);

    const Catalog& catalog_;
    std::map<std::pair<Part, std::size_t>, Sums> sizes_;  // by number of seats
    std::map<Part, TopScores> tops_;  // ScoreCandidate::player holds players.id here
    std::map<Part, Figures> figures_;
    std::map<std::pair<Part, std::size_t>, Meeting> meetings_;  // with an opponent
    std::map<Scope, Streak> streaks_;
};

// Lets one process at a time read and write the summaries of a database on a server,
// until the end of its transaction; SQLite's writers take turns anyway.
void lock_summaries(Connection& db);

}  // namespace dicebox::db::records_detail
