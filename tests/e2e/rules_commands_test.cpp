// End-to-end tests of `dicebox rules list` and `dicebox rules check`: the shipped scripts
// and a user's own in $XDG_DATA_HOME/dicebox/scripts, good scripts and bad ones.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace rules_commands_test {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using ::testing::HasSubstr;
using testing_support::dicebox_binary;
using testing_support::ProcessResult;
using testing_support::run_process;
using testing_support::TempDir;

const fs::path kTestScripts = RULES_TEST_SCRIPTS;

// `text` as it reads, its lines wrapped to a terminal's width joined again: each line
// break and the indent after it one space. Where the lines are cut depends on the length
// of the scripts' paths, that is on the folder the tests run in.
std::string as_read(const std::string& text) {
    return std::regex_replace(text, std::regex("\n *"), " ");
}

// A data folder of the test's own with a user's script and a broken one in its scripts.
class UserScripts : public ::testing::Test {
  protected:
    UserScripts() {
        const auto scripts = data_ / "dicebox" / "scripts";
        fs::create_directories(scripts / "mine");
        fs::copy_file(kTestScripts / "my-gentle.lua", scripts / "my-gentle.lua");
        fs::copy_file(kTestScripts / "not-lua.lua", scripts / "mine" / "not-lua.lua");
    }

    ProcessResult dicebox(const std::vector<std::string>& args) {
        return run_process(dicebox_binary(), args, {}, {"XDG_DATA_HOME=" + data_.path().string()});
    }

    json listed(const std::vector<std::string>& extra = {}) {
        std::vector<std::string> args = {"rules", "list", "--json"};
        args.insert(args.end(), extra.begin(), extra.end());
        const auto r = dicebox(args);
        EXPECT_EQ(r.exit_code, 0) << r.err;
        return json::parse(r.out);
    }

    TempDir data_;
};

const json* find(const json& list, const std::string& name) {
    for (const auto& entry : list["scripts"]) {
        if (entry["name"] == name) return &entry;
    }
    return nullptr;
}

TEST_F(UserScripts, ListShowsTheSixShippedScriptsAndTheUsersOwnWithGameAndDescription) {
    const auto list = listed();
    for (const auto& [name, game] :
         std::vector<std::pair<std::string, std::string>>{{"extra/solitaire-dice", "extra"},
                                                          {"extra/gentle", "extra"},
                                                          {"extra/kids-table", "extra"},
                                                          {"exxtra/excape", "exxtra"},
                                                          {"exxtra/long-track", "exxtra"},
                                                          {"strike/steady-hands", "strike"},
                                                          {"my-gentle", "extra"}}) {
        const json* entry = find(list, name);
        ASSERT_NE(entry, nullptr) << name << " is not listed: " << list.dump(2);
        EXPECT_EQ((*entry)["game"], game) << name;
        EXPECT_FALSE((*entry)["description"].get<std::string>().empty()) << name;
        EXPECT_TRUE(fs::exists((*entry)["file"].get<std::string>())) << name;
        EXPECT_FALSE(entry->contains("error")) << (*entry)["error"];
    }
    EXPECT_EQ((*find(list, "my-gentle"))["title"], "My gentle");
    EXPECT_EQ(list["user_folder"], (data_.path() / "dicebox" / "scripts").string());
}

TEST_F(UserScripts, BrokenScriptIsListedWithItsErrorAndTheOthersStill) {
    const auto list = listed();
    const json* broken = find(list, "mine/not-lua");
    ASSERT_NE(broken, nullptr) << list.dump(2);
    EXPECT_THAT((*broken)["error"].get<std::string>(), HasSubstr("not-lua.lua:2"));
    EXPECT_EQ((*broken)["game"], "") << "its folder is not named after a game";
    EXPECT_NE(find(list, "extra/gentle"), nullptr);

    const auto text = dicebox({"rules", "list"});
    EXPECT_EQ(text.exit_code, 0);
    EXPECT_THAT(text.out, HasSubstr("mine/not-lua          ?       cannot be used:"));
    // Too long for one line, the description goes on under itself, and the file under it.
    EXPECT_THAT(text.out, HasSubstr("my-gentle             extra   My gentle 0.1:\n"
                                    "                              Rows still in the -200 zone "
                                    "cost -100.\n"
                                    "                              /"));
}

TEST_F(UserScripts, ListOfOneGameShowsOnlyItsScripts) {
    const auto list = listed({"--game", "exxtra"});
    ASSERT_EQ(list["scripts"].size(), 2u) << list.dump(2);
    for (const auto& entry : list["scripts"]) EXPECT_EQ(entry["game"], "exxtra");
}

TEST_F(UserScripts, UsersScriptIsPlayedByItsName) {
    TempDir dir;
    const auto r = dicebox({"play", "extra", "--players", "bot:greedy", "--rules", "my-gentle",
                            "--db", (dir / "history.sqlite").string()});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, HasSubstr("House rule: My gentle"));
}

TEST(RulesCheck, GoodScriptsPassWithWhatTheySet) {
    for (const char* name :
         {"gentle", "extra/solitaire-dice", "kids-table", "excape", "long-track", "steady-hands"}) {
        const auto r = run_process(dicebox_binary(), {"rules", "check", name});
        EXPECT_EQ(r.exit_code, 0) << name << ": " << r.err;
        EXPECT_THAT(r.out, HasSubstr("no problems")) << name;
    }
    const auto r = run_process(dicebox_binary(),
                               {"rules", "check", (kTestScripts / "my-gentle.lua").string()});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, HasSubstr("parameters: zone_penalty=-100"));
    // Parameters too many for a line go on under the first.
    const auto many = run_process(dicebox_binary(), {"rules", "check", "solitaire-dice"});
    EXPECT_THAT(many.out,
                HasSubstr("  parameters: column_lengths=[8,8,8], multipliers=[1,2,3,4,5],\n"
                          "    solo_win_at_least=501, zone_boxes=[4,4,4,4,4,4,4,4,4,4,4]\n"
                          "  every seat: none\n"));
}

TEST(RulesCheck, ListsEveryProblemAndFails) {
    const auto r =
        run_process(dicebox_binary(), {"rules", "check", (kTestScripts / "misspelt.lua").string()});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("has 2 problems"));
    EXPECT_THAT(r.err, HasSubstr("zone_penality"));
    EXPECT_THAT(r.err, HasSubstr("row_scor"));
}

TEST(RulesCheck, ListsEveryWrongKeyOfTheTable) {
    const auto r = run_process(dicebox_binary(),
                               {"rules", "check", (kTestScripts / "many-wrong-keys.lua").string()});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("has 3 problems"));
    EXPECT_THAT(as_read(r.err), HasSubstr("unknown key 'colour'"));
    EXPECT_THAT(as_read(r.err), HasSubstr("unknown key 'sound'"));
    EXPECT_THAT(as_read(r.err), HasSubstr("'version' must be a string, not a number"));
    // In the same order on every run, whatever order Lua walks the table in.
    const std::string told = as_read(r.err);
    EXPECT_LT(told.find("'version'"), told.find("'colour'"));
    EXPECT_LT(told.find("'colour'"), told.find("'sound'"));
}

TEST(RulesCheck, ListsEveryWrongParameter) {
    const auto r = run_process(
        dicebox_binary(), {"rules", "check", (kTestScripts / "many-wrong-params.lua").string()});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("has 3 problems"));
    EXPECT_THAT(r.err, HasSubstr("unknown parameter 'zone_penality'"));
    EXPECT_THAT(r.err, HasSubstr("parameter 'dice'"));
    EXPECT_THAT(r.err, HasSubstr("parameter 'solo_win_at_least'"));
    // A problem too long for a line goes on under its text, after the dash.
    EXPECT_THAT(r.err,
                HasSubstr("  - unknown parameter 'zone_penality'; the parameters are: zone_boxes,\n"
                          "    row_points, multipliers, zone_penalty, extra_numbers, "
                          "column_lengths, dice,\n"
                          "    solo_win_at_least\n"));
}

// A script that check() alone would pass, but that no game could start or go on with.
TEST(RulesCheck, TriesEachHookAloneInAGame) {
    const auto r =
        run_process(dicebox_binary(), {"rules", "check", "--rules-instructions", "100000",
                                       (kTestScripts / "failing-hooks.lua").string()});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("has 3 problems"));
    const auto problems = as_read(r.err);
    EXPECT_THAT(problems, HasSubstr("failing-hooks.lua:8: hook row_score returned \"abc\", but "
                                    "it must return a whole number"));
    EXPECT_THAT(problems, HasSubstr("failing-hooks.lua:12: hook game_ends used more than 100000 "
                                    "instructions"));
    EXPECT_THAT(problems, HasSubstr("failing-hooks.lua:15: hook final_score returned a number "
                                    "that is not finite"));
}

TEST(RulesCheck, ScriptThatIsNotLuaFailsWithItsLine) {
    const auto r =
        run_process(dicebox_binary(), {"rules", "check", (kTestScripts / "not-lua.lua").string()});
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("not-lua.lua:2"));
}

TEST(RulesCheck, NoSuchScriptIsAUsageError) {
    auto r = run_process(dicebox_binary(), {"rules", "check", "no-such-rule"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("'no-such-rule'"));
    r = run_process(dicebox_binary(), {"rules", "check", "/nowhere/at-all.lua"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("there is no file /nowhere/at-all.lua"));
}

TEST(RulesHelp, EveryRulesCommandAndOptionIsDescribed) {
    for (const auto& [args, words] :
         std::vector<std::pair<std::vector<std::string>, std::vector<std::string>>>{
             {{"rules", "--help"}, {"list", "check"}},
             {{"rules", "list", "--help"}, {"--game", "--json"}},
             {{"rules", "check", "--help"}, {"FILE|NAME", "--rules-instructions"}},
             {{"play", "--help"}, {"--rules", "--rules-instructions", "--rules-memory"}},
             {{"simulate", "--help"}, {"--rules", "--compare", "--rules-memory"}},
             {{"resume", "--help"}, {"--rules", "--rules-instructions"}},
             {{"engine", "--help"}, {"--rules-instructions", "--rules-memory"}}}) {
        const auto r = run_process(dicebox_binary(), args);
        EXPECT_EQ(r.exit_code, 0) << args[0];
        for (const auto& word : words) EXPECT_THAT(r.out, HasSubstr(word)) << args[0];
    }
    // Without a command, 'rules' names the ones there are.
    const auto missing = run_process(dicebox_binary(), {"rules"});
    EXPECT_EQ(missing.exit_code, 2);
    EXPECT_EQ(missing.err,
              "dicebox rules: a command is needed; the commands are: list, check\n"
              "Run 'dicebox rules --help' for more information.\n");
}

}  // namespace
}  // namespace rules_commands_test
