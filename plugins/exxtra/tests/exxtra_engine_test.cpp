// `dicebox engine` end to end for Exxtra (docs/protocol.md): the real binary, a session of
// requests on its standard input with forced rolls, each answer line checked.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine_session.hpp"

namespace exxtra_engine_test {
namespace {

using nlohmann::json;
using testing_support::act_request;
using testing_support::chance_request;
using testing_support::engine_answers;

const std::string kThree = R"({"cmd":"new","game":"exxtra","players":3,"seed":7})";
const std::string kLegal = R"({"cmd":"legal"})";

TEST(ExxtraEngine, NewGameOfThreeStartsWithEveryPawnOnStartAndTheFirstRollDue) {
    const auto answers = engine_answers({kThree});
    ASSERT_EQ(answers[0]["ok"], true) << answers[0].dump();
    const json& state = answers[0]["state"];
    EXPECT_EQ(state["game"], "exxtra");
    EXPECT_EQ(state["players"], 3);
    EXPECT_EQ(state["to_move"], "chance") << "the first roll of a turn is compulsory";
    EXPECT_EQ(state["current"], 0);
    EXPECT_EQ(state["scores"], json::array({0, 0, 0}));
    EXPECT_TRUE(state["roll"].is_null());
    for (const auto& [ring, pairs] : state["ladder"].items()) EXPECT_EQ(pairs, json::array());
    EXPECT_EQ(state["ladder"].size(), 6u) << "rings 0 to 5";
}

TEST(ExxtraEngine, ForcedRollWithFacesTheOtherWayRoundIsReadDieAFirst) {
    // Die B has no 7, so "X 7" can only be die A's 7 and die B's X.
    const auto answers = engine_answers({kThree, chance_request("X 7")});
    ASSERT_EQ(answers[1]["ok"], true) << answers[1].dump();
    EXPECT_EQ(answers[1]["outcome"], "7 X");
    const json& state = answers[1]["state"];
    EXPECT_EQ(state["roll"], json::array({7, "X"}));
    EXPECT_EQ(state["value"], 70) << "an X counts 0 on the first roll";
    EXPECT_EQ(state["rolls_this_turn"], 1);
    EXPECT_EQ(state["to_move"], json::array({0}));
}

TEST(ExxtraEngine, LegalChoicesAreRollAgainAndPlacingOnEveryRing) {
    const auto answers = engine_answers({kThree, chance_request("X 7"), kLegal});
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["seat"], 0);
    EXPECT_EQ(answers[2]["actions"], json::array({"roll", "place 0", "place 1", "place 2",
                                                  "place 3", "place 4", "place 5"}));
}

TEST(ExxtraEngine, PlacingPutsThePairOnItsRingAndPassesTheDice) {
    const auto answers = engine_answers({kThree, chance_request("7 X"), act_request("place 4")});
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["action"], "place 4");
    const json& state = answers[2]["state"];
    EXPECT_EQ(state["ladder"]["4"], json::array({{{"seat", 0}, {"value", 70}}}));
    EXPECT_EQ(state["seats"][0]["ring"], 4);
    EXPECT_EQ(state["current"], 1);
    EXPECT_EQ(state["to_move"], "chance");
}

TEST(ExxtraEngine, PlacingOnAnOccupiedRingIsRefusedWithTheReasonAndChangesNothing) {
    const auto answers = engine_answers({kThree, chance_request("7 X"), act_request("place 4"),
                                         chance_request("3 2"), act_request("place 4"), kLegal,
                                         R"({"cmd":"state"})"});
    ASSERT_EQ(answers[3]["ok"], true) << answers[3].dump();
    EXPECT_EQ(answers[4]["ok"], false) << answers[4].dump();
    const std::string error = answers[4]["error"];
    EXPECT_NE(error.find("ring 4 is taken by seat 0's 70"), std::string::npos) << error;
    EXPECT_NE(error.find("ring 0 any number"), std::string::npos) << error;
    EXPECT_EQ(answers[5]["actions"],
              json::array({"roll", "place 0", "place 1", "place 2", "place 3", "place 5"}));
    EXPECT_EQ(answers[6]["state"], answers[3]["state"]);
}

TEST(ExxtraEngine, KnocksOffNamesTheSeatsEachFreeRingWouldSendBack) {
    // Seat 0's 70 on ring 4; seat 1 rolls 71, which beats it from any lower ring.
    const auto answers = engine_answers({kThree, chance_request("7 X"), act_request("place 4"),
                                         chance_request("7 1"), act_request("place 2")});
    ASSERT_EQ(answers[3]["ok"], true) << answers[3].dump();
    const json& knocks = answers[3]["state"]["knocks_off"];
    for (const char* ring : {"0", "1", "2", "3"}) EXPECT_EQ(knocks[ring], json::array({0})) << ring;
    EXPECT_EQ(knocks["5"], json::array());
    EXPECT_FALSE(knocks.contains("4")) << "ring 4 is taken";
    ASSERT_EQ(answers[4]["ok"], true) << answers[4].dump();
    EXPECT_TRUE(answers[4]["state"]["seats"][0]["ring"].is_null());
    EXPECT_EQ(answers[4]["state"]["ladder"]["4"], json::array());
    EXPECT_EQ(answers[4]["state"]["scores"], json::array({0, 0, 0})) << "no move for them";
}

TEST(ExxtraEngine, PlaceOutsideTheLadderOrAWordThatIsNoDecisionIsRefused) {
    const auto answers = engine_answers(
        {kThree, chance_request("7 X"), act_request("place 7"), act_request("jump")});
    EXPECT_EQ(answers[2]["ok"], false);
    EXPECT_NE(answers[2]["error"].get<std::string>().find("there is no ring 7"), std::string::npos)
        << answers[2].dump();
    EXPECT_EQ(answers[3]["ok"], false);
    EXPECT_NE(answers[3]["error"].get<std::string>().find("write 'roll' or 'place N'"),
              std::string::npos)
        << answers[3].dump();
}

// The rulebook's worked examples 1 to 7 (docs/rules.md, Exxtra) with Alex, Béatrice, Carl and
// Diana as seats 0 to 3, written as a log.
json worked_examples_log() {
    return json::parse(R"([
        {"chance":"X X"}, {"seat":0,"action":"roll"}, {"chance":"4 2"},
        {"seat":0,"action":"roll"}, {"chance":"7 X"},
        {"chance":"4 1"}, {"seat":1,"action":"roll"}, {"chance":"3 3"},
        {"seat":1,"action":"roll"}, {"chance":"4 6"}, {"seat":1,"action":"place 5"},
        {"chance":"3 X"}, {"seat":2,"action":"roll"}, {"chance":"4 2"},
        {"seat":2,"action":"roll"}, {"chance":"4 6"}, {"seat":2,"action":"place 4"},
        {"chance":"7 X"}, {"seat":3,"action":"place 5"},
        {"chance":"2 1"}, {"seat":0,"action":"roll"}, {"chance":"1 6"},
        {"seat":0,"action":"place 3"},
        {"chance":"3 2"}, {"seat":1,"action":"roll"}, {"chance":"X X"},
        {"chance":"7 1"}, {"seat":2,"action":"place 2"}
    ])");
}

// The requests that play a log event by event in a new game of four.
std::vector<std::string> playing(const json& log) {
    std::vector<std::string> requests{R"({"cmd":"new","game":"exxtra","players":4,"seed":7})"};
    for (const auto& event : log) {
        requests.push_back(event.contains("chance") ? chance_request(event["chance"])
                                                    : act_request(event["action"]));
    }
    return requests;
}

TEST(ExxtraEngine, TheRulebooksExamplesPlayedRequestByRequestEndAsTheRulebookSays) {
    auto requests = playing(worked_examples_log());
    requests.push_back(R"({"cmd":"log"})");
    const auto answers = engine_answers(requests);
    for (std::size_t i = 0; i + 1 < answers.size(); ++i) {
        ASSERT_EQ(answers[i]["ok"], true) << requests[i] << " → " << answers[i].dump();
    }
    // Diana, about to accept her 70, is told that ring 3 would knock off Carl's 64.
    const json& diana = answers[18]["state"];
    ASSERT_EQ(diana["roll"], json::array({7, "X"}));
    EXPECT_EQ(diana["knocks_off"]["3"], json::array({2}));
    EXPECT_EQ(diana["knocks_off"]["5"], json::array());
    // Béatrice went back 2 for X-X; Carl collected 4 and knocked off Diana and Alex.
    const json& end = answers[answers.size() - 2]["state"];
    EXPECT_EQ(end["scores"], json::array({0, 1, 4, 0}));
    EXPECT_EQ(end["ladder"]["2"], json::array({{{"seat", 2}, {"value", 71}}}));
    EXPECT_EQ(end["ladder"]["3"], json::array());
    EXPECT_EQ(end["ladder"]["5"], json::array());
    EXPECT_EQ(answers.back()["log"], worked_examples_log());
}

TEST(ExxtraEngine, ALogReplaysToTheSameStateInANewEngine) {
    auto requests = playing(worked_examples_log());
    requests.push_back(R"({"cmd":"state"})");
    const auto played = engine_answers(requests);
    const json replay = {
        {"cmd", "replay"}, {"game", "exxtra"}, {"players", 4}, {"log", worked_examples_log()}};
    const auto replayed = engine_answers({replay.dump(), R"({"cmd":"log"})"});
    ASSERT_EQ(replayed[0]["ok"], true) << replayed[0].dump();
    EXPECT_EQ(replayed[0]["state"], played.back()["state"]);
    EXPECT_EQ(replayed[1]["log"], worked_examples_log());
}

TEST(ExxtraEngine, ALogWithAPlacementOnATakenRingIsRefusedNamingTheEvent) {
    json log = json::array({{{"chance", "7 X"}},
                            {{"seat", 0}, {"action", "place 4"}},
                            {{"chance", "3 2"}},
                            {{"seat", 1}, {"action", "place 4"}}});
    const json replay = {{"cmd", "replay"}, {"game", "exxtra"}, {"players", 3}, {"log", log}};
    const auto answers = engine_answers({replay.dump()});
    EXPECT_EQ(answers[0]["ok"], false);
    EXPECT_NE(answers[0]["error"].get<std::string>().find("event 4"), std::string::npos)
        << answers[0].dump();
}

}  // namespace
}  // namespace exxtra_engine_test
