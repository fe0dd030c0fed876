// Strike's events in sentences (GameModule::sentence): each throw as it comes to rest and
// what became of its dice, a throw made, a stop, who went out, who won and whose turn it
// is now, read from the views before and after the event and from its notation, in the
// languages of its catalogue (the app's words, gui/translations).
#pragma once

#include <string>

#include "dicebox/sentence.hpp"

namespace dicebox::strike {

std::string sentence(const dicebox::Telling& telling);

}  // namespace dicebox::strike
