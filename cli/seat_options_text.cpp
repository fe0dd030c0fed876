#include "seat_options_text.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace dicebox::cli {

std::string options_text(const nlohmann::json& options) {
    std::vector<std::string> words;
    for (const auto& [name, value] : options.items()) {
        words.push_back(value == true ? name : fmt::format("{}={}", name, value.dump()));
    }
    return fmt::format("{}", fmt::join(words, ", "));
}

std::string players_text(const std::vector<std::string>& names,
                         const std::vector<dicebox::db::SeatRecord>& seats) {
    std::vector<std::string> players;
    for (std::size_t seat = 0; seat < names.size(); ++seat) {
        std::string options = seat < seats.size() ? options_text(seats[seat].options) : "";
        if (seat < seats.size() && seats[seat].hints > 0) {
            options += fmt::format("{}{} {}", options.empty() ? "" : ", ", seats[seat].hints,
                                   seats[seat].hints == 1 ? "hint" : "hints");
        }
        players.push_back(options.empty() ? names[seat]
                                          : fmt::format("{} ({})", names[seat], options));
    }
    return fmt::format("{}", fmt::join(players, ", "));
}

}  // namespace dicebox::cli
