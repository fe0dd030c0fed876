#include "meeting_tally.hpp"

#include <algorithm>
#include <map>

namespace dicebox::db::records_detail {

void MeetingTally::add(const GameResult& game) {
    for (const auto& player : game.participants) {
        if (only_ && player.player != *only_) continue;
        for (const auto& opponent : game.participants) {
            if (opponent.player == player.player) continue;
            add_meetings(player.player, opponent.player, 1,
                         opponent.best_rank < player.best_rank ? 1 : 0);
        }
    }
}

void MeetingTally::add_meetings(std::size_t player, std::size_t opponent, std::int64_t games,
                                std::int64_t beaten) {
    Meeting& meeting = meetings_[key(player, opponent)];
    meeting.games += games;
    meeting.beaten += beaten;
}

std::vector<Nemesis> MeetingTally::result() const {
    std::map<std::size_t, Nemesis> nemeses;
    for (const auto& [pair, meeting] : meetings_) {
        if (meeting.games < kNemesisMinGames || meeting.beaten == 0) continue;
        const auto player = static_cast<std::size_t>(pair >> 32);
        const auto opponent = static_cast<std::size_t>(pair & 0xffffffffu);
        const std::string& name = catalog_.name(opponent);
        auto [it, added] = nemeses.try_emplace(player);
        Nemesis& nemesis = it->second;
        if (added || meeting.beaten > nemesis.beaten ||
            (meeting.beaten == nemesis.beaten && name < nemesis.nemesis)) {
            nemesis = {catalog_.name(player), name, meeting.beaten, meeting.games};
        }
    }
    std::vector<Nemesis> result;
    for (auto& [player, nemesis] : nemeses) result.push_back(std::move(nemesis));
    std::sort(result.begin(), result.end(),
              [](const auto& a, const auto& b) { return a.player < b.player; });
    return result;
}

}  // namespace dicebox::db::records_detail
