// The rule of names (dicebox/names.hpp): what a person may be called, and text somebody
// else chose made safe to print.
#include "dicebox/names.hpp"

#include <gtest/gtest.h>

#include <string>

namespace {

using dicebox::name_refusal;
using dicebox::printable;

TEST(Names, AnyLettersDigitsPunctuationAndSpacesInsideMakeAName) {
    for (const char* name :
         {"Ann", "Smith, J.", "bot:random", "Zoë", "Łukasz", "李雷", "A&B", "<b>Eve</b>", "Ann 2"})
        EXPECT_EQ(name_refusal(name), "") << name;
    EXPECT_EQ(name_refusal(std::string(32, 'a')), "");
    std::string accents;
    for (int i = 0; i < 32; ++i) accents += "é";
    EXPECT_EQ(name_refusal(accents), "") << "32 characters, 64 bytes";
}

TEST(Names, ANameThatCouldSteerATerminalOrHideIsRefusedWithTheReason) {
    EXPECT_EQ(name_refusal(""), "a player needs a name");
    EXPECT_EQ(name_refusal(std::string(33, 'a')), "a name is at most 32 characters long");
    EXPECT_EQ(name_refusal(" Ann"), "a name does not begin or end with a space");
    EXPECT_EQ(name_refusal("Ann "), "a name does not begin or end with a space");
    // The adversary's name: a window title, a cleared screen, red text.
    EXPECT_EQ(name_refusal("Eve\u001b]0;owned\u0007\u001b[2J\u001b[31mRED"),
              "a name holds no control characters");
    EXPECT_EQ(name_refusal("Ann\nBen"), "a name holds no control characters");
    EXPECT_EQ(name_refusal("Eve\u009b2J"), "a name holds no control characters") << "C1 CSI";
    EXPECT_EQ(name_refusal("\xff"
                           "Ann"),
              "a name is text in UTF-8");
    EXPECT_EQ(name_refusal("\xc0\xc1"), "a name is text in UTF-8") << "an overlong form";
    EXPECT_EQ(name_refusal("\xed\xa0\x80"), "a name is text in UTF-8") << "a surrogate";
    const std::string turned =
        "a name holds no character that shows nothing or turns the direction of text";
    EXPECT_EQ(name_refusal("Ann\u202e"), turned) << "right-to-left override";
    EXPECT_EQ(name_refusal("\u2066Ann\u2069"), turned) << "an isolate";
    EXPECT_EQ(name_refusal("An\u200bn"), turned) << "zero-width space: another Ann";
    EXPECT_EQ(name_refusal("Ann\ufeff"), turned);
    EXPECT_EQ(name_refusal("A\u00adnn"), turned) << "soft hyphen";
}

TEST(Names, TextSomebodyElseChoseIsPrintedWithItsControlsReplaced) {
    EXPECT_EQ(printable("Eve\u001b]0;owned\u0007\u001b[2J\u001b[31mRED"),
              "Eve\ufffd]0;owned\ufffd\ufffd[2J\ufffd[31mRED");
    EXPECT_EQ(printable("Zoë <b>"), "Zoë <b>");
    EXPECT_EQ(printable("\xffok\u202e"), "\ufffdok\ufffd");
    EXPECT_EQ(printable("two\nlines"), "two\ufffdlines");
    EXPECT_EQ(printable("two\nlines", true), "two\nlines");
}

}  // namespace
