// Who ranked above whom, for each pair of players who met: each player's nemesis.
// Takes the stream's games one at a time (records_games.hpp), or the meetings' sums from
// the summaries (records_from_summaries.cpp). Internal to the records.
#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "records_games.hpp"

namespace dicebox::db::records_detail {

class MeetingTally {
  public:
    // `only`: the one player whose meetings are counted; none: all.
    MeetingTally(const Catalog& catalog, std::optional<std::size_t> only)
        : catalog_(catalog), only_(only) {}

    void add(const GameResult& game);
    // `games` more games where `player` met `opponent`, `beaten` of them with the
    // opponent ranked above.
    void add_meetings(std::size_t player, std::size_t opponent, std::int64_t games,
                      std::int64_t beaten);
    // Each player's nemesis, sorted by player.
    std::vector<Nemesis> result() const;

  private:
    struct Meeting {
        std::int64_t games = 0;
        std::int64_t beaten = 0;
    };
    static std::uint64_t key(std::size_t player, std::size_t opponent) {
        return static_cast<std::uint64_t>(player) << 32 | static_cast<std::uint64_t>(opponent);
    }

    const Catalog& catalog_;
    std::optional<std::size_t> only_;
    std::unordered_map<std::uint64_t, Meeting> meetings_;
};

}  // namespace dicebox::db::records_detail
