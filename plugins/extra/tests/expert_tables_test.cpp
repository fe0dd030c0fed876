// Whether a value table of the expert fits the rules of a game, and that it is said where
// it matters: the bots' descriptions (`dicebox games --json`, the engine's `games`) and
// the coach's answer (Coach::caveat: a hint, a review). Through the real plugin and the
// real `dicebox`.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "engine_session.hpp"
#include "extra_table.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "rule_hooks.hpp"
#include "temp_dir.hpp"

namespace expert_tables_test {
namespace {

using extra_test::extra;
using nlohmann::json;
using ::testing::HasSubstr;
using testing_support::dicebox_binary;
using testing_support::run_process;
using testing_support::TempDir;

constexpr const char* kNoTable =
    "No table of the expert fits these rules: the coach values sheets as the planner does.";

// A house rule shipped in scripts/extra/, by its file name.
std::string shipped_rule(const std::string& name) {
    return (std::filesystem::path(DICEBOX_TEST_HOOK_SCRIPTS) / "../../../../scripts/extra" / name)
        .lexically_normal()
        .string();
}

// The coach's caveat on a new solo game under the house rule `name` ("" for the printed rules).
std::string caveat_under(const std::string& name) {
    if (name.empty()) {
        const auto session = extra_test::new_session(1);
        return extra().make_coach(session.state())->caveat(session.state());
    }
    const auto session =
        hooks_test::ruled_session("extra", dicebox::script::Script::load(shipped_rule(name)), 1);
    return extra().make_coach(session.state())->caveat(session.state());
}

TEST(ExpertTables, ThePrintedRulesAreJudgedByTheirTableWithoutACaveat) {
    EXPECT_EQ(caveat_under(""), "");
}

TEST(ExpertTables, SolitaireDiceIsJudgedByItsTableWithoutACaveat) {
    EXPECT_EQ(caveat_under("solitaire-dice.lua"), "");
}

// Gentle's zone costs -150: the rows score otherwise than either table was trained for.
TEST(ExpertTables, UnderAHouseRuleThatChangesTheScoringTheCoachSaysItJudgesAsThePlanner) {
    EXPECT_EQ(caveat_under("gentle.lua"), kNoTable);
}

TEST(ExpertTables, TheExpertsDescriptionNamesTheRulesOfItsTablesAndThePlannerElsewhere) {
    const std::string about = extra().bot_description("expert");
    EXPECT_THAT(about, HasSubstr("the printed rules and for Solitaire Dice"));
    EXPECT_THAT(about, HasSubstr("under other rules it values sheets as the planner does"));
    for (const auto& bot : extra().bots()) EXPECT_NE(extra().bot_description(bot), "") << bot;
    EXPECT_EQ(extra().bot_description("nobody"), "");
}

TEST(ExpertTables, GamesJsonDescribesEachBotBesideTheListOfTheirNames) {
    const auto listed = run_process(dicebox_binary(), {"games", "--json"});
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    const json listing = json::parse(listed.out);
    for (const auto& game : listing["games"]) {
        if (game["id"] != "extra") continue;
        EXPECT_EQ(game["bots"], json({"random", "greedy", "planner", "expert"}));
        EXPECT_EQ(game["bot_descriptions"]["expert"], extra().bot_description("expert"));
        EXPECT_EQ(game["bot_descriptions"].size(), 4u);
        return;
    }
    ADD_FAILURE() << "no extra in " << listed.out;
}

TEST(ExpertTables, GamesTextDescribesTheExpertUnderTheListOfBots) {
    const auto listed = run_process(dicebox_binary(), {"games"});
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_THAT(listed.out, HasSubstr("bots: random, greedy, planner, expert\n"
                                      "           random: Any legal choice, at random.\n"));
    EXPECT_THAT(listed.out, HasSubstr("           expert: Looks one roll ahead"));
}

TEST(ExpertTables, TheEnginesGamesDescribeTheBots) {
    const auto answers = testing_support::engine_answers({R"({"cmd":"games"})"});
    ASSERT_EQ(answers.size(), 1u);
    for (const auto& game : answers[0]["games"]) {
        if (game["id"] != "extra") continue;
        EXPECT_EQ(game["bot_descriptions"]["expert"], extra().bot_description("expert"));
        return;
    }
    ADD_FAILURE() << "no extra in " << answers[0];
}

TEST(ExpertTables, TheEnginesHintUnderGentleSaysNoTableFitsAndUnderThePrintedRulesNothing) {
    const auto answers = testing_support::engine_answers(
        {R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":")" +
             shipped_rule("gentle.lua") + R"("})",
         testing_support::chance_request("1 2 3 4 5"), R"({"cmd":"hint","seat":0})",
         R"({"cmd":"new","game":"extra","players":1,"seed":7})",
         testing_support::chance_request("1 2 3 4 5"), R"({"cmd":"hint","seat":0})"});
    ASSERT_EQ(answers.size(), 6u);
    EXPECT_EQ(answers[2]["caveat"], kNoTable) << answers[2];
    EXPECT_EQ(answers[5]["caveat"], "") << answers[5];
}

TEST(ExpertTables, AHintAtThePromptUnderGentleSaysNoTableFits) {
    TempDir dir;
    std::string input = "hint\n";
    for (int i = 0; i < 200; ++i) input += "1\n";
    const auto played =
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann", "--seed", "7", "--rules",
                     shipped_rule("gentle.lua"), "--db", (dir / "h.sqlite").string()},
                    input);
    ASSERT_EQ(played.exit_code, 0) << played.err;
    EXPECT_THAT(played.out, HasSubstr("The coach's best choices, best first"));
    EXPECT_THAT(played.out, HasSubstr("No table of the expert fits these rules"));
}

TEST(ExpertTables, AReviewOfAGameUnderGentleSaysNoTableFits) {
    TempDir dir;
    const auto db = (dir / "h.sqlite").string();
    const auto made = run_process(
        dicebox_binary(), {"simulate", "extra", "--games", "1", "--bots", "expert", "--seed", "3",
                           "--rules", shipped_rule("gentle.lua"), "--record", "--db", db});
    ASSERT_EQ(made.exit_code, 0) << made.err;
    const auto reviewed = run_process(dicebox_binary(), {"review", "1", "--json", "--db", db});
    ASSERT_EQ(reviewed.exit_code, 0) << reviewed.err;
    EXPECT_EQ(json::parse(reviewed.out)["caveat"], kNoTable);
    const auto text = run_process(dicebox_binary(), {"review", "1", "--db", db});
    EXPECT_THAT(text.out, HasSubstr("No table of the expert fits these rules"));
}

}  // namespace
}  // namespace expert_tables_test
