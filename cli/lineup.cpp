#include "lineup.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

namespace cli {

using R = dicebox::Result<std::vector<SeatSpec>>;

R parse_lineup(const dicebox::GameModule& module, const std::string& players,
               const std::vector<std::string>& handicapped) {
    std::vector<SeatSpec> seats;
    std::size_t start = 0;
    while (start <= players.size()) {
        std::size_t comma = players.find(',', start);
        if (comma == std::string::npos) comma = players.size();
        std::string entry = players.substr(start, comma - start);
        entry.erase(0, entry.find_first_not_of(" \t"));
        entry.erase(entry.find_last_not_of(" \t") + 1);
        start = comma + 1;
        if (entry.empty())
            return R::failure(
                "--players has an empty entry; write names like \"Ann,Ben,bot:greedy\"");
        SeatSpec seat;
        if (entry.rfind("bot:", 0) == 0) {
            seat.bot = entry.substr(4);
            const auto bots = module.bots();
            if (std::find(bots.begin(), bots.end(), seat.bot) == bots.end()) {
                return R::failure(fmt::format("{} has no bot '{}'; its bots are: {}",
                                              module.info().name, seat.bot, fmt::join(bots, ", ")));
            }
            seat.name = seat.bot;
        } else {
            seat.name = entry;
        }
        seats.push_back(std::move(seat));
    }
    // Bots of the same kind, or of a person's name, are numbered in seat order
    // ('cautious 1', 'cautious 2') so that every seat can be told apart; a number that is
    // already a player's name is skipped. The names are counted before any is changed.
    std::map<std::string, int> seats_called;
    std::map<std::string, int> people_called;
    for (const auto& seat : seats) {
        ++seats_called[seat.name];
        if (seat.bot.empty()) ++people_called[seat.name];
    }
    std::map<std::string, int> nth;
    for (auto& seat : seats) {
        if (seats_called[seat.name] == 1) continue;
        if (seat.bot.empty()) {
            if (people_called[seat.name] == 1) continue;
            return R::failure(
                fmt::format("two players are called '{}'; give each a different name", seat.name));
        }
        do {
            seat.name = fmt::format("{} {}", seat.bot, ++nth[seat.bot]);
        } while (seats_called.contains(seat.name));
    }
    const bool has_handicap = module.seat_options().find("handicap") != nullptr;
    for (const auto& name : handicapped) {
        if (!has_handicap) {
            return R::failure(fmt::format(
                "--handicap {}: {} has no handicap (its seats take no 'handicap' option); leave "
                "--handicap out",
                name, module.info().name));
        }
        auto it = std::find_if(seats.begin(), seats.end(), [&](const SeatSpec& s) {
            return s.name == name || (!s.bot.empty() && "bot:" + s.bot == name);
        });
        if (it == seats.end()) {
            return R::failure(fmt::format("--handicap {}: there is no such player", name));
        }
        it->handicap = true;
    }
    return seats;
}

std::vector<std::string> names_of(const std::vector<SeatSpec>& seats) {
    std::vector<std::string> names;
    for (const auto& seat : seats) names.push_back(seat.name);
    return names;
}

std::vector<dicebox::db::SeatRecord> seat_records(const std::vector<SeatSpec>& seats) {
    std::vector<dicebox::db::SeatRecord> records;
    for (const auto& seat : seats) {
        dicebox::db::SeatRecord record;
        record.player = seat.bot.empty() ? seat.name : "bot:" + seat.bot;
        record.bot = seat.bot;
        record.handicap = seat.handicap;
        records.push_back(std::move(record));
    }
    return records;
}

dicebox::GameConfig config_of(const std::vector<SeatSpec>& seats) {
    dicebox::GameConfig config;
    config.players = static_cast<int>(seats.size());
    for (const auto& seat : seats) {
        config.seats.push_back(seat.handicap ? nlohmann::json{{"handicap", true}}
                                             : nlohmann::json::object());
    }
    return config;
}

void take_handicaps(const dicebox::GameConfig& config, std::vector<SeatSpec>& seats) {
    for (std::size_t seat = 0; seat < seats.size() && seat < config.seats.size(); ++seat) {
        seats[seat].handicap = config.seats[seat].value("handicap", false);
    }
}

R lineup_of(const dicebox::GameModule& module, const dicebox::db::GameRecord& game) {
    std::vector<std::string> entries;
    for (const auto& seat : game.seats) entries.push_back(seat.player);
    auto lineup = parse_lineup(module, fmt::format("{}", fmt::join(entries, ",")), {});
    if (!lineup) return lineup;
    std::vector<SeatSpec> seats = *lineup;
    for (std::size_t i = 0; i < seats.size(); ++i) seats[i].handicap = game.seats[i].handicap;
    return seats;
}

}  // namespace cli
