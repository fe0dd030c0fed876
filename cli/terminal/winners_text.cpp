#include "terminal/winners_text.hpp"

#include "dicebox/host/winners.hpp"

namespace dicebox::cli {

std::string winners_text(const std::vector<std::string>& names,
                         const std::vector<dicebox::Seat>& winners) {
    static const dicebox::host::WinnersWording kWording{
        "%1 won this solo game.",
        "%1 lost this solo game.",
        "%1 wins.",
        "Shared win: %1.",
        "Nobody won.",
        " and ",
    };
    return dicebox::host::winners_sentence(names, winners, kWording);
}

std::string stored_winners_text(const std::vector<std::string>& names,
                                const std::vector<dicebox::Seat>& winners) {
    static const dicebox::host::WinnersWording kWording{
        "%1 won this solo game.",
        "%1 lost this solo game.",
        "%1 won.",
        "Shared win: %1.",
        "Nobody won.",
        " and ",
    };
    return dicebox::host::winners_sentence(names, winners, kWording);
}

}  // namespace dicebox::cli
