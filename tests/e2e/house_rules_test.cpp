// End-to-end tests of house rules in the games the real `dicebox` plays: --rules by name
// and by file on play and simulate and in the engine's `new`, what the history stores of
// them, the scripts refused before anything is recorded, the limits of the sandbox, and
// a script failing in the middle of a game.
#include <SQLiteCpp/Database.h>
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/script/script.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace house_rules_test {
namespace {

namespace db = dicebox::db;
namespace fs = std::filesystem;
using nlohmann::json;
using ::testing::HasSubstr;
using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::ProcessResult;
using testing_support::run_process;
using testing_support::TempDir;
using testing_support::with_db;

const fs::path kTestScripts = RULES_TEST_SCRIPTS;

std::string test_script(const char* name) {
    return (kTestScripts / name).string();
}

// The shipped script beside the binary, as `dicebox` finds it.
fs::path shipped(const char* name) {
    return dicebox_binary().parent_path().parent_path() / "share" / "dicebox" / "scripts" / name;
}

ProcessResult dicebox(const std::vector<std::string>& args, const fs::path& file,
                      std::string_view input = {}) {
    return run_process(dicebox_binary(), with_db(args, file), input);
}

db::GameRecord stored_game(const fs::path& file, std::int64_t id) {
    db::Store store(file, db::Access::Read);
    return db::load_game(store, id);
}

std::int64_t count(const fs::path& file, const std::string& sql) {
    SQLite::Database database(file.string());
    return database.execAndGet(sql).getInt64();
}

std::vector<json> engine(const std::vector<std::string>& args,
                         const std::vector<std::string>& requests) {
    std::string input;
    for (const auto& request : requests) input += request + "\n";
    const auto run = run_process(dicebox_binary(), args, input);
    EXPECT_EQ(run.exit_code, 0) << run.err;
    std::vector<json> answers;
    for (const auto& line : lines_of(run.out)) answers.push_back(json::parse(line));
    EXPECT_EQ(answers.size(), requests.size()) << run.out;
    return answers;
}

TEST(HouseRules, PlayUnderAShippedRuleByNameStoresItsNameAndTheHashOfItsText) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    for (const char* name : {"gentle", "extra/gentle"}) {
        const auto r = dicebox(
            {"play", "extra", "--players", "bot:greedy", "--seed", "3", "--rules", name}, file);
        ASSERT_EQ(r.exit_code, 0) << r.err;
        EXPECT_THAT(r.out, HasSubstr("House rule: "));
    }
    const auto gentle = dicebox::script::Script::load(shipped("extra/gentle.lua"));
    for (const std::int64_t id : {1, 2}) {
        const auto game = stored_game(file, id);
        EXPECT_EQ(game.variant, gentle->name());
        EXPECT_EQ(game.variant_hash, db::variant_of(gentle.get(), json::object()).hash);
        EXPECT_NE(game.variant_hash, db::variant_of(nullptr, json::object()).hash);
        EXPECT_TRUE(game.has_house_rule());
        EXPECT_EQ(game.status, db::Status::Finished);
    }
}

TEST(HouseRules, ParametersOnTopOfAScriptFileAreNamedAfterItAndMakeAnotherVariant) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const std::vector<std::string> play = {
        "play",   "extra", "--players", "bot:greedy",
        "--seed", "3",     "--rules",   test_script("my-gentle.lua")};
    ASSERT_EQ(dicebox(play, file).exit_code, 0);
    auto with_param = play;
    with_param.insert(with_param.end(), {"--param", "solo_win_at_least=-100"});
    const auto r = dicebox(with_param, file);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto alone = stored_game(file, 1);
    const auto on_top = stored_game(file, 2);
    EXPECT_EQ(alone.variant, "My gentle");
    EXPECT_EQ(alone.params, json::object()) << "the script's own parameters come from the script";
    EXPECT_EQ(on_top.variant, "My gentle + solo_win_at_least=-100");
    EXPECT_EQ(on_top.params, (json{{"solo_win_at_least", -100}}));
    EXPECT_NE(alone.variant_hash, on_top.variant_hash);
}

// Marie's roll and choice cross rows 4 and 6 once each: both rows still in the -200 zone.
TEST(HouseRules, TheScriptsParametersApplyAndTheCommandLineWinsOverThem) {
    const std::string roll = R"({"cmd":"chance","outcome":"1 2 2 3 5"})";
    const std::string choice = R"({"cmd":"act","action":"2+2 1+5 x3@1"})";
    const auto score = [&](const std::string& fields) {
        const auto answers = engine(
            {"engine"},
            {R"({"cmd":"new","game":"extra","players":1,"seed":7)" + fields + "}", roll, choice});
        EXPECT_EQ(answers[0]["ok"], true) << answers[0].dump();
        return answers[2]["state"]["scores"][0].get<int>();
    };
    EXPECT_EQ(score(""), -400);
    const std::string rules = R"(,"rules":")" + test_script("my-gentle.lua") + "\"";
    EXPECT_EQ(score(rules), -200);
    EXPECT_EQ(score(rules + R"(,"params":{"zone_penalty":-50})"), -100);
}

TEST(HouseRules, ScriptForAnotherGameIsAUsageErrorNamingBothGamesAndNothingIsRecorded) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    for (const auto& command :
         {std::vector<std::string>{"play", "extra", "--players", "Ann", "--rules", "long-track"},
          std::vector<std::string>{"simulate", "extra", "--games", "5", "--record", "--rules",
                                   "exxtra/long-track"}}) {
        const auto r = dicebox(command, file, "1\n1\n");
        EXPECT_EQ(r.exit_code, 2) << r.err;
        EXPECT_THAT(r.err, HasSubstr("'exxtra'"));
        EXPECT_THAT(r.err, HasSubstr("EXTRA! ('extra')"));
        EXPECT_FALSE(fs::exists(file));
    }
}

TEST(HouseRules, BrokenScriptIsRefusedWithItsOwnErrorAndNothingIsRecorded) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto broken = test_script("not-lua.lua");
    for (const auto& command : {std::vector<std::string>{"play", "extra", "--players", "Ann"},
                                std::vector<std::string>{"simulate", "extra", "--record"}}) {
        auto args = command;
        args.insert(args.end(), {"--rules", broken});
        const auto r = dicebox(args, file, "1\n");
        EXPECT_EQ(r.exit_code, 2) << r.err;
        EXPECT_THAT(r.err, HasSubstr("not-lua.lua:2")) << "the file and the line";
        EXPECT_FALSE(fs::exists(file));
    }
}

TEST(HouseRules, ScriptWithProblemsIsRefusedWithEveryProblem) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto r = dicebox(
        {"play", "extra", "--players", "bot:greedy", "--rules", test_script("misspelt.lua")}, file);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("zone_penality"));
    EXPECT_THAT(r.err, HasSubstr("row_scor"));
    EXPECT_FALSE(fs::exists(file));
}

TEST(HouseRules, UnknownNameIsAUsageErrorListingTheKnownOnes) {
    const auto r = run_process(dicebox_binary(),
                               {"play", "extra", "--players", "Ann", "--rules", "no-such-rule"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("there is no file or house rule 'no-such-rule'"));
    EXPECT_THAT(r.err, HasSubstr("extra/gentle"));
}

TEST(HouseRules, SimulateUnderARuleReportsAndRecordsItsVariant) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto r = dicebox({"simulate", "extra", "--games", "40", "--bots", "greedy", "--threads",
                            "2", "--rules", "gentle", "--record", "--json"},
                           file);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto gentle = dicebox::script::Script::load(shipped("extra/gentle.lua"));
    EXPECT_EQ(json::parse(r.out)["variant"], gentle->name());
    EXPECT_EQ(count(file,
                    "SELECT count(*) FROM games WHERE simulated = 1 AND status = 'finished' "
                    "AND variant = '" +
                        gentle->name() + "'"),
              40);
}

TEST(HouseRules, InstructionBudgetReachesTheSandbox) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const std::vector<std::string> play = {
        "play",   "extra", "--players", "bot:random",
        "--seed", "1",     "--rules",   test_script("costly.lua")};
    EXPECT_EQ(dicebox(play, file).exit_code, 0) << "within the default budget";
    auto tight = play;
    tight.insert(tight.end(), {"--rules-instructions", "10000"});
    const auto r = dicebox(tight, file);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("row_score"));
    EXPECT_EQ(count(file, "SELECT count(*) FROM games"), 1) << "the stopped set-up is not recorded";

    const auto simulated = dicebox({"simulate", "extra", "--games", "3", "--rules",
                                    test_script("costly.lua"), "--rules-instructions", "10000"},
                                   file);
    EXPECT_EQ(simulated.exit_code, 2);
    EXPECT_THAT(simulated.err, HasSubstr("row_score"));
}

// The README's promise: a rule `rules check` finds wrong is refused before anything is
// played or recorded, also when its only failing hook is asked at a game's very end.
TEST(HouseRules, AHookThatFailsOnlyAtTheEndIsRefusedBeforeAnyGameBegins) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto rule = test_script("loops-at-the-end.lua");
    const auto checked = dicebox({"rules", "check", rule}, file);
    EXPECT_EQ(checked.exit_code, 1);
    EXPECT_THAT(checked.err, HasSubstr("final_score"));

    const auto played =
        dicebox({"play", "extra", "--players", "bot:random", "--seed", "1", "--rules", rule}, file);
    EXPECT_EQ(played.exit_code, 2) << played.err;
    EXPECT_THAT(played.err, HasSubstr("loops-at-the-end.lua:11: hook final_score used more than"));
    const auto simulated = dicebox({"simulate", "extra", "--games", "3", "--rules", rule}, file);
    EXPECT_EQ(simulated.exit_code, 2) << simulated.err;
    EXPECT_THAT(simulated.err, HasSubstr("final_score"));
    if (fs::exists(file)) {
        EXPECT_EQ(count(file, "SELECT count(*) FROM games"), 0) << "nothing was played or recorded";
    }

    const auto answers =
        engine({"engine"},
               {R"({"cmd":"new","game":"extra","players":1,"seed":1,"rules":")" + rule + "\"}"});
    EXPECT_EQ(answers[0]["ok"], false);
    EXPECT_THAT(answers[0]["error"].get<std::string>(), HasSubstr("final_score"));
}

TEST(HouseRules, MemoryCapReachesTheSandbox) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const std::vector<std::string> play = {
        "play",   "extra", "--players", "bot:random",
        "--seed", "1",     "--rules",   test_script("big-text.lua")};
    EXPECT_EQ(dicebox(play, file).exit_code, 0) << "within the default memory";
    auto tight = play;
    tight.insert(tight.end(), {"--rules-memory", "4"});
    const auto r = dicebox(tight, file);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("big-text.lua"));
    EXPECT_THAT(r.err, HasSubstr("memory"));
}

TEST(HouseRules, EngineNewTakesRulesByNameAndRefusesBadOnesAndGoesOn) {
    const auto answers = engine(
        {"engine"}, {R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":"gentle"})",
                     R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":"long-track"})",
                     R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":")" +
                         test_script("not-lua.lua") + "\"}",
                     R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":"no-such-rule"})",
                     R"({"cmd":"chance"})"});
    EXPECT_EQ(answers[0]["ok"], true) << answers[0].dump();
    EXPECT_EQ(answers[1]["ok"], false);
    EXPECT_THAT(answers[1]["error"].get<std::string>(), HasSubstr("'exxtra'"));
    EXPECT_EQ(answers[2]["ok"], false);
    EXPECT_THAT(answers[2]["error"].get<std::string>(), HasSubstr("not-lua.lua:2"));
    EXPECT_EQ(answers[3]["ok"], false);
    EXPECT_EQ(answers[4]["ok"], true) << "the game of the first request goes on";
}

TEST(HouseRules, EngineLimitsReachTheSandbox) {
    const std::string costly = R"({"cmd":"new","game":"extra","players":1,"seed":7,"rules":")" +
                               test_script("costly.lua") + "\"}";
    EXPECT_EQ(engine({"engine"}, {costly})[0]["ok"], true);
    const auto tight = engine({"engine", "--rules-instructions", "10000"}, {costly});
    EXPECT_EQ(tight[0]["ok"], false);
    EXPECT_THAT(tight[0]["error"].get<std::string>(), HasSubstr("row_score"));
}

// ends-badly.lua and ends-later.lua fail only in games of longer columns than their own:
// every new game tries a rule's hooks under the rule's own parameters first.
constexpr const char* kLongerColumns = "column_lengths=[12,11,10]";

// ends-badly.lua fails the third time game_ends is asked: at the end of the third round.
TEST(HouseRules, FailingScriptStopsThePlayedGameWhichStaysAbortedWithItsLog) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto r = dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "4", "--param",
                            kLongerColumns, "--rules", test_script("ends-badly.lua")},
                           file);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("no more"));
    EXPECT_THAT(r.err, HasSubstr("ends-badly.lua:17")) << "the script's file and line";
    EXPECT_THAT(r.err, HasSubstr("aborted"));
    const auto game = stored_game(file, 1);
    EXPECT_EQ(game.status, db::Status::Aborted);
    EXPECT_EQ(game.events.size(), 5u) << "three rolls and the first two rounds' choices";
    EXPECT_EQ(game.variant, "Ends badly + column_lengths=[12,11,10]");

    // The history goes on: the aborted game shows and replays with its rule.
    const auto shown = dicebox({"show", "1", "--rules", test_script("ends-badly.lua")}, file);
    EXPECT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_THAT(shown.out, HasSubstr("Aborted"));
    const auto again = dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "4"}, file);
    EXPECT_EQ(again.exit_code, 0) << again.err;
}

TEST(HouseRules, FailingScriptStopsASimulationWhoseFinishedGamesStayRecorded) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto r = dicebox({"simulate", "extra", "--games", "50", "--bots", "greedy", "--param",
                            kLongerColumns, "--rules", test_script("ends-later.lua"), "--record"},
                           file);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("no more"));
    EXPECT_THAT(r.err, HasSubstr("ends-later.lua:17"));
    const auto finished = count(file, "SELECT count(*) FROM games WHERE status = 'finished'");
    EXPECT_GT(finished, 0);
    EXPECT_LT(finished, 50);
    EXPECT_EQ(count(file, "SELECT count(*) FROM games WHERE status = 'aborted'"), 1);
    EXPECT_GT(count(file,
                    "SELECT json_array_length(l.log) FROM game_logs l JOIN games g ON g.id = "
                    "l.game_id WHERE g.status = 'aborted'"),
              0)
        << "the stopped game keeps its log";
}

TEST(HouseRules, FailingScriptStopsTheEngineGameWhichAnswersAndGoesOn) {
    const std::string chance = R"({"cmd":"chance"})";
    const std::string bot = R"({"cmd":"bot","seat":0})";
    const auto answers =
        engine({"engine"},
               {R"({"cmd":"new","game":"extra","players":1,"seed":7,)"
                R"("params":{"column_lengths":[12,11,10]},"rules":")" +
                    test_script("ends-badly.lua") + "\"}",
                chance, bot, chance, bot, chance, bot, R"({"cmd":"state"})", R"({"cmd":"log"})",
                R"({"cmd":"new","game":"extra","players":1,"seed":7})", chance});
    for (std::size_t i = 0; i < 6; ++i) EXPECT_EQ(answers[i]["ok"], true) << answers[i].dump();
    EXPECT_EQ(answers[6]["ok"], false);
    EXPECT_THAT(answers[6]["error"].get<std::string>(), HasSubstr("no more"));
    EXPECT_THAT(answers[6]["error"].get<std::string>(), HasSubstr("ends-badly.lua:17"));
    EXPECT_EQ(answers[7]["ok"], false) << "the stopped game cannot go on";
    EXPECT_EQ(answers[8]["ok"], true);
    EXPECT_EQ(answers[8]["log"].size(), 5u);
    EXPECT_EQ(answers[9]["ok"], true);
    EXPECT_EQ(answers[10]["ok"], true);
}

// The command in a hint "(dicebox show 1 --db FILE --rules FILE)", "with: dicebox resume 1"
// or "'dicebox replay 1'", cut into its arguments (the tests' paths hold no spaces).
std::vector<std::string> hinted_command(const std::string& text, const std::string& verb) {
    const auto start = text.find("dicebox " + verb + " ");
    EXPECT_NE(start, std::string::npos) << text;
    if (start == std::string::npos) return {};
    const auto end = text.find_first_of(")\n'", start);
    std::vector<std::string> args;
    std::istringstream words(text.substr(start, end - start));
    for (std::string word; words >> word;) args.push_back(word);
    args.erase(args.begin());  // "dicebox"
    return args;
}

// A hint's command run as printed, pasted where the person's default history is another
// (`dir`/elsewhere, which must stay empty): it names the history it needs itself.
ProcessResult pasted(const std::string& text, const std::string& verb, const TempDir& dir,
                     std::string_view input = {}) {
    return run_process(dicebox_binary(), hinted_command(text, verb), input,
                       {"XDG_DATA_HOME=" + (dir / "elsewhere").string()});
}

TEST(HouseRules, HintsAfterAGameUnderAScriptFileAreCommandsThatWork) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto stopped =
        dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "4", "--param",
                 kLongerColumns, "--rules", test_script("ends-badly.lua")},
                file);
    ASSERT_EQ(stopped.exit_code, 1);
    EXPECT_THAT(stopped.err, HasSubstr("dicebox play: the house rule stopped game 1"));
    EXPECT_THAT(stopped.err, HasSubstr(fmt::format("(dicebox show 1 --db {} --rules {})",
                                                   file.string(), test_script("ends-badly.lua"))));
    const auto shown = pasted(stopped.err, "show", dir);
    EXPECT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_THAT(shown.out, HasSubstr("Aborted"));

    const auto left = dicebox({"play", "extra", "--players", "Ann", "--seed", "4", "--rules",
                               test_script("my-gentle.lua")},
                              file, "quit\n");
    ASSERT_EQ(left.exit_code, 3) << left.err;
    const auto resumed = pasted(left.out, "resume", dir, "quit\n");
    EXPECT_EQ(resumed.exit_code, 3) << resumed.err;
    EXPECT_THAT(resumed.out, HasSubstr("Game 2 goes on"));

    // A script found by its name needs no --rules.
    const auto by_name =
        dicebox({"play", "extra", "--players", "Ann", "--rules", "gentle"}, file, "quit\n");
    ASSERT_EQ(by_name.exit_code, 3) << by_name.err;
    EXPECT_THAT(
        by_name.out,
        HasSubstr(fmt::format("continue it with:\n  dicebox resume 3 --db {}\n", file.string())));
    EXPECT_FALSE(fs::exists(dir / "elsewhere")) << "no hint made the default history";
}

TEST(HouseRules, HintsOfShowReplayAndResumeNameTheHistoryTheyWereGiven) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    ASSERT_EQ(
        dicebox({"play", "extra", "--players", "Ann", "--seed", "4"}, file, "quit\n").exit_code, 3);
    const auto shown = dicebox({"show", "1"}, file);
    EXPECT_THAT(shown.out, HasSubstr("continue with dicebox resume 1 --db"));
    const auto replayed = dicebox({"replay", "1"}, file);
    EXPECT_THAT(replayed.out, HasSubstr("continue it with dicebox resume 1 --db"));
    const auto resumed = pasted(shown.out, "resume", dir, "quit\n");
    EXPECT_EQ(resumed.exit_code, 3) << resumed.err;
    EXPECT_THAT(resumed.out, HasSubstr("Game 1 goes on"));

    ASSERT_EQ(dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "4"}, file).exit_code,
              0);
    const auto finished = dicebox({"resume", "2"}, file);
    EXPECT_EQ(finished.exit_code, 1);
    EXPECT_EQ(pasted(finished.err, "show", dir).exit_code, 0);
    EXPECT_EQ(pasted(finished.err, "replay", dir).exit_code, 0);

    // Without --db, `resume` of a history that does not exist says so and makes none.
    const auto nowhere = run_process(dicebox_binary(), {"resume", "99"}, "",
                                     {"XDG_DATA_HOME=" + (dir / "elsewhere").string()});
    EXPECT_EQ(nowhere.exit_code, 1);
    EXPECT_THAT(nowhere.err, HasSubstr("does not exist: no game has been recorded there yet"));
    EXPECT_FALSE(fs::exists(dir / "elsewhere" / "dicebox" / "history.sqlite"));
}

}  // namespace
}  // namespace house_rules_test
