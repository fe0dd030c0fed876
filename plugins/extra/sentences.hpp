// EXTRA!'s events in sentences (GameModule::sentence): the roll, and a seat's choice as its
// sheet takes it (the pairs' rows, what became of the 5th die), read from the view before
// the choice and its notation, in the languages of its catalogue (the app's words,
// gui/translations). A choice another seat may not know yet is only that the seat chose.
// Its board in the app says what a choice would do in the same words.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "choice.hpp"
#include "dicebox/sentence.hpp"

namespace dicebox::extra {

std::string sentence(const dicebox::Telling& telling);

// The rows of a choice's two pairs, in `language`: "Rows 5 and 7", "Row 7 twice".
std::string pair_rows(const Choice& choice, dicebox::Language language);
// What became of a choice's 5th die on `sheet`, the seat's sheet before it (its view's), in
// `language`: "5 written as a new EXTRA number in column 2 and crossed", "free ride: the 5
// is dropped", "5 crossed in EXTRA column 1 (3 of 8)".
std::string fifth_die(const Choice& choice, const nlohmann::json& sheet,
                      dicebox::Language language);

}  // namespace dicebox::extra
