// What became of a choice's 5th die, in the game's words (plugins/extra/sentences.cpp),
// which its sentences and its board in the app both say: here the case no game played
// with the shipped rules reaches, a house rule's column that the sheet does not show.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../sentences.hpp"

namespace extra_test {
namespace {

using dicebox::Language;

// A house rule may take the 5th die where the sheet has no EXTRA column of its number: the
// sentence, and the board's preview that says it in the same words, say what the die was.
TEST(ExtraSentences, A5thDieInNoColumnOfItsNumberIsToldAsWhatItWas) {
    const dicebox::extra::Choice choice{.a = 1, .b = 2, .c = 2, .d = 3, .fifth = 5};
    const nlohmann::json sheet = {
        {"extra", nlohmann::json::array({{{"number", 3}, {"crosses", 1}, {"length", 8}}})}};
    EXPECT_EQ(dicebox::extra::fifth_die(choice, sheet, Language::en), "the 5th die is a 5");
    EXPECT_EQ(dicebox::extra::fifth_die(choice, sheet, Language::de), "der 5. Würfel ist eine 5");
    EXPECT_EQ(dicebox::extra::fifth_die(choice, sheet, Language::it), "il quinto dado è un 5");
}

}  // namespace
}  // namespace extra_test
