#include "players_option.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace dicebox::cli {

namespace host = dicebox::host;
using Lineup = dicebox::Result<std::vector<host::SeatSpec>>;

Lineup parse_lineup(const dicebox::GameModule& module, const std::string& players) {
    std::vector<host::SeatSpec> entries;
    std::size_t start = 0;
    while (start <= players.size()) {
        std::size_t comma = players.find(',', start);
        if (comma == std::string::npos) comma = players.size();
        std::string entry = players.substr(start, comma - start);
        entry.erase(0, entry.find_first_not_of(" \t"));
        entry.erase(entry.find_last_not_of(" \t") + 1);
        start = comma + 1;
        if (entry.empty())
            return Lineup::failure(
                "--players has an empty entry; write names like \"Ann,Ben,bot:greedy\"");
        host::SeatSpec seat;
        if (entry.rfind("bot:", 0) == 0) {
            seat.bot = entry.substr(4);
            seat.bot.erase(0, seat.bot.find_first_not_of(" \t"));
            if (seat.bot.empty())
                return Lineup::failure(fmt::format(
                    "--players: the bot of seat {} has no kind; write bot:KIND, one of {}'s "
                    "bots: {}",
                    entries.size() + 1, module.info().name, fmt::join(module.bots(), ", ")));
        } else {
            seat.name = entry;
        }
        entries.push_back(std::move(seat));
    }
    auto seats = host::check_seats(module, std::move(entries));
    if (!seats) return Lineup::failure(host::text(seats.error()));
    return *seats;
}

}  // namespace dicebox::cli
