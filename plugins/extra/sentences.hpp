// EXTRA!'s events in sentences (GameModule::sentence): the roll, and a seat's choice as its
// sheet takes it (the pairs' rows, what became of the 5th die), read from the view before
// the choice and its notation, in the languages of its catalogue (the app's words,
// gui/translations). A choice another seat may not know yet is only that the seat chose.
#pragma once

#include <string>

#include "dicebox/sentence.hpp"

namespace dicebox::extra {

std::string sentence(const dicebox::Telling& telling);

}  // namespace dicebox::extra
