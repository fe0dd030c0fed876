// `dicebox engine` end to end for Strike (docs/protocol.md): the real binary, a session of
// requests on its standard input with forced dice, each answer line checked.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine_session.hpp"

namespace strike_engine_test {
namespace {

using nlohmann::json;
using testing_support::act_request;
using testing_support::chance_request;
using testing_support::engine_answers;

const std::string kThree = R"({"cmd":"new","game":"strike","players":3,"seed":7})";
const std::string kLegal = R"({"cmd":"legal"})";
const std::string kState = R"({"cmd":"state"})";

TEST(StrikeEngine, NewGameOfThreeGivesEightDiceEachAndWaitsForTheStartingDie) {
    const auto answers = engine_answers({kThree});
    ASSERT_EQ(answers[0]["ok"], true) << answers[0].dump();
    const json& state = answers[0]["state"];
    EXPECT_EQ(state["game"], "strike");
    EXPECT_EQ(state["players"], 3);
    EXPECT_EQ(state["phase"], "starting die");
    EXPECT_EQ(state["to_move"], "chance");
    EXPECT_EQ(state["arena"], json::array());
    EXPECT_EQ(state["unused"], 31 - 3 * 8);
    EXPECT_EQ(state["removed"], 0);
    for (const auto& seat : state["seats"]) EXPECT_EQ(seat["reserve"], 8);
    EXPECT_EQ(state["games"], 1) << "a single game unless the match is asked for";
}

TEST(StrikeEngine, ForcedStartingDieLiesInTheArenaAndTheFirstThrowIsCompulsory) {
    const auto answers = engine_answers({kThree, chance_request("arena 4"), kLegal});
    ASSERT_EQ(answers[1]["ok"], true) << answers[1].dump();
    EXPECT_EQ(answers[1]["outcome"], "arena 4");
    const json& state = answers[1]["state"];
    EXPECT_EQ(state["arena"], json::array({4}));
    EXPECT_EQ(state["unused"], 6) << "the starting die comes from the unused dice";
    EXPECT_EQ(state["phase"], "must throw");
    EXPECT_EQ(state["to_move"], json::array({0}));
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["seat"], 0);
    EXPECT_EQ(answers[2]["actions"], json::array({"throw soft", "throw normal", "throw hard"}))
        << "no stop before the compulsory throw";
}

TEST(StrikeEngine, ThrowHardPutsOneDieInTheAirAndChanceBringsItToRest) {
    const auto answers =
        engine_answers({kThree, chance_request("arena 4"), act_request("throw hard")});
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["action"], "throw hard");
    const json& state = answers[2]["state"];
    EXPECT_EQ(state["phase"], "rolling");
    EXPECT_EQ(state["to_move"], "chance");
    EXPECT_EQ(state["throw"], (json{{"style", "hard"}, {"dice", 1}}));
    EXPECT_EQ(state["seats"][0]["reserve"], 8) << "the die leaves the reserve when it rests";
}

TEST(StrikeEngine, ForcedOutcomeWithTheWrongNumberOfDiceIsRefusedNamingTheCounts) {
    const auto answers =
        engine_answers({kThree, chance_request("arena 4"), act_request("throw hard"),
                        chance_request("arena 3 4 5 | x 0 | out 0"), kState});
    EXPECT_EQ(answers[3]["ok"], false);
    const std::string error = answers[3]["error"];
    EXPECT_NE(error.find("accounts for 3 dice, but 2 are in play: 1 in the arena and 1 thrown"),
              std::string::npos)
        << error;
    EXPECT_EQ(answers[4]["state"], answers[2]["state"]) << "nothing changed";
}

TEST(StrikeEngine, ForcedOutcomeWithNoNumbersAlikeLetsThePlayerThrowAgainOrStop) {
    const auto answers =
        engine_answers({kThree, chance_request("arena 4"), act_request("throw soft"),
                        chance_request("arena 4 6 | x 0 | out 0"), kLegal});
    ASSERT_EQ(answers[3]["ok"], true) << answers[3].dump();
    const json& state = answers[3]["state"];
    EXPECT_EQ(state["arena"], json::array({4, 6}));
    EXPECT_EQ(state["seats"][0]["reserve"], 7);
    EXPECT_EQ(state["phase"], "may throw");
    EXPECT_EQ(answers[4]["actions"],
              json::array({"throw soft", "throw normal", "throw hard", "stop"}));
}

TEST(StrikeEngine, ForcedMatchTakesTheDiceAndTheNextPlayerMustMakeTheBigThrow) {
    const auto answers =
        engine_answers({kThree, chance_request("arena 4"), act_request("throw normal"),
                        chance_request("arena 4 4 | x 0 | out 0"), kLegal, act_request("stop"),
                        act_request("throw soft")});
    ASSERT_EQ(answers[3]["ok"], true) << answers[3].dump();
    const json& state = answers[3]["state"];
    EXPECT_EQ(state["arena"], json::array());
    EXPECT_EQ(state["seats"][0]["reserve"], 9) << "8 - 1 thrown + 2 taken";
    EXPECT_EQ(state["current"], 1);
    EXPECT_EQ(state["big_throw"], true);
    EXPECT_EQ(answers[4]["seat"], 1);
    EXPECT_EQ(answers[4]["actions"], json::array({"throw soft", "throw normal", "throw hard"}));
    EXPECT_EQ(answers[5]["ok"], false);
    EXPECT_NE(answers[5]["error"].get<std::string>().find("you must make the big throw"),
              std::string::npos)
        << answers[5].dump();
    ASSERT_EQ(answers[6]["ok"], true) << answers[6].dump();
    EXPECT_EQ(answers[6]["state"]["throw"], (json{{"style", "soft"}, {"dice", 8}}))
        << "every die of the reserve at once";
}

TEST(StrikeEngine, XDiceAndLostDiceAreRemovedWithoutEndingTheTurn) {
    const auto answers =
        engine_answers({kThree, chance_request("arena 4"), act_request("throw hard"),
                        chance_request("arena | x 1 | out 1")});
    ASSERT_EQ(answers[3]["ok"], true) << answers[3].dump();
    const json& state = answers[3]["state"];
    EXPECT_EQ(state["arena"], json::array());
    EXPECT_EQ(state["removed"], 2);
    EXPECT_EQ(state["current"], 0);
    EXPECT_EQ(state["phase"], "may throw");
}

TEST(StrikeEngine, ThrowStyleThatDoesNotExistIsRefusedWithTheStyles) {
    const auto answers = engine_answers(
        {kThree, chance_request("arena 4"), act_request("throw wild"), act_request("jump")});
    EXPECT_EQ(answers[2]["ok"], false);
    EXPECT_NE(answers[2]["error"].get<std::string>().find("throw soft, normal or hard"),
              std::string::npos)
        << answers[2].dump();
    EXPECT_EQ(answers[3]["ok"], false);
    EXPECT_NE(answers[3]["error"].get<std::string>().find("'jump' is not a decision"),
              std::string::npos)
        << answers[3].dump();
}

TEST(StrikeEngine, MatchParameterPlaysAGamePerPlayer) {
    const auto answers = engine_answers(
        {R"({"cmd":"new","game":"strike","players":3,"seed":7,"params":{"match":true}})"});
    ASSERT_EQ(answers[0]["ok"], true) << answers[0].dump();
    EXPECT_EQ(answers[0]["state"]["games"], 3);
    EXPECT_EQ(answers[0]["state"]["game_number"], 1);
}

// The rulebook's worked example (docs/rules.md, Strike) after an opening: seat 0 leaves 2 3 5 in
// the arena, seat 1 throws into it (2 3 4 6), throws again (3 3 5 5 6) and takes four.
json worked_example_log() {
    return json::parse(R"([
        {"chance":"arena 2"},
        {"seat":0,"action":"throw soft"}, {"chance":"arena 2 3 | x 0 | out 0"},
        {"seat":0,"action":"throw soft"}, {"chance":"arena 2 3 5 | x 0 | out 0"},
        {"seat":0,"action":"stop"},
        {"seat":1,"action":"throw normal"}, {"chance":"arena 2 3 4 6 | x 0 | out 0"},
        {"seat":1,"action":"throw hard"}, {"chance":"arena 3 3 5 5 6 | x 0 | out 0"}
    ])");
}

std::vector<std::string> playing(const json& log) {
    std::vector<std::string> requests{kThree};
    for (const auto& event : log) {
        requests.push_back(event.contains("chance") ? chance_request(event["chance"])
                                                    : act_request(event["action"]));
    }
    return requests;
}

TEST(StrikeEngine, TheRulebooksExamplePlayedRequestByRequestLeavesASingleSix) {
    auto requests = playing(worked_example_log());
    requests.push_back(R"({"cmd":"log"})");
    const auto answers = engine_answers(requests);
    for (std::size_t i = 0; i + 1 < answers.size(); ++i) {
        ASSERT_EQ(answers[i]["ok"], true) << requests[i] << " → " << answers[i].dump();
    }
    const json& end = answers[answers.size() - 2]["state"];
    EXPECT_EQ(end["arena"], json::array({6}));
    EXPECT_EQ(end["seats"][1]["reserve"], 8 - 2 + 4);
    EXPECT_EQ(end["current"], 2) << "taking ends the turn";
    EXPECT_EQ(answers.back()["log"], worked_example_log());
}

TEST(StrikeEngine, ALogReplaysToTheSameStateInANewEngine) {
    auto requests = playing(worked_example_log());
    requests.push_back(kState);
    const auto played = engine_answers(requests);
    const json replay = {
        {"cmd", "replay"}, {"game", "strike"}, {"players", 3}, {"log", worked_example_log()}};
    const auto replayed = engine_answers({replay.dump(), R"({"cmd":"log"})"});
    ASSERT_EQ(replayed[0]["ok"], true) << replayed[0].dump();
    EXPECT_EQ(replayed[0]["state"], played.back()["state"]);
    EXPECT_EQ(replayed[1]["log"], worked_example_log());
}

TEST(StrikeEngine, ALogWithAStopAtTheCompulsoryThrowIsRefusedNamingTheEvent) {
    const json log = json::array({{{"chance", "arena 4"}}, {{"seat", 0}, {"action", "stop"}}});
    const json replay = {{"cmd", "replay"}, {"game", "strike"}, {"players", 3}, {"log", log}};
    const auto answers = engine_answers({replay.dump()});
    EXPECT_EQ(answers[0]["ok"], false);
    const std::string error = answers[0]["error"];
    EXPECT_NE(error.find("event 2"), std::string::npos) << error;
    EXPECT_NE(error.find("compulsory"), std::string::npos) << error;
}

}  // namespace
}  // namespace strike_engine_test
