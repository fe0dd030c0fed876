// docs/rules.md, EXTRA!, "Players" and the variant parameters: every number of the
// rules is a parameter of the schema, each changes the game, and a bad value is
// refused with a message naming the parameter.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "dicebox/params.hpp"
#include "extra_table.hpp"

namespace extra_test {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

// The ParamError message of a game that cannot be set up, or empty if it can.
std::string refusal_of(const dicebox::GameConfig& game) {
    try {
        extra().new_game(game);
    } catch (const dicebox::ParamError& error) {
        return error.what();
    }
    return {};
}

TEST(ExtraSetup, OneToSixPlayers) {
    EXPECT_EQ(extra().info().min_players, 1);
    EXPECT_EQ(extra().info().max_players, 6);
    for (int players = 1; players <= 6; ++players) {
        auto state = extra().new_game(config(players));
        EXPECT_EQ(state->players(), players);
        EXPECT_EQ(state->to_json()["seats"].size(), static_cast<std::size_t>(players));
        EXPECT_EQ(state->scores().size(), static_cast<std::size_t>(players));
        EXPECT_TRUE(state->chance_due());
    }
}

TEST(ExtraSetup, NoGameForNoPlayersOrSeven) {
    EXPECT_EQ(refusal_of(config(0)), "EXTRA! is for 1 to 6 players, not 0");
    EXPECT_EQ(refusal_of(config(7)), "EXTRA! is for 1 to 6 players, not 7");
}

TEST(ExtraSetup, SeatOptionsAreOnePerSeatAndChecked) {
    EXPECT_EQ(refusal_of(config(2, json::object(), {json::object()})),
              "2 players need 2 seat descriptions, not 1");
    EXPECT_THAT(refusal_of(config(1, json::object(), {json::parse(R"({"handicap": "yes"})")})),
                HasSubstr("'handicap'"));
    EXPECT_THAT(refusal_of(config(1, json::object(), {json::parse(R"({"handcap": true})")})),
                HasSubstr("unknown parameter 'handcap'"));
}

TEST(ExtraSetup, TheDefaultsAreTheRulebooksNumbers) {
    const json params = extra().params().resolve(nullptr);
    EXPECT_EQ(params["zone_boxes"], json::parse("[3,3,4,5,7,7,7,5,4,3,3]"));
    EXPECT_EQ(params["row_points"], json::parse("[100,70,60,50,40,30,40,50,60,70,100]"));
    EXPECT_EQ(params["multipliers"], json::parse("[1,2,3,5,7]"));
    EXPECT_EQ(params["zone_penalty"], -200);
    EXPECT_EQ(params["extra_numbers"], 3);
    EXPECT_EQ(params["column_lengths"], json::parse("[10,9,8]"));
    EXPECT_EQ(params["dice"], 5);
    EXPECT_EQ(params["solo_win_at_least"], 0);
    EXPECT_EQ(blank_position(1)["params"], params);
}

// Every parameter of the schema has a test below that shows it changing the game; a new
// parameter needs one too.
TEST(ExtraSetup, EveryParameterOfTheSchemaIsCoveredByATest) {
    std::set<std::string> names;
    for (const auto& spec : extra().params().specs()) names.insert(spec.name);
    EXPECT_EQ(names, (std::set<std::string>{"zone_boxes", "row_points", "multipliers",
                                            "zone_penalty", "extra_numbers", "column_lengths",
                                            "dice", "solo_win_at_least"}));
    std::set<std::string> seat_options;
    for (const auto& spec : extra().seat_options().specs()) seat_options.insert(spec.name);
    EXPECT_EQ(seat_options, (std::set<std::string>{"handicap"}));
}

TEST(ExtraParams, ZoneBoxesSetWhereTheZeroBoxIs) {
    const json params = {{"zone_boxes", {1, 3, 4, 5, 7, 7, 7, 5, 4, 3, 3}}};
    json position = blank_position(1, params);
    set_row(position, 0, 2, 2);  // past a 1-box zone: the 0 box
    EXPECT_EQ(load(position)->scores()[0], 0);
    set_row(position, 0, 2, 7);  // 1 + 1 + 5 boxes: the row is full
    EXPECT_EQ(load(position)->scores()[0], 700);
    set_row(position, 0, 2, 8);
    EXPECT_THROW(load(position), std::invalid_argument);
}

TEST(ExtraParams, RowPointsSetWhatARowIsWorth) {
    json position =
        blank_position(1, {{"row_points", {100, 70, 1000, 50, 40, 30, 40, 50, 60, 70, 100}}});
    set_row(position, 0, 4, 10);
    EXPECT_EQ(load(position)->scores()[0], 7000);
}

TEST(ExtraParams, MultipliersSetTheBoxesAfterTheZeroBox) {
    json position = blank_position(1, {{"multipliers", {2, 10}}});
    set_row(position, 0, 4, 6);  // zone 4, the 0 box, x2
    EXPECT_EQ(load(position)->scores()[0], 120);
    set_row(position, 0, 4, 7);  // x10: the row is full
    EXPECT_EQ(load(position)->scores()[0], 600);
    set_row(position, 0, 4, 8);
    EXPECT_THROW(load(position), std::invalid_argument);
}

TEST(ExtraParams, ZonePenaltySetsTheScoreOfARowInsideTheZone) {
    json position = blank_position(1, {{"zone_penalty", -50}});
    set_row(position, 0, 7, 3);
    EXPECT_EQ(load(position)->scores()[0], -50);
}

TEST(ExtraParams, ExtraNumbersSetsHowManyNumbersBeforeFreeRides) {
    auto session = new_session(1, {{"extra_numbers", 2}, {"column_lengths", {10, 9}}});
    EXPECT_EQ(session.state().to_json()["seats"][0]["extra"].size(), 2u);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    ASSERT_EQ(session.force("1 2 2 4 5"), "");
    EXPECT_EQ(session.act(0, "1+2 2+4 x5@3"), "there is no column 3; the EXTRA columns are 1 to 2");
    ASSERT_EQ(session.act(0, "1+2 2+4 x5@2"), "");
    // Two numbers are all there is: a roll without them is a free ride.
    ASSERT_EQ(session.force("1 2 2 4 6"), "");
    EXPECT_EQ(session.act(0, "1+2 2+4 x6@3"),
              "you already have two EXTRA numbers (3, 5); no new one can be written");
    EXPECT_EQ(session.act(0, "1+2 2+4 -6"), "");
}

TEST(ExtraParams, ColumnLengthsSetWhenAPlayersGameEnds) {
    auto session = new_session(1, {{"column_lengths", {1, 9, 8}}});
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_EQ(session.state().to_json()["seats"][0]["extra"][0]["length"], 1);
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@2"), "");
    EXPECT_FALSE(session.state().terminal());
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(0, "2+2 1+3 x5@1"), "");  // the 1-box column is full at once
    EXPECT_TRUE(session.state().terminal());
}

TEST(ExtraParams, ColumnLengthsMustMatchExtraNumbers) {
    EXPECT_EQ(refusal_of(config(1, {{"extra_numbers", 2}})),
              "parameter 'column_lengths' must list one length per EXTRA number: "
              "'extra_numbers' is 2, but 3 lengths are given");
    EXPECT_THAT(refusal_of(config(1, {{"column_lengths", {10, 9, 8, 7}}})),
                HasSubstr("'column_lengths'"));
}

TEST(ExtraParams, DiceSetsHowManyAreRolledAndTheRestAreSetAside) {
    auto session = new_session(1, {{"dice", 6}});
    EXPECT_EQ(session.force("1 2 2 3 5"), "a roll is 6 dice, like '1 2 2 3 5', not 5");
    ASSERT_EQ(session.force("1 2 2 3 5 6"), "");
    EXPECT_EQ(session.state().to_json()["roll"], json::parse("[1,2,2,3,5,6]"));
    const auto choices = legal(session.state(), 0);
    EXPECT_THAT(choices, ::testing::Contains("2+2 1+5 x3@1"));  // the 6 set aside
    EXPECT_THAT(choices, ::testing::Contains("2+2 5+6 x3@1"));  // the 1 set aside
    ASSERT_EQ(session.act(0, "2+2 5+6 x3@1"), "");
    EXPECT_EQ(row(session.state(), 0, 4), 1);
    EXPECT_EQ(row(session.state(), 0, 11), 1);
}

TEST(ExtraParams, SoloWinAtLeastSetsTheScoreThatWinsASoloGame) {
    for (int at_least : {350, 351}) {
        json position = blank_position(1, {{"solo_win_at_least", at_least}});
        write_number(position, 0, 1, 1, 9);
        set_row(position, 0, 11, 7);
        set_row(position, 0, 7, 7);
        auto state = load(position);
        ASSERT_EQ(roll(*state, "1 3 4 5 6"), "");
        ASSERT_EQ(choose(*state, 0, "3+4 5+6 x1"), "");  // row 7: the 0 box; row 11: x5
        ASSERT_TRUE(state->terminal());
        EXPECT_EQ(state->scores()[0], 350);
        if (at_least == 350) {
            EXPECT_THAT(state->winners(), ElementsAre(0));
        } else {
            EXPECT_THAT(state->winners(), IsEmpty());
        }
    }
}

TEST(ExtraParams, OutOfRangeValuesAreRefusedNamingTheParameter) {
    EXPECT_EQ(refusal_of(config(1, {{"zone_boxes", {21, 3, 4, 5, 7, 7, 7, 5, 4, 3, 3}}})),
              "parameter 'zone_boxes': item 1 must be from 0 to 20, not 21");
    EXPECT_EQ(refusal_of(config(1, {{"zone_boxes", {3, 3, 4}}})),
              "parameter 'zone_boxes' must have 11 items, not 3");
    EXPECT_EQ(refusal_of(config(1, {{"multipliers", json::array()}})),
              "parameter 'multipliers' must have 1 to 8 items, not 0");
    EXPECT_EQ(refusal_of(config(1, {{"dice", 4}})),
              "parameter 'dice': the value must be from 5 to 7, not 4");
    EXPECT_EQ(refusal_of(config(1, {{"extra_numbers", 7}})),
              "parameter 'extra_numbers': the value must be from 1 to 6, not 7");
    EXPECT_EQ(refusal_of(config(1, {{"zone_penalty", 1}})),
              "parameter 'zone_penalty': the value must be from -10000 to 0, not 1");
    EXPECT_EQ(refusal_of(config(1, {{"column_lengths", {10, 0, 8}}})),
              "parameter 'column_lengths': item 2 must be from 1 to 30, not 0");
}

TEST(ExtraParams, WrongTypesAreRefusedNamingTheParameter) {
    EXPECT_EQ(refusal_of(config(1, {{"dice", "five"}})),
              "parameter 'dice': the value must be an integer, not \"five\"");
    EXPECT_EQ(refusal_of(config(1, {{"row_points", 100}})),
              "parameter 'row_points' must be a list of integers, not 100");
    EXPECT_EQ(refusal_of(config(1, {{"solo_win_at_least", 0.5}})),
              "parameter 'solo_win_at_least': the value must be an integer, not 0.5");
}

TEST(ExtraParams, AnUnknownParameterIsRefusedListingTheKnownOnes) {
    const std::string why = refusal_of(config(1, {{"zone_box", 3}}));
    EXPECT_THAT(why, HasSubstr("unknown parameter 'zone_box'"));
    for (const auto& spec : extra().params().specs()) EXPECT_THAT(why, HasSubstr(spec.name));
}

}  // namespace
}  // namespace extra_test
