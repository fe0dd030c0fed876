// The last round of a game as its log tells it: the dice rolled, the choices made on them
// so far, and each seat's sheet before and with its choice. A replay shows the round this
// way, every choice as it was made (none is secret any more), and so does a finished
// game its last round.
#pragma once

#include <QString>
#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "dicebox/secrets.hpp"
#include "dicebox/state.hpp"

namespace dicebox::extra_board {

struct LoggedRound {
    int round = 0;                                           // 0: nothing rolled yet
    std::vector<int> roll;                                   // the dice, as the state lists them
    std::vector<std::pair<dicebox::Seat, QString>> choices;  // in the order they were made
    nlohmann::json before = nlohmann::json::array();         // the seats' sheets as the dice fell
    nlohmann::json after = nlohmann::json::array();          // with each seat's choice, or null

    // The choice `seat` made on the roll, or empty.
    QString choice_of(dicebox::Seat seat) const;
};

// The last round of the game that began as `initial` and went through `events`, as far as
// they are told.
LoggedRound last_round(const dicebox::State& initial, const std::vector<dicebox::Told>& events);

// The seats still to choose on `game` choose anything, so that the rules reveal the
// round and enter the choices made (the sheets of those seats are not to be read);
// false when one of them has nothing it may choose.
bool rest_choose_anything(dicebox::State& game);

// The events up to and including the last roll.
std::size_t events_to_last_roll(const std::vector<dicebox::Told>& events);
// The game replayed from `initial` up to its last roll: the round as the dice fell, before
// anybody chose, so that it holds no seat's pending choice. Null before the first roll, or
// when an event before it is not told.
std::unique_ptr<dicebox::State> replayed_to_last_roll(const dicebox::State& initial,
                                                      const std::vector<dicebox::Told>& events);

}  // namespace dicebox::extra_board
