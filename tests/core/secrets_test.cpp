// What each viewer may know of a game's events (dicebox/secrets.hpp), through the real
// EXTRA! plugin: a choice made while others still choose is held, its own seat is told it
// at once, the others and the onlooker only that it was made, until the last choice on the
// roll reveals them all; the told events' JSON reads back.
#include <gtest/gtest.h>

#include "dicebox/secrets.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace secrets_test {
namespace {

using dicebox::kOnlooker;
using dicebox::Revealed;
using dicebox::Seat;
using dicebox::Told;
using nlohmann::json;
using testing_support::module;

dicebox::Session extra_session(int players) {
    dicebox::GameConfig config;
    config.players = players;
    dicebox::Session session(module("extra"), config, 7);
    EXPECT_EQ(session.force("1 2 2 3 5"), "");
    return session;
}

TEST(Secrets, AChoiceMadeWhileOthersStillChooseIsHeldItsSeatToldItTheOthersOnlyThatItWasMade) {
    auto session = extra_session(3);
    ASSERT_TRUE(dicebox::decides_in_secret(session.state(), 1));
    ASSERT_EQ(session.act(1, "2+2 1+5 x3@1"), "");

    EXPECT_TRUE(session.secrets().held(1));
    EXPECT_TRUE(session.secrets().holding());
    EXPECT_TRUE(session.may_know(1, 1));
    EXPECT_FALSE(session.may_know(0, 1));
    EXPECT_FALSE(session.may_know(kOnlooker, 1));
    EXPECT_EQ(session.told(1, 1), (Told{1, "2+2 1+5 x3@1", true}));
    EXPECT_EQ(session.told(0, 1), (Told{1, "", true}));
    EXPECT_TRUE(session.told(kOnlooker, 1).hidden());
    EXPECT_EQ(session.told_json(2), json::parse(R"([{"chance":"1 2 2 3 5"},{"seat":1}])"));
    EXPECT_EQ(
        session.told_json(1),
        json::parse(R"([{"chance":"1 2 2 3 5"},{"seat":1,"action":"2+2 1+5 x3@1","held":true}])"));
    // The whole log is the referee's: it holds the choice.
    EXPECT_EQ(session.log_json()[1]["action"], "2+2 1+5 x3@1");
}

TEST(Secrets, TheLastChoiceOnTheRollIsToldAtOnceAndRevealsTheOthersOldestFirst) {
    auto session = extra_session(3);
    ASSERT_EQ(session.act(2, "1+2 2+3 x5@1"), "");
    ASSERT_EQ(session.act(0, "2+3 1+5 x2@1"), "");
    ASSERT_FALSE(dicebox::decides_in_secret(session.state(), 1));
    ASSERT_EQ(session.act(1, "2+2 1+5 x3@1"), "");

    EXPECT_FALSE(session.secrets().holding());
    EXPECT_EQ(session.revealed(),
              (std::vector<Revealed>{{1, 2, "1+2 2+3 x5@1"}, {2, 0, "2+3 1+5 x2@1"}}));
    for (const Seat viewer : {0, 1, 2, kOnlooker}) {
        EXPECT_EQ(session.told_json(viewer), session.log_json()) << viewer;
    }
    EXPECT_EQ(session.last_told_json(kOnlooker),
              json::parse(R"({"seat":1,"action":"2+2 1+5 x3@1","revealed":[
                  {"seat":2,"action":"1+2 2+3 x5@1","index":1},
                  {"seat":0,"action":"2+3 1+5 x2@1","index":2}]})"));
}

TEST(Secrets, AGameOfOneHoldsNothing) {
    auto session = extra_session(1);
    EXPECT_FALSE(dicebox::decides_in_secret(session.state(), 0));
    ASSERT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
    EXPECT_FALSE(session.secrets().held(1));
    EXPECT_EQ(session.told_json(kOnlooker), session.log_json());
}

TEST(Secrets, AGameReplayedFromItsLogHoldsWhatItHeldAsItWasPlayed) {
    auto played = extra_session(3);
    ASSERT_EQ(played.act(2, "1+2 2+3 x5@1"), "");
    dicebox::GameConfig config;
    config.players = 3;
    dicebox::Session replayed(module("extra"), config, 7);
    replayed.replay(played.log_json());
    EXPECT_EQ(replayed.told_json(0), played.told_json(0));
    EXPECT_EQ(replayed.told_json(2), played.told_json(2));
    // Started again, it holds nothing.
    replayed.restart(8);
    EXPECT_FALSE(replayed.secrets().holding());
    EXPECT_TRUE(replayed.told(kOnlooker).empty());
}

TEST(Secrets, ToldEventsReadBackFromTheirJson) {
    for (const Told& told :
         {Told{dicebox::kChanceSeat, "1 2 2 3 5", false}, Told{1, "2+2 1+5 x3@1", false},
          Told{1, "2+2 1+5 x3@1", true}, Told{2, "", true}}) {
        EXPECT_EQ(dicebox::told_from_json(dicebox::to_json(told)), told);
    }
    const Revealed revealed{4, 2, "1+2 2+3 x5@1"};
    EXPECT_EQ(dicebox::revealed_from_json(dicebox::to_json(revealed)), revealed);
}

TEST(Secrets, AnEventThatIsNoneIsRefusedSayingWhatOneIs) {
    for (const char* wrong : {R"([])", R"({"chance":""})", R"({"seat":-1})", R"({"seat":"1"})",
                              R"({"seat":1,"action":3})", R"({"chance":"1 2","seat":1})"}) {
        try {
            dicebox::told_from_json(json::parse(wrong));
            ADD_FAILURE() << wrong;
        } catch (const std::invalid_argument& e) {
            EXPECT_NE(std::string(e.what()).find("an event must be"), std::string::npos) << wrong;
        }
    }
    EXPECT_THROW(dicebox::revealed_from_json(json::parse(R"({"seat":1,"action":"x"})")),
                 std::invalid_argument);
}

TEST(Secrets, AToldEventAppliesAsToldAndADecisionNotToldYetDoesNot) {
    auto session = extra_session(2);
    ASSERT_EQ(session.act(1, "2+2 1+5 x3@1"), "");
    auto game = session.initial().clone();
    EXPECT_TRUE(dicebox::apply_told(*game, session.told(0, 0)));
    // Seat 0 knows that seat 1 chose, not what: its game cannot go on from there.
    EXPECT_FALSE(dicebox::apply_told(*game->clone(), session.told(0, 1)));
    EXPECT_FALSE(dicebox::apply_told(*game->clone(), Told{1, "not a choice", false}));
    EXPECT_TRUE(dicebox::apply_told(*game, session.told(1, 1)));
    EXPECT_EQ(game->to_json(), session.state().to_json());
}

}  // namespace
}  // namespace secrets_test
