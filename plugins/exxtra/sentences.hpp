// Exxtra's events in sentences (GameModule::sentence): a roll and what it did (a double
// moves the pawn, an X after the first roll ends the turn), rolling again, a placement and
// the pairs it knocked off, the dice passing on with the pair taken back, the Goal reached;
// read from the views before and after the event, in the languages of its catalogue (the
// app's words, gui/translations). Its board in the app says what a placement would knock
// off in the same words, from the same reading of the views.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/sentence.hpp"

namespace dicebox::exxtra {

std::string sentence(const dicebox::Telling& telling);

// Where a seat's pair stands on the ladder of a view, or ring -1 when it has none.
struct Pair {
    int ring = -1;
    int value = 0;
};
Pair pair_of(const nlohmann::json& state, dicebox::Seat seat);

// The seats whose pairs a placement by `seat` took off the ladder, from the views before
// and after it.
std::vector<dicebox::Seat> knocked_off(const nlohmann::json& before, const nlohmann::json& after,
                                       dicebox::Seat seat);
// Those pairs of a placement (`telling`, its event a decision "place N"), as they stood
// before it: "Ann's 63 from ring 5 and Bea's 71 from ring 2"; empty when it knocked off none.
std::string knocked_off_pairs(const dicebox::Telling& telling);

}  // namespace dicebox::exxtra
