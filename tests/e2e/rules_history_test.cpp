// End-to-end tests of house rules in the history: `history` and `records` keep variants
// apart, and `resume`, `show` and `replay` find a game's script again by its SHA-256,
// or are pointed at it, and refuse one that has changed.
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/script/script.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace rules_history_test {
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

// Enough answers "1" (the first legal choice) to finish any solo game.
std::string first_choices(int count = 200) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

std::string gentle_name() {
    const auto file =
        dicebox_binary().parent_path().parent_path() / "share/dicebox/scripts/extra/gentle.lua";
    return dicebox::script::Script::load(file)->name();
}

db::GameRecord stored_game(const fs::path& file, std::int64_t id) {
    db::Store store(file, db::Access::Read);
    return db::load_game(store, id);
}

class RulesHistory : public ::testing::Test {
  protected:
    // dicebox with the test's history and its own data folder (the user's scripts).
    ProcessResult dicebox(const std::vector<std::string>& args, std::string_view input = {}) {
        return run_process(dicebox_binary(), with_db(args, history_), input,
                           {"XDG_DATA_HOME=" + data_.path().string()});
    }

    fs::path user_scripts() const { return data_.path() / "dicebox" / "scripts"; }

    TempDir dir_;
    TempDir data_;
    fs::path history_ = dir_ / "history.sqlite";
};

TEST_F(RulesHistory, HistoryAndRecordsFilterAndSeparateVariants) {
    const std::vector<std::string> play = {"play",       "extra",  "--players",
                                           "bot:greedy", "--seed", "1"};
    for (const auto& extra :
         {std::vector<std::string>{}, std::vector<std::string>{"--rules", "gentle"},
          std::vector<std::string>{"--rules", "gentle", "--param", "solo_win_at_least=-100"}}) {
        auto args = play;
        args.insert(args.end(), extra.begin(), extra.end());
        ASSERT_EQ(dicebox(args).exit_code, 0);
    }
    const auto gentle = gentle_name();
    const auto on_top = gentle + " + solo_win_at_least=-100";

    const auto all = dicebox({"history"});
    EXPECT_THAT(all.out, HasSubstr(" standard "));
    EXPECT_THAT(all.out, HasSubstr(" " + gentle + " "));
    EXPECT_THAT(all.out, HasSubstr(on_top));
    const auto only = dicebox({"history", "--variant", gentle});
    ASSERT_EQ(only.exit_code, 0);
    const auto rows = lines_of(only.out);
    ASSERT_EQ(rows.size(), 2u) << only.out;  // the header and game 2
    EXPECT_THAT(rows[1], ::testing::StartsWith(" 2 ")) << only.out;

    const auto records = json::parse(dicebox({"records", "--json"}).out);
    std::vector<std::string> variants;
    for (const auto& variant : records["variants"]) {
        variants.push_back(variant["variant"]);
        EXPECT_EQ(variant["games"], 1) << variant["variant"];
    }
    EXPECT_THAT(variants, ::testing::UnorderedElementsAre("standard", gentle, on_top));
    const auto one = json::parse(dicebox({"records", "--variant", gentle, "--json"}).out);
    ASSERT_EQ(one["variants"].size(), 1u);
    EXPECT_EQ(one["variants"][0]["variant"], gentle);
}

TEST_F(RulesHistory, AVariantIsChosenByTheRulesFileOrNameAndAnUnknownOneIsRefused) {
    ASSERT_EQ(
        dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "1", "--rules", "gentle"})
            .exit_code,
        0);
    ASSERT_EQ(dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "1"}).exit_code, 0);
    // "gentle", the file's name 'dicebox rules list' shows, chooses the games of its rule.
    for (const auto& command : {std::vector<std::string>{"records", "--json"},
                                std::vector<std::string>{"export", "--format", "json"}}) {
        auto args = command;
        args.insert(args.end(), {"--variant", "gentle"});
        const auto by_file = dicebox(args);
        ASSERT_EQ(by_file.exit_code, 0) << by_file.err;
        EXPECT_THAT(by_file.out, HasSubstr(gentle_name()));
        EXPECT_THAT(by_file.out, ::testing::Not(HasSubstr("\"standard\"")));
    }
    const auto listed = dicebox({"history", "--variant", "gentle"});
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    EXPECT_EQ(lines_of(listed.out).size(), 2u) << listed.out;

    for (const auto& command :
         {std::vector<std::string>{"records"}, std::vector<std::string>{"history"},
          std::vector<std::string>{"export", "--format", "csv"}}) {
        auto args = command;
        args.insert(args.end(), {"--variant", "steady"});
        const auto unknown = dicebox(args);
        EXPECT_EQ(unknown.exit_code, 2) << command[0];
        EXPECT_THAT(unknown.err, HasSubstr(fmt::format("dicebox {}: --variant steady: no game in ",
                                                       command[0])));
    }
}

TEST_F(RulesHistory, ResumedGameGoesOnUnderItsRuleToTheEndOfAnUninterruptedOne) {
    const std::vector<std::string> play = {"play",   "extra", "--players", "Ann",
                                           "--seed", "8",     "--rules",   "gentle"};
    ASSERT_EQ(dicebox(play, first_choices(3)).exit_code, 3);
    const auto resumed = dicebox({"resume", "1"}, first_choices());
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;
    EXPECT_THAT(resumed.out, HasSubstr("House rule: " + gentle_name()));

    TempDir other;
    const auto whole =
        run_process(dicebox_binary(), with_db(play, other / "h.sqlite"), first_choices());
    ASSERT_EQ(whole.exit_code, 0);
    const auto game = stored_game(history_, 1);
    const auto uninterrupted = stored_game(other / "h.sqlite", 1);
    EXPECT_EQ(game.status, db::Status::Finished);
    EXPECT_EQ(game.variant, gentle_name());
    EXPECT_EQ(game.log_json(), uninterrupted.log_json());
    EXPECT_EQ(game.seats[0].score, uninterrupted.seats[0].score);
}

TEST_F(RulesHistory, UsersScriptIsFoundByItsHashAndAChangedOneIsRefused) {
    fs::create_directories(user_scripts());
    const auto script = user_scripts() / "my-gentle.lua";
    fs::copy_file(kTestScripts / "my-gentle.lua", script);
    const std::vector<std::string> play = {"play",   "extra", "--players", "Ann",
                                           "--seed", "2",     "--rules",   "my-gentle"};
    ASSERT_EQ(dicebox(play, first_choices(2)).exit_code, 3);
    ASSERT_EQ(dicebox(play, first_choices(2)).exit_code, 3);

    EXPECT_EQ(dicebox({"resume", "1"}, first_choices()).exit_code, 0);
    std::ofstream(script, std::ios::app) << "-- changed since\n";
    const auto changed = dicebox({"resume", "2"}, first_choices());
    EXPECT_EQ(changed.exit_code, 1);
    EXPECT_THAT(changed.err, HasSubstr("has changed"));
    EXPECT_THAT(changed.err, HasSubstr(script.string()));
    EXPECT_EQ(stored_game(history_, 2).status, db::Status::Unfinished) << "nothing changed";

    const auto pointed = dicebox(
        {"resume", "2", "--rules", (kTestScripts / "my-gentle.lua").string()}, first_choices());
    EXPECT_EQ(pointed.exit_code, 0) << pointed.err;

    fs::remove(script);
    const auto missing = dicebox({"show", "1"});
    EXPECT_EQ(missing.exit_code, 1);
    EXPECT_THAT(missing.err, HasSubstr("not among the scripts found"));
    EXPECT_THAT(missing.err, HasSubstr("--rules FILE"));
    EXPECT_EQ(
        dicebox({"show", "1", "--rules", (kTestScripts / "my-gentle.lua").string()}).exit_code, 0);
}

TEST_F(RulesHistory, ReplayOfARuledGameAppliesItsRuleAndRefusesAnother) {
    ASSERT_EQ(
        dicebox({"play", "extra", "--players", "bot:greedy", "--seed", "6", "--rules", "gentle"})
            .exit_code,
        0);
    const auto replayed = dicebox({"replay", "1"});
    EXPECT_EQ(replayed.exit_code, 0) << replayed.err;
    EXPECT_THAT(replayed.out, HasSubstr("The replay matches the stored result."));
    const auto shown = dicebox({"show", "1"});
    EXPECT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_THAT(shown.out, HasSubstr("variant " + gentle_name()));

    const auto other =
        dicebox({"replay", "1", "--rules", (kTestScripts / "my-gentle.lua").string()});
    EXPECT_EQ(other.exit_code, 2) << "a --rules that is not the game's is a wrong argument";
    EXPECT_THAT(other.err, HasSubstr("is not the house rule game 1 was played under"));
}

TEST_F(RulesHistory, GameUnderThePrintedRulesTakesNoRule) {
    ASSERT_EQ(
        dicebox({"play", "extra", "--players", "Ann", "--seed", "2"}, first_choices(2)).exit_code,
        3);
    const auto r = dicebox({"resume", "1", "--rules", "gentle"}, first_choices());
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, HasSubstr("printed rules"));
    EXPECT_EQ(stored_game(history_, 1).status, db::Status::Unfinished);
}

}  // namespace
}  // namespace rules_history_test
