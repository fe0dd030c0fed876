// docs/rules.md, Exxtra, "Worked examples": the rulebook's seven examples are one game of four
// (Alex, Béatrice, Carl, Diana at seats 0 to 3), played here in order. Each example's
// test replays the examples before it, then checks its own steps and outcome.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>

#include "exxtra_table.hpp"

namespace exxtra_test {
namespace {

using ::testing::ElementsAre;

constexpr Seat kAlex = 0;
constexpr Seat kBeatrice = 1;
constexpr Seat kCarl = 2;
constexpr Seat kDiana = 3;

// One example: whose turn, its events in notation (faces die A first), and what the
// game looks like after it.
struct Example {
    Seat seat;
    std::vector<std::string_view> events;
    std::function<void(const dicebox::State&)> outcome;
};

json pair(Seat seat, int combination) {
    return json::array({{{"seat", seat}, {"value", combination}}});
}

const std::vector<Example>& examples() {
    static const std::vector<Example> all = {
        // 1. X-X counts 00; 42; 7-X is invalid, and the pawn on Start cannot go back.
        {kAlex,
         {"X X", "roll", "4 2", "roll", "7 X"},
         [](const dicebox::State& state) {
             EXPECT_EQ(position(state, kAlex), 0);
             EXPECT_EQ(ring(state, kAlex), std::nullopt);
             EXPECT_TRUE(ladder_empty(state));
             EXPECT_EQ(current(state), kBeatrice);
         }},
        // 2. 41; 33 moves the pawn 3; 64 placed on ring 5.
        {kBeatrice,
         {"4 1", "roll", "3 3", "roll", "4 6", "place 5"},
         [](const dicebox::State& state) {
             EXPECT_EQ(position(state, kBeatrice), 3);
             EXPECT_EQ(pairs_on(state, 5), pair(kBeatrice, 64));
             EXPECT_EQ(current(state), kCarl);
         }},
        // 3. 3-X counts 30; 42; 64 on ring 4 knocks off Béatrice's equal 64 on ring 5.
        {kCarl,
         {"3 X", "roll", "4 2", "roll", "4 6", "place 4"},
         [](const dicebox::State& state) {
             EXPECT_EQ(pairs_on(state, 4), pair(kCarl, 64));
             EXPECT_EQ(pairs_on(state, 5), json::array());
             EXPECT_EQ(ring(state, kBeatrice), std::nullopt);
             EXPECT_EQ(position(state, kBeatrice), 3);
             EXPECT_EQ(current(state), kDiana);
         }},
        // 4. 7-X accepted as 70 on ring 5; Carl's 64 on ring 4 stays.
        {kDiana,
         {"7 X", "place 5"},
         [](const dicebox::State& state) {
             EXPECT_EQ(pairs_on(state, 5), pair(kDiana, 70));
             EXPECT_EQ(pairs_on(state, 4), pair(kCarl, 64));
             EXPECT_EQ(current(state), kAlex);
         }},
        // 5. No pair to collect; 21; 61 on ring 3, below the higher 64 and 70.
        {kAlex,
         {"2 1", "roll", "1 6", "place 3"},
         [](const dicebox::State& state) {
             EXPECT_EQ(position(state, kAlex), 0);
             EXPECT_EQ(pairs_on(state, 3), pair(kAlex, 61));
             EXPECT_EQ(pairs_on(state, 4), pair(kCarl, 64));
             EXPECT_EQ(pairs_on(state, 5), pair(kDiana, 70));
             EXPECT_EQ(current(state), kBeatrice);
         }},
        // 6. No pair to collect; 32; X-X is invalid: back 2. The dice pass to Carl, whose
        // turn (example 7) opens by collecting his pair from ring 4: pawn +4.
        {kBeatrice,
         {"3 2", "roll", "X X"},
         [](const dicebox::State& state) {
             EXPECT_EQ(position(state, kBeatrice), 1);
             EXPECT_EQ(ring(state, kBeatrice), std::nullopt);
             EXPECT_EQ(current(state), kCarl);
             EXPECT_EQ(position(state, kCarl), 4);
             EXPECT_EQ(ring(state, kCarl), std::nullopt);
             EXPECT_EQ(pairs_on(state, 4), json::array());
             EXPECT_EQ(pairs_on(state, 3), pair(kAlex, 61));
             EXPECT_EQ(pairs_on(state, 5), pair(kDiana, 70));
         }},
        // 7. 71 on ring 2 knocks off Alex's 61 on ring 3 and Diana's 70 on ring 5.
        {kCarl,
         {"7 1", "place 2"},
         [](const dicebox::State& state) {
             EXPECT_EQ(pairs_on(state, 2), pair(kCarl, 71));
             EXPECT_EQ(ring(state, kAlex), std::nullopt);
             EXPECT_EQ(ring(state, kDiana), std::nullopt);
             EXPECT_TRUE(pairs_on(state, 3).empty());
             EXPECT_TRUE(pairs_on(state, 5).empty());
             EXPECT_THAT(state.scores(), ElementsAre(0, 1, 4, 0));
             EXPECT_EQ(current(state), kDiana);
             EXPECT_FALSE(state.terminal());
         }},
    };
    return all;
}

// Plays example `number` (1-based) and checks its outcome.
void play_example(dicebox::Session& game, int number) {
    SCOPED_TRACE("example " + std::to_string(number));
    const Example& example = examples()[static_cast<std::size_t>(number - 1)];
    ASSERT_EQ(current(game.state()), example.seat);
    ASSERT_EQ(play(game, example.seat, example.events), "");
    example.outcome(game.state());
}

// The game of four with the examples before `number` played and checked.
dicebox::Session before_example(int number) {
    auto game = new_session(4);
    for (int earlier = 1; earlier < number; ++earlier) play_example(game, earlier);
    return game;
}

TEST(ExxtraExamples, TheSevenExamplesAreOneGameOfFourPlayedInOrder) {
    auto game = new_session(4);
    for (int number = 1; number <= 7; ++number) {
        play_example(game, number);
        ASSERT_FALSE(HasFailure()) << "after example " << number;
    }
    EXPECT_EQ(game.state().to_json()["turn"], 8);
}

TEST(ExxtraExamples, Example1AlexsXXCountsAs00AndHis7XEndsTheTurnOnStart) {
    auto game = before_example(1);
    ASSERT_EQ(play(game, kAlex, {"X X"}), "");
    EXPECT_EQ(value(game.state()), 0);
    EXPECT_THAT(to_move(game.state()), ElementsAre(kAlex));
    ASSERT_EQ(play(game, kAlex, {"roll", "4 2"}), "");
    EXPECT_EQ(value(game.state()), 42);
    ASSERT_EQ(play(game, kAlex, {"roll", "7 X"}), "");
    examples()[0].outcome(game.state());
}

TEST(ExxtraExamples, Example2BeatricesDouble33MovesHerAtOnceAndShePlaces64OnRing5) {
    auto game = before_example(2);
    ASSERT_EQ(play(game, kBeatrice, {"4 1", "roll", "3 3"}), "");
    EXPECT_EQ(position(game.state(), kBeatrice), 3);
    EXPECT_EQ(value(game.state()), 33);
    ASSERT_EQ(play(game, kBeatrice, {"roll", "4 6"}), "");
    EXPECT_EQ(value(game.state()), 64);
    ASSERT_EQ(play(game, kBeatrice, {"place 5"}), "");
    examples()[1].outcome(game.state());
}

TEST(ExxtraExamples, Example3CarlsFirstRoll3XCountsAs30AndHis64OnRing4KnocksOffTheEqual64) {
    auto game = before_example(3);
    ASSERT_EQ(play(game, kCarl, {"3 X"}), "");
    EXPECT_EQ(value(game.state()), 30);
    ASSERT_EQ(play(game, kCarl, {"roll", "4 2", "roll", "4 6"}), "");
    EXPECT_EQ(game.state().to_json()["knocks_off"]["4"], json::array({kBeatrice}));
    ASSERT_EQ(play(game, kCarl, {"place 4"}), "");
    examples()[2].outcome(game.state());
}

TEST(ExxtraExamples, Example4DianaAccepts7XAs70AndRing5LeavesCarlsPair) {
    auto game = before_example(4);
    ASSERT_EQ(play(game, kDiana, {"7 X"}), "");
    EXPECT_EQ(value(game.state()), 70);
    // Ring 3 would knock off Carl's 64 on ring 4; ring 5 knocks off nothing.
    const json knocks = game.state().to_json()["knocks_off"];
    EXPECT_EQ(knocks["3"], json::array({kCarl}));
    EXPECT_EQ(knocks["5"], json::array());
    ASSERT_EQ(play(game, kDiana, {"place 5"}), "");
    examples()[3].outcome(game.state());
}

TEST(ExxtraExamples, Example5AlexHasNoPairToCollectAndPlaces61OnRing3) {
    auto game = before_example(5);
    EXPECT_EQ(position(game.state(), kAlex), 0);
    ASSERT_EQ(play(game, kAlex, {"2 1"}), "");
    EXPECT_EQ(value(game.state()), 21);
    ASSERT_EQ(play(game, kAlex, {"roll", "1 6"}), "");
    EXPECT_EQ(value(game.state()), 61);
    ASSERT_EQ(play(game, kAlex, {"place 3"}), "");
    examples()[4].outcome(game.state());
}

TEST(ExxtraExamples, Example6BeatricesXXAfter32EndsHerTurnTwoSpacesBack) {
    auto game = before_example(6);
    EXPECT_EQ(position(game.state(), kBeatrice), 3);
    EXPECT_EQ(ring(game.state(), kBeatrice), std::nullopt);
    ASSERT_EQ(play(game, kBeatrice, {"3 2"}), "");
    EXPECT_EQ(value(game.state()), 32);
    ASSERT_EQ(play(game, kBeatrice, {"roll", "X X"}), "");
    examples()[5].outcome(game.state());
}

TEST(ExxtraExamples, Example7CarlCollectsRing4AndHis71OnRing2KnocksOffDianaAndAlex) {
    auto game = before_example(7);
    EXPECT_EQ(position(game.state(), kCarl), 4);
    ASSERT_EQ(play(game, kCarl, {"7 1"}), "");
    EXPECT_EQ(value(game.state()), 71);
    EXPECT_EQ(game.state().to_json()["knocks_off"]["2"], json::array({kAlex, kDiana}));
    ASSERT_EQ(play(game, kCarl, {"place 2"}), "");
    examples()[6].outcome(game.state());
}

TEST(ExxtraExamples, TheGameLogIsTheExamplesInNotation) {
    auto game = before_example(8);  // all seven played
    ASSERT_FALSE(HasFailure());
    std::vector<std::string> written;
    for (const auto& event : game.log_json()) {
        written.push_back(event.contains("chance") ? event["chance"].get<std::string>()
                                                   : event["action"].get<std::string>());
    }
    const std::vector<std::string> notation = {
        "X X", "roll",    "4 2", "roll",    "7 X",             // 1
        "4 1", "roll",    "3 3", "roll",    "4 6", "place 5",  // 2
        "3 X", "roll",    "4 2", "roll",    "4 6", "place 4",  // 3
        "7 X", "place 5",                                      // 4
        "2 1", "roll",    "1 6", "place 3",                    // 5
        "3 2", "roll",    "X X",                               // 6
        "7 1", "place 2"};                                     // 7
    EXPECT_EQ(written, notation);
}

}  // namespace
}  // namespace exxtra_test
