// `dicebox engine` end to end (docs/protocol.md): the real binary, a session of requests on
// its standard input, each answer line checked.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "plugins.hpp"
#include "process.hpp"

namespace engine_test {
namespace {

using nlohmann::json;
using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::run_process;

struct EngineRun {
    testing_support::ProcessResult process;
    std::vector<json> answers;
};

// Runs one engine session: each request is one line of input. Every answer line must
// be a JSON object with "ok"; anything else on standard output fails the test.
EngineRun run_engine(const std::vector<std::string>& requests) {
    std::string input;
    for (const auto& request : requests) {
        EXPECT_EQ(request.find('\n'), std::string::npos) << "one request per line: " << request;
        input += request + "\n";
    }
    EngineRun run{run_process(dicebox_binary(), {"engine"}, input), {}};
    for (const auto& line : lines_of(run.process.out)) {
        const json answer = json::parse(line, nullptr, false);
        EXPECT_TRUE(answer.is_object() && answer.contains("ok") && answer["ok"].is_boolean())
            << "not an answer: " << line;
        run.answers.push_back(answer);
    }
    EXPECT_EQ(run.process.exit_code, 0) << run.process.err;
    EXPECT_EQ(run.answers.size(), requests.size()) << run.process.out;
    return run;
}

std::vector<json> answers_to(const std::vector<std::string>& requests) {
    return run_engine(requests).answers;
}

bool contains(const json& list, const std::string& item) {
    for (const auto& entry : list) {
        if (entry == item) return true;
    }
    return false;
}

void expect_refused(const json& answer, const std::string& words) {
    EXPECT_EQ(answer["ok"], false) << answer.dump();
    ASSERT_TRUE(answer.contains("error") && answer["error"].is_string()) << answer.dump();
    EXPECT_NE(answer["error"].get<std::string>().find(words), std::string::npos)
        << "expected the error to mention '" << words << "': " << answer.dump();
}

const std::string kSolo = R"({"cmd":"new","game":"extra","players":1,"seed":7})";
const std::string kMariesRoll = R"({"cmd":"chance","outcome":"1 2 2 3 5"})";
const std::string kMariesChoice = R"({"cmd":"act","action":"2+2 1+5 x3@1"})";

TEST(EngineGames, ListsExtraWithItsPlayerRange) {
    const auto answers = answers_to({R"({"cmd":"games"})"});
    ASSERT_EQ(answers[0]["ok"], true);
    bool found = false;
    for (const auto& game : answers[0]["games"]) {
        if (game["id"] != "extra") continue;
        found = true;
        EXPECT_EQ(game["name"], "EXTRA!");
        EXPECT_TRUE(game["version"].is_string());
        EXPECT_EQ(game["min_players"], 1);
        EXPECT_EQ(game["max_players"], 6);
    }
    EXPECT_TRUE(found) << answers[0].dump();
}

TEST(EngineNew, StartsWithChanceDueAndNamedSeats) {
    const auto answers = answers_to({
        R"({"cmd":"new","game":"extra","players":2,"seed":7,"seats":[{"name":"Ann","handicap":true},{"name":"B","bot":"greedy"}]})",
        R"({"cmd":"state"})",
    });
    ASSERT_EQ(answers[0]["ok"], true) << answers[0].dump();
    const json& state = answers[0]["state"];
    EXPECT_EQ(state["game"], "extra");
    EXPECT_EQ(state["players"], 2);
    EXPECT_EQ(state["to_move"], "chance");
    EXPECT_EQ(state["terminal"], false);
    EXPECT_TRUE(state["roll"].is_null());
    EXPECT_EQ(state["scores"], json::array({0, 0}));
    EXPECT_EQ(state["seats"][0]["name"], "Ann");
    EXPECT_EQ(state["seats"][0]["handicap"], true);
    EXPECT_EQ(state["seats"][1]["name"], "B");
    EXPECT_EQ(state["seats"][1]["handicap"], false);
    ASSERT_EQ(answers[1]["ok"], true);
    EXPECT_EQ(answers[1]["state"], state);
}

TEST(EngineLegal, ForcedRollOfMariesFirstTurnOffersHerChoice) {
    const auto answers = answers_to({kSolo, kMariesRoll, R"({"cmd":"legal"})"});
    ASSERT_EQ(answers[1]["ok"], true) << answers[1].dump();
    EXPECT_EQ(answers[1]["outcome"], "1 2 2 3 5");
    EXPECT_EQ(answers[1]["state"]["roll"], json::array({1, 2, 2, 3, 5}));
    EXPECT_EQ(answers[1]["state"]["to_move"], json::array({0}));
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["seat"], 0);
    EXPECT_TRUE(contains(answers[2]["actions"], "2+2 1+5 x3@1")) << answers[2].dump();
}

TEST(EngineAct, MariesChoiceCrossesRowsFourAndSixAndWritesThreeInColumnOne) {
    const auto answers = answers_to({kSolo, kMariesRoll, kMariesChoice});
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    const json& seat = answers[2]["state"]["seats"][0];
    for (const auto& [row, crosses] : seat["rows"].items()) {
        EXPECT_EQ(crosses, row == "4" || row == "6" ? 1 : 0) << "row " << row;
    }
    EXPECT_EQ(seat["extra"][0]["number"], 3);
    EXPECT_EQ(seat["extra"][0]["crosses"], 1);
    EXPECT_TRUE(seat["extra"][1]["number"].is_null());
    EXPECT_TRUE(seat["extra"][2]["number"].is_null());
    EXPECT_EQ(answers[2]["state"]["to_move"], "chance");
}

TEST(EngineAct, PairsInEitherOrderAreNormalised) {
    const auto answers =
        answers_to({kSolo, kMariesRoll, R"({"cmd":"act","action":"5+1 2+2 x3@1"})"});
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["action"], "2+2 1+5 x3@1");
}

TEST(EngineAct, WithoutASeatDecidesForTheFirstSeatToMove) {
    const auto answers = answers_to({
        R"({"cmd":"new","game":"extra","players":2,"seed":7})",
        kMariesRoll,
        kMariesChoice,
    });
    ASSERT_EQ(answers[2]["ok"], true) << answers[2].dump();
    EXPECT_EQ(answers[2]["state"]["to_move"], json::array({1}));
}

TEST(EngineAct, IllegalActionIsRefusedWithTheReasonAndChangesNothing) {
    const auto answers = answers_to({
        kSolo,
        kMariesRoll,
        R"({"cmd":"state"})",
        R"({"cmd":"act","action":"2+2 1+5 x4@1"})",
        R"({"cmd":"act","action":"two pairs please"})",
        R"({"cmd":"act","action":"2+2 1+5 x3@1","seat":3})",
        R"({"cmd":"state"})",
        R"({"cmd":"log"})",
    });
    ASSERT_EQ(answers[2]["ok"], true);
    for (int i : {3, 4, 5}) {
        EXPECT_EQ(answers[i]["ok"], false) << answers[i].dump();
        EXPECT_GT(answers[i]["error"].get<std::string>().size(), 20U) << answers[i].dump();
    }
    expect_refused(answers[5], "no seat 3");
    EXPECT_EQ(answers[6]["state"], answers[2]["state"]);
    EXPECT_EQ(answers[7]["log"], json::array({{{"chance", "1 2 2 3 5"}}}));
}

// Three players on Marie's roll: seat 1 chooses, then seat 2; seat 0 still chooses.
std::vector<json> two_secret_choices(const std::vector<std::string>& then) {
    std::vector<std::string> requests{
        R"({"cmd":"new","game":"extra","players":3,"seed":7})",
        kMariesRoll,
        R"({"cmd":"act","action":"5+1 2+2 x3@1","seat":1})",
        R"({"cmd":"act","action":"1+2 2+3 x5@1","seat":2})",
    };
    requests.insert(requests.end(), then.begin(), then.end());
    const auto answers = answers_to(requests);
    for (int i : {2, 3}) EXPECT_EQ(answers[i]["ok"], true) << answers[i].dump();
    return answers;
}

TEST(EngineView, StateWithoutASeatIsTheOnlookersViewWithNoPendingChoice) {
    const auto answers = two_secret_choices({R"({"cmd":"state"})"});
    const json& state = answers[4]["state"];
    EXPECT_EQ(state["to_move"], json::array({0}));
    EXPECT_TRUE(state["seats"][0]["chosen"].is_null());
    EXPECT_EQ(state["seats"][1]["chosen"], "hidden");
    EXPECT_EQ(state["seats"][2]["chosen"], "hidden");
}

TEST(EngineView, StateWithASeatShowsItsOwnChoiceOnly) {
    const auto answers = two_secret_choices({R"({"cmd":"state","seat":1})"});
    const json& state = answers[4]["state"];
    EXPECT_EQ(state["seats"][1]["chosen"], "2+2 1+5 x3@1");
    EXPECT_EQ(state["seats"][2]["chosen"], "hidden");
}

TEST(EngineView, AnActIsAnsweredWithTheActingSeatsView) {
    const auto answers = two_secret_choices({});
    EXPECT_EQ(answers[3]["state"]["seats"][1]["chosen"], "hidden");
    EXPECT_EQ(answers[3]["state"]["seats"][2]["chosen"], "1+2 2+3 x5@1");
}

TEST(EngineView, TheLastChoiceRevealsEveryChoiceToAll) {
    const auto answers = two_secret_choices(
        {R"({"cmd":"act","action":"1+3 2+5 x2@2","seat":0})", R"({"cmd":"state"})"});
    ASSERT_EQ(answers[4]["ok"], true) << answers[4].dump();
    const json& state = answers[5]["state"];
    EXPECT_EQ(state["to_move"], "chance");
    EXPECT_EQ(state["seats"][1]["extra"][0]["number"], 3);
    EXPECT_EQ(state["seats"][2]["extra"][0]["number"], 5);
    EXPECT_EQ(state["seats"][0]["extra"][1]["number"], 2);
}

TEST(EngineLog, ASeatsLogHoldsItsOwnChoiceAndOnlyThatTheOthersChose) {
    const auto answers = two_secret_choices({R"({"cmd":"log","seat":1})"});
    EXPECT_EQ(answers[4]["log"], json::parse(R"([{"chance":"1 2 2 3 5"},
                              {"seat":1,"action":"2+2 1+5 x3@1","held":true},{"seat":2}])"));
}

TEST(EngineLog, TheOnlookersLogHoldsNoChoiceNotRevealedAndWithoutEitherTheLogIsWhole) {
    const auto answers = two_secret_choices({R"({"cmd":"log","onlooker":true})", R"({"cmd":"log"})",
                                             R"({"cmd":"log","onlooker":false})"});
    EXPECT_EQ(answers[4]["log"], json::parse(R"([{"chance":"1 2 2 3 5"},{"seat":1},{"seat":2}])"));
    const json whole = json::parse(R"([{"chance":"1 2 2 3 5"},{"seat":1,"action":"2+2 1+5 x3@1"},
                                       {"seat":2,"action":"1+2 2+3 x5@1"}])");
    EXPECT_EQ(answers[5]["log"], whole);
    EXPECT_EQ(answers[6]["log"], whole);
}

TEST(EngineLog, OnceTheLastChoiceRevealsTheRoundEverySeatsLogIsTheWholeLog) {
    const auto answers =
        two_secret_choices({R"({"cmd":"act","action":"1+3 2+5 x2@2","seat":0})", R"({"cmd":"log"})",
                            R"({"cmd":"log","seat":0})", R"({"cmd":"log","seat":2})",
                            R"({"cmd":"log","onlooker":true})"});
    for (int i : {6, 7, 8}) EXPECT_EQ(answers[i]["log"], answers[5]["log"]) << i;
}

TEST(EngineLog, ASeatThatIsNotThereOrBothASeatAndTheOnlookerAreRefused) {
    const auto answers = two_secret_choices({R"({"cmd":"log","seat":3})",
                                             R"({"cmd":"log","seat":0,"onlooker":true})",
                                             R"({"cmd":"log","onlooker":"yes"})"});
    expect_refused(answers[4], "there is no seat 3");
    expect_refused(answers[5], "give one, or neither for the whole log");
    expect_refused(answers[6], "'onlooker' must be true or false");
}

TEST(EngineView, StateForASeatThatIsNotThereIsRefused) {
    const auto answers = two_secret_choices({R"({"cmd":"state","seat":3})"});
    expect_refused(answers[4], "there is no seat 3");
}

TEST(EngineInput, BadRequestsAreAnsweredWithErrorsAndTheEngineGoesOn) {
    const auto answers = answers_to({
        R"({"cmd":"new","game":)",
        R"([1, 2, 3])",
        R"({"command":"state"})",
        R"({"cmd":"fly"})",
        kSolo,
        R"({"cmd":"act"})",
        R"({"cmd":"new","game":"extra","players":"two","seed":7})",
        R"({"cmd":"chance","outcome":"1 2 3 4"})",
        R"({"cmd":"chance","outcome":"1 2 3 4 7"})",
        R"({"cmd":"legal","seet":0})",
        R"({"cmd":"state"})",
    });
    expect_refused(answers[0], "not valid JSON");
    expect_refused(answers[1], "JSON object");
    expect_refused(answers[2], "cmd");
    expect_refused(answers[3], "unknown command 'fly'");
    EXPECT_EQ(answers[4]["ok"], true);
    expect_refused(answers[5], "'action'");
    expect_refused(answers[6], "'players' must be an integer");
    expect_refused(answers[7], "5 dice");
    expect_refused(answers[8], "'7'");
    expect_refused(answers[9], "seet");
    ASSERT_EQ(answers[10]["ok"], true);
    EXPECT_EQ(answers[10]["state"], answers[4]["state"]);
}

TEST(EngineInput, EveryLineGetsExactlyOneAnswerBlankLinesIncluded) {
    const auto answers = answers_to({"", R"({"cmd":"games"})", "   ", kSolo, ""});
    expect_refused(answers[0], "empty line");
    EXPECT_EQ(answers[1]["ok"], true);
    expect_refused(answers[2], "empty line");
    EXPECT_EQ(answers[3]["ok"], true);
    expect_refused(answers[4], "empty line");
}

TEST(EngineInput, RequestsBeforeNewAreRefused) {
    const auto answers = answers_to({
        R"({"cmd":"state"})",
        R"({"cmd":"legal"})",
        R"({"cmd":"act","action":"2+2 1+5 x3@1"})",
        R"({"cmd":"chance"})",
        R"({"cmd":"bot","seat":0})",
        R"({"cmd":"log"})",
    });
    for (const auto& answer : answers) expect_refused(answer, "no game yet");
}

TEST(EngineInput, EndOfInputEndsTheEngineWithStatusZero) {
    const auto empty = run_process(dicebox_binary(), {"engine"}, "");
    EXPECT_EQ(empty.exit_code, 0);
    EXPECT_EQ(empty.out, "");
    const auto midgame = run_engine({kSolo, kMariesRoll});
    EXPECT_EQ(midgame.process.exit_code, 0);
}

TEST(EngineNew, BadParametersAndSeatsAreRefusedNamingWhatIsWrong) {
    const auto answers = answers_to({
        R"({"cmd":"new","game":"extra","players":1,"seed":7,"params":{"nonsense":1}})",
        R"({"cmd":"new","game":"extra","players":9,"seed":7})",
        R"({"cmd":"new","game":"chess","players":2,"seed":7})",
        R"({"cmd":"new","game":"extra","players":2,"seed":7,"seats":[{},{"bot":"oracle"}]})",
        R"({"cmd":"new","game":"extra","players":2,"seed":7,"seats":[{"handicap":"yes"},{}]})",
        R"({"cmd":"new","game":"extra","players":2,"seed":-1})",
        R"({"cmd":"new","game":"extra","players":2})",
    });
    expect_refused(answers[0], "nonsense");
    expect_refused(answers[1], "9");
    expect_refused(answers[2], "no game 'chess'");
    expect_refused(answers[3], "oracle");
    expect_refused(answers[4], "handicap");
    expect_refused(answers[5], "'seed'");
    expect_refused(answers[6], "'seed'");
}

TEST(EngineNew, HouseRuleThatIsNotThereIsRefusedAndNoGameStarts) {
    const auto answers = answers_to({
        R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":"scripts/extra/sackson.lua"})",
        R"({"cmd":"state"})",
    });
    expect_refused(answers[0], "there is no file scripts/extra/sackson.lua");
    expect_refused(answers[1], "no game yet");
}

TEST(EngineChance, SampledRollIsTheSameForTheSameSeed) {
    const std::vector<std::string> session{kSolo, R"({"cmd":"chance"})"};
    const auto first = answers_to(session);
    const auto second = answers_to(session);
    ASSERT_EQ(first[1]["ok"], true) << first[1].dump();
    EXPECT_EQ(first[1]["state"]["roll"].size(), 5U);
    EXPECT_EQ(first[1]["outcome"], second[1]["outcome"]);
    EXPECT_EQ(first[1]["state"], second[1]["state"]);
}

TEST(EngineChance, IsRefusedWhileSeatsMustDecide) {
    const auto answers =
        answers_to({kSolo, kMariesRoll, R"({"cmd":"chance"})", kMariesRoll, R"({"cmd":"log"})"});
    expect_refused(answers[2], "no chance event is due");
    expect_refused(answers[3], "already rolled");
    EXPECT_EQ(answers[4]["log"].size(), 1U);
}

TEST(EngineBot, ChoosesALegalActionForASeatToMove) {
    const auto answers = answers_to({
        R"({"cmd":"new","game":"extra","players":2,"seed":7,"seats":[{"bot":"greedy"},{}]})",
        kMariesRoll,
        R"({"cmd":"legal","seat":0})",
        R"({"cmd":"bot","seat":0})",
        R"({"cmd":"bot","seat":0})",
        R"({"cmd":"bot","seat":1,"bot":"random"})",
        R"({"cmd":"bot","seat":1,"bot":"oracle"})",
        R"({"cmd":"log"})",
    });
    ASSERT_EQ(answers[3]["ok"], true) << answers[3].dump();
    EXPECT_TRUE(contains(answers[2]["actions"], answers[3]["action"].get<std::string>()));
    EXPECT_EQ(answers[3]["state"]["to_move"], json::array({1}));
    expect_refused(answers[4], "seat 0 is not to move");
    ASSERT_EQ(answers[5]["ok"], true) << answers[5].dump();
    EXPECT_EQ(answers[5]["state"]["to_move"], "chance");
    expect_refused(answers[6], "oracle");
    const json& log = answers[7]["log"];
    ASSERT_EQ(log.size(), 3U);
    EXPECT_EQ(log[1], (json{{"seat", 0}, {"action", answers[3]["action"]}}));
    EXPECT_EQ(log[2], (json{{"seat", 1}, {"action", answers[5]["action"]}}));
}

// Enough rounds to end a one-player EXTRA! game whatever the rolls: a column of 10
// boxes fills long before 300 rounds. Once over, every further request is refused.
std::vector<std::string> solo_game_to_the_end() {
    std::vector<std::string> requests{kSolo};
    for (int round = 0; round < 300; ++round) {
        requests.push_back(R"({"cmd":"chance"})");
        requests.push_back(R"({"cmd":"bot","seat":0})");
    }
    return requests;
}

TEST(EngineBot, PlaysAGameToItsEndAfterWhichDecisionsAndChanceAreRefused) {
    auto requests = solo_game_to_the_end();
    requests.push_back(R"({"cmd":"state"})");
    requests.push_back(kMariesChoice);
    requests.push_back(R"({"cmd":"legal"})");
    requests.push_back(R"({"cmd":"legal","seat":0})");
    requests.push_back(R"({"cmd":"chance"})");
    requests.push_back(R"({"cmd":"bot","seat":0})");
    const auto answers = answers_to(requests);
    const std::size_t end = answers.size() - 6;
    ASSERT_EQ(answers[end]["ok"], true);
    EXPECT_EQ(answers[end]["state"]["terminal"], true);
    EXPECT_EQ(answers[end]["state"]["to_move"], json::array());
    for (std::size_t i = end + 1; i < answers.size(); ++i) {
        expect_refused(answers[i], "the game is over");
    }
}

TEST(EngineReplay, TheLogReplaysToTheSameStateInANewEngine) {
    auto requests = solo_game_to_the_end();
    requests.resize(21);  // ten rounds
    requests.push_back(R"({"cmd":"state"})");
    requests.push_back(R"({"cmd":"log"})");
    const auto played = answers_to(requests);
    const json& state = played[21]["state"];
    const json& log = played[22]["log"];
    ASSERT_EQ(log.size(), 20U);

    const json replay = {{"cmd", "replay"}, {"game", "extra"}, {"players", 1}, {"log", log}};
    const auto replayed = answers_to({replay.dump(), R"({"cmd":"log"})"});
    ASSERT_EQ(replayed[0]["ok"], true) << replayed[0].dump();
    EXPECT_EQ(replayed[0]["state"], state);
    EXPECT_EQ(replayed[1]["log"], log);
}

TEST(EngineReplay, ALogThatDoesNotApplyIsRefusedNamingTheEventAndChangesNothing) {
    const json bad_log =
        json::array({{{"chance", "1 2 2 3 5"}}, {{"seat", 0}, {"action", "2+2 1+5 x4@1"}}});
    const json replay = {{"cmd", "replay"}, {"game", "extra"}, {"players", 1}, {"log", bad_log}};
    const auto answers = answers_to({kSolo, kMariesRoll, replay.dump(), R"({"cmd":"log"})"});
    expect_refused(answers[2], "event 2");
    EXPECT_EQ(answers[3]["log"], json::array({{{"chance", "1 2 2 3 5"}}}));
}

TEST(EngineCommand, HelpDescribesTheProtocol) {
    const auto help = run_process(dicebox_binary(), {"engine", "--help"});
    EXPECT_EQ(help.exit_code, 0);
    EXPECT_NE(help.out.find("JSON"), std::string::npos) << help.out;
}

}  // namespace
}  // namespace engine_test
