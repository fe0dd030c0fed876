#include "meeting_tally.hpp"

#include <algorithm>
#include <map>

namespace dicebox::db::records_detail {

void MeetingTally::add(const GameResult& game) {
    for (const auto& player : game.participants) {
        if (only_ && player.player != *only_) continue;
        for (const auto& opponent : game.participants) {
            if (opponent.player == player.player) continue;
            Meeting& meeting = meetings_[key(player.player, opponent.player)];
            ++meeting.games;
            if (opponent.best_rank < player.best_rank) ++meeting.beaten;
        }
    }
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
