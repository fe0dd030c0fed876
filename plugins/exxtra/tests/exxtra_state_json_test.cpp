// Exxtra's state as JSON (docs/protocol.md, "The state"; plugins/exxtra/exxtra_json.cpp):
// the fields it shows, the round trip through GameModule::state_from_json in the middle
// of a game, and the malformed states it refuses.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::HasSubstr;

// The invalid_argument message of a position the module refuses, or empty if it loads.
std::string refusal_of(const json& position) {
    try {
        load(position);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return {};
}

TEST(ExxtraStateJson, ANewGameShowsTheProtocolsFields) {
    const json saved = exxtra().new_game(config(3))->to_json();
    EXPECT_EQ(saved["game"], "exxtra");
    EXPECT_EQ(saved["players"], 3);
    EXPECT_EQ(saved["to_move"], "chance");
    EXPECT_EQ(saved["terminal"], false);
    EXPECT_EQ(saved["scores"], json::parse("[0,0,0]"));
    EXPECT_EQ(saved["winners"], json::array());
    EXPECT_TRUE(saved["roll"].is_null());
    EXPECT_EQ(saved["rolls_this_turn"], 0);
    EXPECT_EQ(saved["ladder"], json::parse(R"({"0":[],"1":[],"2":[],"3":[],"4":[],"5":[]})"));
    EXPECT_EQ(saved["seats"], json::parse(R"([{"position":0,"ring":null},
        {"position":0,"ring":null},{"position":0,"ring":null}])"));
    EXPECT_EQ(saved["params"], exxtra().params().resolve(nullptr));
}

TEST(ExxtraStateJson, ARollWaitingForADecisionShowsItsFacesAndValue) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"7 X"}), "");
    const json saved = game.state().to_json();
    EXPECT_EQ(saved["roll"], json::parse(R"([7, "X"])"));
    EXPECT_EQ(saved["value"], 70);
    EXPECT_EQ(saved["rolls_this_turn"], 1);
    EXPECT_EQ(saved["to_move"], json::parse("[0]"));
    EXPECT_EQ(saved["current"], 0);
}

TEST(ExxtraStateJson, MidGameStatesSurviveTheRoundTripAndPlayOnAlike) {
    // A game with a knock-off, doubles, an invalid roll, collecting and a win, on a
    // short track; after every event the state is saved, read back, and both go on.
    const std::vector<std::pair<Seat, std::string_view>> events = {
        {0, "X X"},  {0, "roll"},    {0, "3 3"},     {0, "roll"}, {0, "4 6"},     {0, "place 4"},
        {1, "7 1"},  {1, "place 2"}, {2, "2 1"},     {2, "roll"}, {2, "7 X"},     {0, "4 2"},
        {0, "roll"}, {0, "4 2"},     {0, "place 5"}, {1, "X 5"},  {1, "place 0"}, {2, "2 2"},
        {2, "roll"}, {2, "2 2"},     {2, "place 1"}, {0, "2 2"}};
    auto game = new_session(3, {{"track", 5}});
    for (const auto& [seat, event] : events) {
        SCOPED_TRACE(std::string(event));
        const json saved = game.state().to_json();
        auto restored = load(saved);
        ASSERT_EQ(restored->to_json(), saved);
        ASSERT_EQ(play(game, seat, {event}), "");
        ASSERT_EQ(play(*restored, seat, {event}), "");
        EXPECT_EQ(restored->to_json(), game.state().to_json());
    }
    ASSERT_TRUE(game.state().terminal());
    EXPECT_EQ(load(game.state().to_json())->to_json(), game.state().to_json());
    EXPECT_TRUE(load(game.state().to_json())->terminal());
}

TEST(ExxtraStateJson, AStateThatIsNotAnExxtraStateIsRefused) {
    EXPECT_EQ(refusal_of(json::parse(R"({"game":"extra"})")),
              "not an Exxtra state: 'game' must be \"exxtra\"");
    EXPECT_EQ(refusal_of(json::parse(R"({"game":5})")),
              "not an Exxtra state: 'game' must be \"exxtra\"");
    EXPECT_EQ(refusal_of(json::array()), "not an Exxtra state: 'game' must be \"exxtra\"");
}

TEST(ExxtraStateJson, ALadderThatDisagreesWithASeatsRingIsRefused) {
    json elsewhere = blank_position(3);
    set_pair(elsewhere, 1, 4, 42);
    elsewhere["seats"][1]["ring"] = 3;
    EXPECT_EQ(refusal_of(elsewhere), "ladder ring 4 lists seat 1, whose 'ring' differs");

    json missing = blank_position(3);
    missing["seats"][1]["ring"] = 3;
    EXPECT_EQ(refusal_of(missing), "the ladder and the seats' rings differ");
}

TEST(ExxtraStateJson, TwoPairsOnRingThreeAreRefused) {
    json position = blank_position(3);
    set_pair(position, 0, 3, 42);
    set_pair(position, 1, 3, 64);
    position["current"] = 2;
    EXPECT_EQ(refusal_of(position), "inconsistent Exxtra state: ring 3 holds more than one pair");
}

TEST(ExxtraStateJson, APawnBeyondTheGoalOrBehindStartIsRefused) {
    json beyond = blank_position(2);
    set_position(beyond, 0, 22);
    EXPECT_EQ(refusal_of(beyond), "seat 0 'position' must be an integer from 0 to 21, not 22");
    json behind = blank_position(2);
    set_position(behind, 1, -1);
    EXPECT_EQ(refusal_of(behind), "seat 1 'position' must be an integer from 0 to 21, not -1");
}

TEST(ExxtraStateJson, TwoPawnsOnTheGoalAreRefused) {
    json position = blank_position(2);
    set_position(position, 0, 21);
    set_position(position, 1, 21);
    EXPECT_EQ(refusal_of(position),
              "inconsistent Exxtra state: more than one pawn has reached the Goal");
}

TEST(ExxtraStateJson, ThePlayerHoldingTheDiceWithAPairOnTheLadderIsRefused) {
    // The pair is collected when the turn begins, so it cannot still be there.
    json position = blank_position(2);
    set_pair(position, 0, 2, 42);
    EXPECT_EQ(refusal_of(position),
              "inconsistent Exxtra state: the player with the dice still has a pair on the "
              "ladder");
}

TEST(ExxtraStateJson, ARollThatCannotWaitForADecisionIsRefused) {
    json invalid = blank_position(2);
    invalid["roll"] = json::parse(R"([7, "X"])");
    invalid["rolls_this_turn"] = 2;
    EXPECT_EQ(refusal_of(invalid),
              "inconsistent Exxtra state: an invalid roll (an X after the first roll) waits for "
              "a decision");
    json unrolled = blank_position(2);
    unrolled["roll"] = json::parse("[4, 1]");
    EXPECT_EQ(refusal_of(unrolled),
              "inconsistent Exxtra state: a roll waits for a decision, but no roll was made");
    json wrong_die = blank_position(2);
    wrong_die["roll"] = json::parse(R"(["X", 7])");
    wrong_die["rolls_this_turn"] = 1;
    EXPECT_EQ(refusal_of(wrong_die), "die B of 'roll' is not a face of its die");
}

TEST(ExxtraStateJson, AStateWithFieldsOfTheWrongTypeIsRefusedAsInvalid) {
    // GameModule::state_from_json promises std::invalid_argument for a malformed state.
    const json good = blank_position(2);
    const std::vector<std::pair<const char*, json>> wrong = {
        {"/seats/0/position", "x"},
        {"/seats/0/ring", "x"},
        {"/seats/0/ring", 6},
        {"/seats", json::object()},
        {"/seats", json::array({json::object()})},
        {"/turn", "x"},
        {"/turn", 0},
        {"/current", 2},
        {"/rolls_this_turn", -1},
        {"/roll", "yes"},
        {"/roll", json::array({7})},
        {"/roll", json::array({7, "X", 1})},
        {"/ladder", "x"},
        {"/ladder/0", "x"},
        {"/ladder/0", json::array({5})},
        {"/params", "x"},
        {"/params", json::object({{"track", 0}})},
    };
    for (const auto& [pointer, value] : wrong) {
        json position = good;
        position[json::json_pointer(pointer)] = value;
        EXPECT_THAT(refusal_of(position), ::testing::Not(::testing::IsEmpty()))
            << pointer << " = " << value.dump();
    }
    for (const char* field :
         {"seats", "turn", "current", "rolls_this_turn", "ladder", "roll", "params"}) {
        json position = good;
        position.erase(field);
        EXPECT_THAT(refusal_of(position), HasSubstr(std::string("'") + field + "'")) << field;
    }
}

}  // namespace
}  // namespace exxtra_test
