// The last round of a game as its log tells it: the dice rolled, the choices made on them
// so far, and each seat's sheet before and with its choice. A replay shows the round this
// way, every choice as it was made (none is secret any more), and so does a finished
// game its last round.
#pragma once

#include <QString>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "dicebox/session.hpp"

namespace extra_board {

struct LoggedRound {
    int round = 0;                                           // 0: nothing rolled yet
    std::vector<int> roll;                                   // the dice, as the state lists them
    std::vector<std::pair<dicebox::Seat, QString>> choices;  // in the order they were made
    nlohmann::json before = nlohmann::json::array();         // the seats' sheets as the dice fell
    nlohmann::json after = nlohmann::json::array();          // with each seat's choice, or null

    // The choice `seat` made on the roll, or empty.
    QString choice_of(dicebox::Seat seat) const;
};

LoggedRound last_round(const dicebox::Session& session);

}  // namespace extra_board
