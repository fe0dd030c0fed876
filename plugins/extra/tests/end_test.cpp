// docs/rules.md, EXTRA!, "End of the game": a player's game ends in the round of the last box of
// an EXTRA column; the others go on rolling; the game ends when all have ended; the
// highest total wins, equal totals share the win, and a solo game is lost below zero.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "extra_table.hpp"

namespace extra_test {
namespace {

using ::testing::ElementsAre;
using ::testing::IsEmpty;

TEST(ExtraEnd, APlayersGameEndsInTheRoundOfTheLastBoxWithThatRoundsPairsEntered) {
    json position = blank_position(2);
    write_number(position, 0, 1, 1, 9);  // one box left in the 10-box column
    write_number(position, 1, 3, 6, 6);  // two boxes left in the 8-box column
    auto state = load(position);

    ASSERT_EQ(roll(*state, "1 2 3 4 5"), "");
    ASSERT_EQ(choose(*state, 0, "2+3 4+5 x1"), "");
    ASSERT_EQ(choose(*state, 1, "1+2 3+4 x5@1"), "");
    EXPECT_EQ(column(*state, 0, 1)["crosses"], 10);
    EXPECT_EQ(sheet(*state, 0)["done"], true);
    EXPECT_EQ(row(*state, 0, 5), 1);
    EXPECT_EQ(row(*state, 0, 9), 1);
    EXPECT_EQ(sheet(*state, 1)["done"], false);
    EXPECT_FALSE(state->terminal());
    EXPECT_THAT(state->winners(), IsEmpty());

    // The other player goes on rolling alone.
    ASSERT_EQ(roll(*state, "1 2 3 4 6"), "");
    EXPECT_THAT(to_move(*state), ElementsAre(1));
    EXPECT_THAT(legal(*state, 0), IsEmpty());
    EXPECT_EQ(choose(*state, 0, "2+3 4+6 x1"),
              "your game has ended: you crossed the last box of an EXTRA column");
    ASSERT_EQ(choose(*state, 1, "1+2 3+4 x6"), "");
    EXPECT_EQ(row(*state, 0, 5), 1);  // nothing more is entered on an ended sheet
    EXPECT_FALSE(state->terminal());

    ASSERT_EQ(roll(*state, "1 2 3 4 6"), "");
    ASSERT_EQ(choose(*state, 1, "1+2 3+4 x6"), "");
    EXPECT_EQ(sheet(*state, 1)["done"], true);
    EXPECT_TRUE(state->terminal());
    EXPECT_FALSE(state->chance_due());
    EXPECT_THAT(to_move(*state), IsEmpty());
    EXPECT_EQ(state->to_json()["terminal"], true);
    EXPECT_EQ(roll(*state, "1 2 3 4 5"), "the game is over");
}

TEST(ExtraEnd, AnyColumnsLastBoxEndsThePlayersGame) {
    for (int k = 1; k <= 3; ++k) {
        const int length = 11 - k;  // columns of 10, 9 and 8 boxes
        json position = blank_position(1);
        write_number(position, 0, k, 4, length - 1);
        auto state = load(position);
        ASSERT_EQ(roll(*state, "1 2 3 4 5"), "");
        ASSERT_EQ(choose(*state, 0, "1+2 3+5 x4"), "");
        EXPECT_EQ(column(*state, 0, k)["length"], length);
        EXPECT_TRUE(state->terminal()) << "column " << k;
    }
}

TEST(ExtraEnd, TheHighestTotalWins) {
    json position = blank_position(2);
    write_number(position, 0, 1, 1, 9);
    write_number(position, 1, 1, 1, 9);
    set_row(position, 0, 7, 7);  // one more cross reaches the 0 box
    set_row(position, 1, 7, 7);
    auto state = load(position);
    ASSERT_EQ(roll(*state, "1 2 3 4 5"), "");
    ASSERT_EQ(choose(*state, 0, "3+4 2+5 x1"), "");  // rows 7 and 7: 0 box, then x1
    ASSERT_EQ(choose(*state, 1, "2+3 4+5 x1"), "");  // rows 5 and 9: -200 each
    ASSERT_TRUE(state->terminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{30, -600}));  // rows 5, 7, 9 in the zone
    EXPECT_THAT(state->winners(), ElementsAre(0));
}

TEST(ExtraEnd, EqualHighestTotalsShareTheWin) {
    json position = blank_position(3);
    for (Seat seat = 0; seat < 3; ++seat) write_number(position, seat, 1, 1, 9);
    auto state = load(position);
    ASSERT_EQ(roll(*state, "1 2 3 4 5"), "");
    ASSERT_EQ(choose(*state, 0, "2+3 4+5 x1"), "");
    ASSERT_EQ(choose(*state, 1, "2+4 3+5 x1"), "");  // rows 6 and 8
    ASSERT_EQ(choose(*state, 2, "2+5 3+4 x1"), "");  // row 7 twice
    ASSERT_TRUE(state->terminal());
    EXPECT_EQ(state->scores(), (std::vector<int>{-400, -400, -200}));
    EXPECT_THAT(state->winners(), ElementsAre(2));

    auto tied = load(position);
    ASSERT_EQ(roll(*tied, "1 2 3 4 5"), "");
    ASSERT_EQ(choose(*tied, 0, "2+5 3+4 x1"), "");
    ASSERT_EQ(choose(*tied, 1, "2+3 4+5 x1"), "");
    ASSERT_EQ(choose(*tied, 2, "2+5 3+4 x1"), "");
    EXPECT_THAT(tied->winners(), ElementsAre(0, 2));
    EXPECT_EQ(tied->to_json()["winners"], json::parse("[0,2]"));
}

// A solo game's last round: rows 7 and 8 reach their 0 boxes, row 2 keeps its crosses.
std::unique_ptr<dicebox::State> solo_last_round(int row_2_crosses, json params = json::object()) {
    json position = blank_position(1, std::move(params));
    write_number(position, 0, 1, 1, 9);
    set_row(position, 0, 7, 7);
    set_row(position, 0, 8, 7);
    set_row(position, 0, 2, row_2_crosses);
    auto state = load(position);
    EXPECT_EQ(roll(*state, "1 3 4 4 4"), "");
    EXPECT_EQ(choose(*state, 0, "3+4 4+4 x1"), "");  // rows 7 and 8 reach their 0 boxes
    EXPECT_TRUE(state->terminal());
    return state;
}

TEST(ExtraEnd, ASoloGameIsWonWithATotalOfZeroOrMore) {
    auto state = solo_last_round(0);
    EXPECT_EQ(state->scores(), (std::vector<int>{0}));
    EXPECT_THAT(state->winners(), ElementsAre(0));
}

TEST(ExtraEnd, ASoloGameWithANegativeTotalIsLost) {
    auto state = solo_last_round(1);
    EXPECT_EQ(state->scores(), (std::vector<int>{-200}));
    EXPECT_THAT(state->winners(), IsEmpty());
}

TEST(ExtraEnd, NoWinnersWhileTheGameGoesOn) {
    auto session = new_session(2);
    EXPECT_THAT(session.state().winners(), IsEmpty());
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_THAT(session.state().winners(), IsEmpty());
}

}  // namespace
}  // namespace extra_test
