// Exxtra's events in sentences (GameModule::sentence): a roll and what it did (a double
// moves the pawn, an X after the first roll ends the turn), rolling again, a placement and
// the pairs it knocked off, the dice passing on with the pair taken back, the Goal reached;
// read from the views before and after the event, in the languages of its catalogue (the
// app's words, gui/translations).
#pragma once

#include <string>

#include "dicebox/sentence.hpp"

namespace dicebox::exxtra {

std::string sentence(const dicebox::Telling& telling);

}  // namespace dicebox::exxtra
