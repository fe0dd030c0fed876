// The winners sentence the terminal and the app both say, each in its own words.
#include <gtest/gtest.h>

#include "dicebox/host/winners.hpp"

namespace {

using dicebox::host::winners_sentence;

const dicebox::host::WinnersWording kWords{
    "%1 won this solo game.",
    "%1 lost this solo game.",
    "%1 wins.",
    "Shared win: %1.",
    "Nobody won.",
    " and ",
};

TEST(WinnersSentence, ASoloGameIsWonOrLost) {
    EXPECT_EQ(winners_sentence({"Ann"}, {0}, kWords), "Ann won this solo game.");
    EXPECT_EQ(winners_sentence({"Ann"}, {}, kWords), "Ann lost this solo game.");
}

TEST(WinnersSentence, OneWinnerIsNamed) {
    EXPECT_EQ(winners_sentence({"Ann", "Ben", "Cy"}, {1}, kWords), "Ben wins.");
}

TEST(WinnersSentence, ASharedWinNamesTheWinnersInSeatOrder) {
    EXPECT_EQ(winners_sentence({"Ann", "Ben", "Cy"}, {0, 2}, kWords), "Shared win: Ann and Cy.");
}

TEST(WinnersSentence, AGameOfSeveralWithoutWinnersIsWonByNobody) {
    EXPECT_EQ(winners_sentence({"Ann", "Ben"}, {}, kWords), "Nobody won.");
}

TEST(WinnersSentence, TheWordingPlacesTheNamesWhereItSays) {
    const dicebox::host::WinnersWording german{
        "%1 gewinnt das Solospiel.", "%1 verliert das Solospiel.", "%1 gewinnt.",
        "Geteilter Sieg: %1.",       "Niemand hat gewonnen.",      " und ",
    };
    EXPECT_EQ(winners_sentence({"Ann", "Ben"}, {0, 1}, german), "Geteilter Sieg: Ann und Ben.");
}

TEST(WinnersSentence, ANameIsNeverReadAsAPlaceholder) {
    EXPECT_EQ(winners_sentence({"%1", "Ben"}, {0, 1}, kWords), "Shared win: %1 and Ben.");
}

}  // namespace
