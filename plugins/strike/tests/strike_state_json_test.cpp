// Strike's state as JSON (docs/protocol.md, "The state"; plugins/strike/strike_json.cpp):
// the fields it shows, the round trip through GameModule::state_from_json mid-game, with
// dice in the air and in a match, and the malformed states it refuses.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/rng.hpp"
#include "strike_table.hpp"

namespace strike_test {
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

TEST(StrikeStateJson, ANewGameShowsTheProtocolsFields) {
    const json saved = strike().new_game(config(3))->to_json();
    EXPECT_EQ(saved["game"], "strike");
    EXPECT_EQ(saved["players"], 3);
    EXPECT_EQ(saved["game_number"], 1);
    EXPECT_EQ(saved["games"], 1);
    EXPECT_EQ(saved["current"], 0);
    EXPECT_EQ(saved["phase"], "starting die");
    EXPECT_EQ(saved["terminal"], false);
    EXPECT_EQ(saved["to_move"], "chance");
    EXPECT_EQ(saved["scores"], json::parse("[0, 0, 0]"));
    EXPECT_EQ(saved["winners"], json::array());
    EXPECT_EQ(saved["arena"], json::array());
    EXPECT_EQ(saved["removed"], 0);
    EXPECT_EQ(saved["unused"], 7);
    EXPECT_EQ(saved["big_throw"], false);
    EXPECT_EQ(saved["throws_this_turn"], 0);
    EXPECT_EQ(saved["throw"], nullptr);
    EXPECT_EQ(saved["game_winners"], json::array());
    EXPECT_EQ(saved["seats"], json::parse(R"([{"reserve":8,"out":false,"points":0},
        {"reserve":8,"out":false,"points":0},{"reserve":8,"out":false,"points":0}])"));
    EXPECT_EQ(saved["params"], strike().params().resolve(nullptr));
}

// Saves the state, reads it back, and checks that both are the same.
void expect_round_trip(const dicebox::State& state) {
    const json saved = state.to_json();
    const auto restored = load(saved);
    EXPECT_EQ(restored->to_json(), saved);
    EXPECT_EQ(restored->broken_invariant(), "");
}

TEST(StrikeStateJson, ADieInTheAirShowsItsStyleAndCountAndStaysInTheReserveTillItLands) {
    auto game = new_session(2);
    ASSERT_EQ(play(game, 0, {"arena 4", "throw hard"}), "");
    const json saved = game.state().to_json();
    EXPECT_EQ(saved["phase"], "rolling");
    EXPECT_EQ(saved["to_move"], "chance");
    EXPECT_EQ(saved["throw"], json::parse(R"({"style":"hard","dice":1})"));
    EXPECT_EQ(saved["throws_this_turn"], 1);
    EXPECT_EQ(saved["seats"][0]["reserve"], 9);
    EXPECT_EQ(dice_accounted(saved), 31);
}

TEST(StrikeStateJson, MidGameStatesSurviveTheRoundTripAndPlayOnAlike) {
    // Dice in the air, X and lost dice, stopping, matches taken, a big throw and a
    // player out; after every event the state is saved, read back, and both go on.
    const std::vector<std::pair<Seat, std::string_view>> events = {
        {0, "arena 4"},
        {0, "throw soft"},
        {0, "arena 4 5 | x 0 | out 0"},
        {0, "throw hard"},
        {0, "arena 2 5 | x 1 | out 0"},
        {0, "stop"},
        {1, "throw normal"},
        {1, "arena 2 2 5 | x 0 | out 0"},
        {2, "throw soft"},
        {2, "arena 5 5 | x 0 | out 0"},
        {0, "throw hard"},
        {0, "arena 2 3 4 6 | x 1 | out 1"},
        {1, "throw soft"},
        {1, "arena 2 3 4 5 6 | x 0 | out 0"},
        {1, "stop"},
        {2, "throw hard"},
        {2, "arena 2 3 3 4 5 6 | x 0 | out 0"}};
    auto game = new_session(3);
    for (const auto& [seat, event] : events) {
        SCOPED_TRACE(std::string(event));
        const json saved = game.state().to_json();
        auto restored = load(saved);
        ASSERT_EQ(restored->to_json(), saved);
        ASSERT_EQ(play(game, seat, {event}), "");
        ASSERT_EQ(play(*restored, seat, {event}), "");
        ASSERT_EQ(restored->to_json(), game.state().to_json());
    }
    // Where the script leaves the game: seat 0 out after its big throw, seat 1 to throw.
    const json saved = game.state().to_json();
    EXPECT_EQ(saved["seats"][0]["out"], true);
    EXPECT_EQ(saved["current"], 1);
    EXPECT_EQ(saved["arena"], json::parse("[2, 4, 5, 6]"));
    expect_round_trip(game.state());
}

TEST(StrikeStateJson, AMatchBetweenAndDuringGamesSurvivesTheRoundTrip) {
    auto game = new_session(3, {{"match", true}, {"dice_each", {1, 1, 1, 1}}});
    ASSERT_EQ(play(game, 0, {"arena 4", "throw soft", "arena 4 5 | x 0 | out 0"}), "");
    expect_round_trip(game.state());
    ASSERT_EQ(play(game, 1, {"throw soft", "arena 4 5 6 | x 0 | out 0"}), "");
    // Game 2, its starting die due, the points of game 1 kept.
    expect_round_trip(game.state());
    ASSERT_EQ(play(game, 1, {"arena 2", "throw normal"}), "");
    expect_round_trip(game.state());
    auto restored = load(game.state().to_json());
    ASSERT_EQ(play(*restored, 1, {"arena 2 | x 1 | out 0"}), "");
    ASSERT_EQ(play(game, 1, {"arena 2 | x 1 | out 0"}), "");
    EXPECT_EQ(restored->to_json(), game.state().to_json());
    EXPECT_EQ(restored->scores(), (std::vector<int>{2, 3, 0}));
}

TEST(StrikeStateJson, EveryStateOfRandomGamesAndMatchesSurvivesTheRoundTrip) {
    for (const bool match : {false, true}) {
        for (int players = 2; players <= 5; ++players) {
            for (std::uint64_t seed = 1; seed <= 10; ++seed) {
                SCOPED_TRACE(::testing::Message()
                             << players << " players, match " << match << ", seed " << seed);
                auto game = new_session(players, {{"match", match}}, seed);
                dicebox::Rng choice(seed, 99);
                std::vector<dicebox::Action> actions;
                while (!game.state().terminal()) {
                    const json saved = game.state().to_json();
                    const auto restored = load(saved);
                    ASSERT_EQ(restored->to_json(), saved);
                    if (game.state().chance_due()) {
                        const auto outcome = game.roll();
                        ASSERT_EQ(restored->try_apply_chance(outcome), "");
                    } else {
                        const Seat seat = to_move(game.state()).front();
                        game.state().legal_actions(seat, actions);
                        const auto pick = choice.below(static_cast<std::uint32_t>(actions.size()));
                        ASSERT_EQ(game.act(seat, actions[pick]), "");
                        ASSERT_EQ(restored->try_apply(seat, actions[pick]), "");
                    }
                    ASSERT_EQ(restored->to_json(), game.state().to_json());
                }
                expect_round_trip(game.state());
            }
        }
    }
}

TEST(StrikeStateJson, DiceThatDoNotAddUpToTheBoxAreRefused) {
    json broken = position(2, "may throw", {2, 5}, {7, 9});
    broken["removed"] = broken["removed"].get<int>() + 1;
    EXPECT_THAT(refusal_of(broken),
                HasSubstr("inconsistent Strike state: 32 dice are accounted for, not 31"));
    broken["removed"] = broken["removed"].get<int>() - 2;
    EXPECT_THAT(refusal_of(broken), HasSubstr("30 dice are accounted for, not 31"));
}

TEST(StrikeStateJson, AnUnknownPhaseIsRefused) {
    json broken = position(2, "may throw", {2, 5}, {7, 9});
    broken["phase"] = "dancing";
    EXPECT_EQ(refusal_of(broken), "'phase' is not a phase of a turn");
}

TEST(StrikeStateJson, APlayerOutWithDiceIsRefused) {
    json broken = position(3, "may throw", {2, 5}, {7, 8, 8});
    broken["seats"][1]["out"] = true;
    EXPECT_EQ(refusal_of(broken), "inconsistent Strike state: seat 1 is out with dice");
}

TEST(StrikeStateJson, OtherBrokenStatesAreRefusedSayingWhatIsWrong) {
    const json good = position(3, "may throw", {2, 5}, {7, 8, 8});
    ASSERT_EQ(refusal_of(good), "");
    json broken = good;
    broken["game"] = "exxtra";
    EXPECT_EQ(refusal_of(broken), "not a Strike state: 'game' must be \"strike\"");
    broken = good;
    broken.erase("arena");
    EXPECT_EQ(refusal_of(broken), "the state has no 'arena'");
    broken = good;
    broken["arena"] = json::parse("[2, 7]");
    EXPECT_THAT(refusal_of(broken), HasSubstr("a face must be an integer from 2 to 6"));
    broken = good;
    broken["arena"] = json::parse("[2, 2]");
    EXPECT_THAT(refusal_of(broken), HasSubstr("matching dice lie in the arena between throws"));
    broken = good;
    broken["throw"] = {{"style", "soft"}, {"dice", 1}};
    EXPECT_EQ(refusal_of(broken), "'throw' must be null unless the dice are rolling");
    broken = good;
    broken["phase"] = "rolling";
    broken["throw"] = {{"style", "soft"}, {"dice", 8}};
    EXPECT_THAT(refusal_of(broken), HasSubstr("more dice are thrown than the reserve holds"));
    broken["throw"] = {{"style", "gentle"}, {"dice", 1}};
    EXPECT_EQ(refusal_of(broken), "'throw' style must be soft, normal or hard");
    broken = good;
    broken["current"] = 3;
    EXPECT_THAT(refusal_of(broken), HasSubstr("'current' must be an integer from 0 to 2"));
    broken = good;
    broken["seats"].erase(2);
    broken["seats"].erase(1);
    EXPECT_EQ(refusal_of(broken), "'seats' must list 2 to 5 seats");
    broken = good;
    broken["big_throw"] = true;
    EXPECT_THAT(refusal_of(broken), HasSubstr("a big throw is due into an arena with dice"));
}

}  // namespace
}  // namespace strike_test
