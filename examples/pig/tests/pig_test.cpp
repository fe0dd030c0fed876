// Pig's rules (README.md), each a test, played on the plugin as dicebox loads it: through
// the loader of the kit and the game API, with the dice forced where a rule needs them.
#include <gtest/gtest.h>

#include "dicebox/loader.hpp"
#include "dicebox/match.hpp"
#include "dicebox/session.hpp"

namespace {

const dicebox::GameModule& pig() {
    static const dicebox::GameModule* module = [] {
        static dicebox::PluginRegistry registry;
        if (!registry.load_file(PIG_PLUGIN)) {
            throw std::runtime_error("the plugin did not load: " +
                                     registry.failures().front().reason);
        }
        return registry.find("pig");
    }();
    return *module;
}

dicebox::Session game(int players, nlohmann::json params = nlohmann::json::object()) {
    dicebox::GameConfig config;
    config.players = players;
    config.params = std::move(params);
    return dicebox::Session(pig(), config, 1);
}

// Each of `steps` in turn: a decision of the seat to play ("roll", "hold") or the face
// the die shows ("4"). Every step must be accepted.
void play(dicebox::Session& session, std::initializer_list<std::string> steps) {
    for (const std::string& step : steps) {
        std::vector<dicebox::Seat> seats;
        session.state().to_move(seats);
        const std::string why =
            session.state().chance_due() ? session.force(step) : session.act(seats.at(0), step);
        ASSERT_EQ(why, "") << step;
    }
}

int turn_total(const dicebox::Session& session) {
    return session.state().to_json()["turn_total"];
}

dicebox::Seat seat_to_play(const dicebox::Session& session) {
    return session.state().to_json()["turn"];
}

TEST(PigRules, ATurnStartsWithARollNothingCanBeBankedYet) {
    auto session = game(2);
    EXPECT_EQ(session.act(0, "hold"), "there is nothing to bank yet: roll first");
    EXPECT_EQ(session.act(0, "roll"), "");
    EXPECT_TRUE(session.state().chance_due());
}

TEST(PigRules, EachRollAddsItsFaceToTheTurnTotal) {
    auto session = game(2);
    play(session, {"roll", "4", "roll", "6"});
    EXPECT_EQ(turn_total(session), 10);
    EXPECT_EQ(seat_to_play(session), 0);
    EXPECT_EQ(session.state().scores(), (std::vector<int>{0, 0}));
}

TEST(PigRules, AOneLosesTheTurnTotalAndPassesTheTurn) {
    auto session = game(2);
    play(session, {"roll", "5", "roll", "1"});
    EXPECT_EQ(turn_total(session), 0);
    EXPECT_EQ(seat_to_play(session), 1);
    EXPECT_EQ(session.state().scores(), (std::vector<int>{0, 0}));
}

TEST(PigRules, HoldingBanksTheTurnTotalAndPassesTheTurn) {
    auto session = game(3);
    play(session, {"roll", "5", "roll", "3", "hold"});
    EXPECT_EQ(session.state().scores(), (std::vector<int>{8, 0, 0}));
    EXPECT_EQ(seat_to_play(session), 1);
    EXPECT_EQ(turn_total(session), 0);
}

TEST(PigRules, TheTurnGoesRoundTheTableAndBackToTheFirstSeat) {
    auto session = game(2);
    play(session, {"roll", "1", "roll", "1"});
    EXPECT_EQ(seat_to_play(session), 0);
}

TEST(PigRules, TheFirstToBankTheTargetWins) {
    auto session = game(2, {{"target", 10}});
    play(session, {"roll", "6", "roll", "3", "hold", "roll", "6", "roll", "6"});
    EXPECT_FALSE(session.state().terminal()) << "reaching the target without holding wins nothing";
    play(session, {"hold"});
    EXPECT_TRUE(session.state().terminal());
    EXPECT_EQ(session.state().winners(), (std::vector<dicebox::Seat>{1}));
    EXPECT_EQ(session.state().scores(), (std::vector<int>{9, 12}));
}

TEST(PigRules, TheLosingFaceIsAParameter) {
    auto session = game(2, {{"losing_face", 6}});
    play(session, {"roll", "1", "roll", "6"});
    EXPECT_EQ(turn_total(session), 0);
    EXPECT_EQ(seat_to_play(session), 1);
}

TEST(PigRules, ATargetOutOfItsRangeIsRefusedNamingIt) {
    try {
        game(2, {{"target", 5}});
        ADD_FAILURE() << "a target of 5 was accepted";
    } catch (const dicebox::ParamError& error) {
        EXPECT_NE(std::string(error.what()).find("target"), std::string::npos) << error.what();
    }
}

TEST(PigRules, TwoToSixPlayers) {
    EXPECT_THROW(game(1), dicebox::ParamError);
    EXPECT_NO_THROW(game(6));
    EXPECT_THROW(game(7), dicebox::ParamError);
}

TEST(PigRules, OnlyTheSeatWhoseTurnItIsMayPlay) {
    auto session = game(2);
    EXPECT_EQ(session.act(1, "roll"), "it is not your turn: seat 0 is to play");
}

TEST(PigRules, NoDecisionWhileTheDieRollsAndNoDieWhileAPlayerDecides) {
    auto session = game(2);
    EXPECT_EQ(session.force("3"), "no roll is due: a player is to decide");
    play(session, {"roll"});
    EXPECT_EQ(session.act(0, "hold"), "the die is rolling: wait for it");
    EXPECT_EQ(session.force("7"), "'7' is not a face of a die (1 to 6)");
}

TEST(PigNotation, RollAndHoldAndTheirInitials) {
    auto session = game(2);
    const auto& state = session.state();
    for (const char* text : {"roll", "r"})
        EXPECT_EQ(state.format_action(*state.parse_action(text)), "roll");
    for (const char* text : {"hold", "h"})
        EXPECT_EQ(state.format_action(*state.parse_action(text)), "hold");
    EXPECT_EQ(state.parse_action("pass").error(), "'pass' is neither 'roll' nor 'hold'");
}

TEST(PigState, AGameReadsBackFromItsJson) {
    auto session = game(3, {{"target", 50}});
    play(session, {"roll", "5", "hold", "roll", "4"});
    const auto saved = session.state().to_json();
    EXPECT_EQ(pig().state_from_json(saved)->to_json(), saved);
    auto broken = saved;
    broken["turn"] = 3;
    EXPECT_THROW(pig().state_from_json(broken), std::invalid_argument);
}

TEST(PigBots, HoldAt20HoldsOnceTheTurnTotalReaches20) {
    auto session = game(2);
    play(session, {"roll", "6", "roll", "6", "roll", "5"});
    auto bot = pig().make_bot("hold-at-20");
    EXPECT_EQ(session.state().format_action(bot->choose(session.state(), 0, session.bot_rng(0))),
              "roll");
    play(session, {"roll", "4"});
    EXPECT_EQ(session.state().format_action(bot->choose(session.state(), 0, session.bot_rng(0))),
              "hold");
}

TEST(PigBots, HoldAt20BeatsTheRandomBotMostOfTheTime) {
    int wins = 0;
    for (std::uint64_t seed = 0; seed < 100; ++seed) {
        dicebox::GameConfig config;
        config.players = 2;
        dicebox::Session session(pig(), config, seed);
        dicebox::Match match(session, dicebox::bots_of(pig(), {"hold-at-20", "random"}));
        ASSERT_EQ(match.play(), dicebox::MatchEnd::Finished);
        wins += session.state().winners() == std::vector<dicebox::Seat>{0};
    }
    EXPECT_GT(wins, 80);
}

}  // namespace
