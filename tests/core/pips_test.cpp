// The pips of a die face, drawn alike by the terminal and the boards.
#include <gtest/gtest.h>

#include "dicebox/pips.hpp"

namespace {

int pips_of(int face) {
    int count = 0;
    for (int spot = 0; spot < 9; ++spot) count += dicebox::has_pip(face, spot) ? 1 : 0;
    return count;
}

TEST(Pips, EveryFaceShowsAsManyPipsAsItsNumber) {
    for (int face = 1; face <= 9; ++face) EXPECT_EQ(pips_of(face), face) << "face " << face;
}

TEST(Pips, OddFacesHaveTheCentreAndEvenFacesUpToSixDoNot) {
    for (int face = 1; face <= 6; ++face) EXPECT_EQ(dicebox::has_pip(face, 4), face % 2 == 1);
}

TEST(Pips, FacesAreSymmetricAboutTheCentre) {
    for (int face = 1; face <= 9; ++face) {
        for (int spot = 0; spot < 9; ++spot) {
            EXPECT_EQ(dicebox::has_pip(face, spot), dicebox::has_pip(face, 8 - spot))
                << "face " << face << " spot " << spot;
        }
    }
}

TEST(Pips, OtherFacesAndSpotsHaveNone) {
    EXPECT_EQ(pips_of(0), 0);
    EXPECT_EQ(pips_of(10), 0);
    EXPECT_FALSE(dicebox::has_pip(5, -1));
    EXPECT_FALSE(dicebox::has_pip(5, 9));
}

}  // namespace
