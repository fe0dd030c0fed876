#include "dicebox/host/lineup.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "dicebox/names.hpp"

namespace dicebox::host {

namespace {

// check_seats(), with the rule of names (dicebox/names.hpp) when `new_names`: a game of the
// history keeps the names it was played with.
Lineup checked(const dicebox::GameModule& module, std::vector<SeatSpec> seats, bool new_names) {
    const auto bots = module.bots();
    for (std::size_t i = 0; i < seats.size(); ++i) {
        auto& seat = seats[i];
        // `{}` in an aggregate of SeatSpec is a null JSON: no options, as the history has it.
        if (seat.options.is_null()) seat.options = nlohmann::json::object();
        if (!seat.bot.empty()) {
            if (std::find(bots.begin(), bots.end(), seat.bot) == bots.end()) {
                return Lineup::failure({.kind = Refusal::Kind::NoSuchBot,
                                        .game_name = module.info().name,
                                        .subject = seat.bot,
                                        .list = bots});
            }
            seat.name = seat.bot;
        } else if (seat.name.empty()) {
            return Lineup::failure(
                {.kind = Refusal::Kind::NoName, .seat = static_cast<int>(i) + 1});
        } else if (const auto why = dicebox::name_refusal(seat.name); new_names && !why.empty()) {
            return Lineup::failure({.kind = Refusal::Kind::BadName,
                                    .seat = static_cast<int>(i) + 1,
                                    .subject = seat.name,
                                    .reason = why});
        }
    }
    std::map<std::string, int> people_called;
    for (const auto& seat : seats) {
        if (seat.bot.empty() && ++people_called[seat.name] == 2)
            return Lineup::failure({.kind = Refusal::Kind::SameName, .subject = seat.name});
    }
    const auto names = table_names(seats);
    for (std::size_t i = 0; i < seats.size(); ++i) seats[i].name = names[i];
    return seats;
}

}  // namespace

std::vector<std::string> table_names(const std::vector<SeatSpec>& seats) {
    const auto called = [](const SeatSpec& seat) {
        return seat.bot.empty() ? seat.name : seat.bot;
    };
    // Bots of the same kind, or of a person's name, are numbered in seat order
    // ('cautious 1', 'cautious 2') so that every seat can be told apart; a number that is
    // already a player's name is skipped. The names are counted before any is changed.
    std::map<std::string, int> seats_called;
    for (const auto& seat : seats) ++seats_called[called(seat)];
    std::map<std::string, int> nth;
    std::vector<std::string> names;
    for (const auto& seat : seats) {
        std::string name = called(seat);
        if (!seat.bot.empty() && seats_called[name] > 1) {
            do {
                name = fmt::format("{} {}", seat.bot, ++nth[seat.bot]);
            } while (seats_called.contains(name));
        }
        names.push_back(std::move(name));
    }
    return names;
}

Lineup check_seats(const dicebox::GameModule& module, std::vector<SeatSpec> seats) {
    return checked(module, std::move(seats), true);
}

Lineup lineup_of(const dicebox::GameModule& module, const dicebox::db::GameRecord& game) {
    // The history tells a bot by its kind, so that a person called "bot:random" stays one.
    std::vector<SeatSpec> seats;
    for (const auto& record : game.seats) {
        seats.push_back(
            {record.bot.empty() ? record.player : record.bot, record.bot, record.options});
    }
    return checked(module, std::move(seats), false);
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
        record.options = seat.options;
        records.push_back(std::move(record));
    }
    return records;
}

dicebox::GameConfig config_of(const std::vector<SeatSpec>& seats) {
    dicebox::GameConfig config;
    config.players = static_cast<int>(seats.size());
    for (const auto& seat : seats) config.seats.push_back(seat.options);
    return config;
}

void take_options(const dicebox::GameConfig& config, std::vector<SeatSpec>& seats) {
    for (std::size_t seat = 0; seat < seats.size() && seat < config.seats.size(); ++seat) {
        seats[seat].options = config.seats[seat];
    }
}

}  // namespace dicebox::host
