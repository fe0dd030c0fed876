// Strike's events in sentences (GameModule::sentence): each throw as it comes to rest and
// what became of its dice, a throw made, a stop, who went out, who won and whose turn it
// is now, read from the views before and after the event and from its notation, in the
// languages of its catalogue (the app's words, gui/translations). Its board in the app
// says a throw still rolling in the same words.
#pragma once

#include <string>

#include "dicebox/sentence.hpp"

namespace dicebox::strike {

std::string sentence(const dicebox::Telling& telling);

// A throw made, while its dice still roll, in `language`: "Ann throws 3 dice (soft)…".
std::string throwing(const std::string& thrower, int dice, const std::string& style,
                     dicebox::Language language);

}  // namespace dicebox::strike
