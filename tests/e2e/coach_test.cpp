// End-to-end tests of the coach through the real `dicebox`: `hint` at the prompt (and
// kept in the history), the engine's hint, and `dicebox review` of recorded games.
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <vector>

#include "dicebox/db/games.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace coach_test {
namespace {

namespace db = dicebox::db;
using nlohmann::json;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_support::dicebox_binary;
using testing_support::lines_of;
using testing_support::run_process;
using testing_support::TempDir;

std::string first_choices(int count = 200) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

// Game 1 of a fresh history: one game of `bot` alone, recorded by simulate.
std::filesystem::path recorded_game_of(const TempDir& dir, const std::string& bot) {
    const auto file = dir / "history.sqlite";
    const auto made =
        run_process(dicebox_binary(), {"simulate", "extra", "--games", "1", "--bots", bot, "--seed",
                                       "3", "--record", "--db", file.string()});
    EXPECT_EQ(made.exit_code, 0) << made.err;
    return file;
}

json review_json(const std::filesystem::path& file) {
    const auto result =
        run_process(dicebox_binary(), {"review", "1", "--json", "--db", file.string()});
    EXPECT_EQ(result.exit_code, 0) << result.err;
    return json::parse(result.out);
}

TEST(Coach, HintAtThePromptShowsTheBestChoicesAndTheHistoryKeepsThatItWasAsked) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto result =
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann", "--seed", "7", "--db", file.string()},
                    "hint\n" + first_choices());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_THAT(result.out, HasSubstr("hint asks the coach"));
    EXPECT_THAT(result.out,
                HasSubstr("The coach's best choices, best first, numbered as in your list:\n"));
    EXPECT_THAT(result.out, HasSubstr(" expected "));
    db::Store store(file, db::Access::Read);
    EXPECT_EQ(db::load_game(store, 1).seats.at(0).hints, 1);
    const auto shown = run_process(dicebox_binary(), {"show", "1", "--db", file.string()});
    EXPECT_THAT(shown.out, HasSubstr("Players: Ann (1 hint)\n"));
}

TEST(Coach, TheNumberOfAHintedChoiceIsItsNumberInTheListAndPlaysIt) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const std::vector<std::string> play = {"play",   "extra", "--players", "Ann",
                                           "--seed", "5",     "--db",      file.string()};
    const auto hinted = run_process(dicebox_binary(), play, "hint\nquit\n");
    ASSERT_EQ(hinted.exit_code, 3) << hinted.err;
    const std::regex best(R"(numbered as in your list:\n +(\d+)\) (\S+ \S+ \S+) )");
    std::smatch found;
    ASSERT_TRUE(std::regex_search(hinted.out, found, best)) << hinted.out;
    // The list shows the same choice under that number: with seed 5 it is not the first.
    const std::string number = found[1];
    const std::string notation = found[2];
    EXPECT_NE(number, "1") << hinted.out;
    const std::string line = fmt::format("{:>2}) {} ", number, notation);
    const auto listed = hinted.out.find(line);
    ASSERT_NE(listed, std::string::npos) << hinted.out;
    EXPECT_NE(hinted.out.find(line, listed + 1), std::string::npos) << "in the list and the hint";

    const auto played = run_process(dicebox_binary(), play, number + "\nquit\n");
    ASSERT_EQ(played.exit_code, 3) << played.err;
    db::Store store(file, db::Access::Read);
    const auto game = db::load_game(store, 2);
    ASSERT_GE(game.events.size(), 2u);
    EXPECT_EQ(game.events[1].notation, notation) << "the coach's best, played by its number";
}

TEST(Coach, AGamePlayedWithoutHintsKeepsNone) {
    TempDir dir;
    const auto file = dir / "history.sqlite";
    const auto result =
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann", "--seed", "7", "--db", file.string()},
                    first_choices());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    db::Store store(file, db::Access::Read);
    EXPECT_EQ(db::load_game(store, 1).seats.at(0).hints, 0);
}

TEST(Coach, EngineHintsTheAskingSeatAndRefusesASeatNotToMove) {
    const auto result =
        run_process(dicebox_binary(), {"engine"},
                    "{\"cmd\":\"new\",\"game\":\"extra\",\"players\":2,\"seed\":5}\n"
                    "{\"cmd\":\"chance\",\"outcome\":\"1 2 2 3 5\"}\n"
                    "{\"cmd\":\"act\",\"seat\":0,\"action\":\"2+2 1+5 x3@1\"}\n"
                    "{\"cmd\":\"hint\",\"seat\":1,\"count\":2}\n"
                    "{\"cmd\":\"hint\",\"seat\":0}\n"
                    "{\"cmd\":\"hint\",\"seat\":1,\"count\":0}\n");
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 6u);
    const auto hint = json::parse(lines[3]);
    ASSERT_TRUE(hint["ok"]) << hint;
    EXPECT_EQ(hint["measure"], "points");
    ASSERT_EQ(hint["best"].size(), 2u);
    EXPECT_GE(hint["best"][0]["value"], hint["best"][1]["value"]);
    EXPECT_FALSE(hint["best"][0]["reason"].get<std::string>().empty());
    // Ann's secret choice is nowhere in Ben's hint.
    EXPECT_THAT(lines[3], Not(HasSubstr("2+2 1+5 x3@1")));
    EXPECT_EQ(json::parse(lines[4])["error"], "seat 0 is not to move; the seats to move are: 1");
    EXPECT_EQ(json::parse(lines[5])["error"], "\"count\" must be 1 or more, not 0");
}

TEST(Coach, ReviewOfTheExpertsOwnGameFindsNearlyNothingLost) {
    TempDir dir;
    const auto review = review_json(recorded_game_of(dir, "expert"));
    EXPECT_EQ(review["measure"], "points");
    const auto& player = review["players"][0];
    EXPECT_GT(player["decisions"], 10);
    EXPECT_EQ(player["decisions"], review["decisions"].size());
    // The expert looks ahead from its four best choices by value, the coach from all.
    EXPECT_LT(player["mean_loss"], 2.0);
    EXPECT_EQ(player["blunders"], 0);
}

TEST(Coach, AReviewIsKeptForTheRecords) {
    TempDir dir;
    const auto file = recorded_game_of(dir, "random");
    const auto review = review_json(file);
    const auto records =
        run_process(dicebox_binary(), {"records", "--simulated", "--json", "--db", file.string()});
    ASSERT_EQ(records.exit_code, 0) << records.err;
    const auto kept = json::parse(records.out)["reviews"];
    ASSERT_EQ(kept.size(), 1u);
    EXPECT_EQ(kept[0]["player"], "bot:random");
    EXPECT_EQ(kept[0]["game"], "extra");
    EXPECT_EQ(kept[0]["games"], 1);
    EXPECT_EQ(kept[0]["decisions"], review["players"][0]["decisions"]);
    EXPECT_NEAR(kept[0]["mean_loss"].get<double>(), review["players"][0]["mean_loss"].get<double>(),
                1e-9);
    const auto text =
        run_process(dicebox_binary(), {"records", "--simulated", "--db", file.string()});
    EXPECT_THAT(text.out, HasSubstr("The coach's reviews (dicebox review)"));
}

TEST(Coach, ReviewOfARandomPlayerMarksItsBiggestMistakes) {
    TempDir dir;
    const auto file = recorded_game_of(dir, "random");
    const auto review = review_json(file);
    const auto& player = review["players"][0];
    EXPECT_GT(player["mean_loss"], 20.0);
    EXPECT_GT(player["blunders"], 0);
    int biggest = 0;
    for (const auto& decision : review["decisions"]) {
        biggest += decision["biggest"].get<bool>();
        EXPECT_GE(decision["loss"], 0.0);
        EXPECT_NEAR(decision["loss"],
                    decision["best_value"].get<double>() - decision["made_value"].get<double>(),
                    1e-9);
    }
    EXPECT_EQ(biggest, 3);

    const auto text = run_process(dicebox_binary(), {"review", "1", "--db", file.string()});
    ASSERT_EQ(text.exit_code, 0) << text.err;
    EXPECT_THAT(text.out, HasSubstr("Review of game 1: EXTRA!"));
    EXPECT_THAT(text.out, HasSubstr("The biggest mistakes:\n  event "));
    EXPECT_THAT(text.out, HasSubstr(" \?\?; the coach:"));
    EXPECT_THAT(text.out, HasSubstr(fmt::format("random       {} decisions",
                                                player["decisions"].get<int>())));
}

// With three players Exxtra's and Strike's coach plays games on after each choice, shared
// out between two threads as each is free: however they are shared, a game reviewed again
// is judged the same, to the last digit.
TEST(Coach, AReviewOfSampledGamesIsTheSameEachTime) {
    for (const std::string game : {"exxtra", "strike"}) {
        TempDir dir;
        const auto file = dir / "history.sqlite";
        const auto made = run_process(dicebox_binary(), {"simulate", game, "--games", "1", "--bots",
                                                         "planner,planner,planner", "--seed", "5",
                                                         "--record", "--db", file.string()});
        ASSERT_EQ(made.exit_code, 0) << made.err;
        const auto first = review_json(file);
        const auto again = review_json(file);
        EXPECT_EQ(first["measure"], "win_chance") << game;
        EXPECT_GT(first["decisions"].size(), 5u) << game;
        EXPECT_EQ(first["decisions"], again["decisions"]) << game;
        EXPECT_EQ(first["players"], again["players"]) << game;
    }
}

TEST(Coach, ReviewOfAGameNotInTheHistorySaysSo) {
    TempDir dir;
    const auto file = recorded_game_of(dir, "random");
    const auto result = run_process(dicebox_binary(), {"review", "2", "--db", file.string()});
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.err, HasSubstr("dicebox review: there is no game 2 in"));
}

// The reasons of every choice open on the roll 3 4 3 4 3 after 2+2 1+5 x3@1, by notation.
std::map<std::string, std::string> extra_reasons_on_3_4_3_4_3() {
    const auto result =
        run_process(dicebox_binary(), {"engine"},
                    "{\"cmd\":\"new\",\"game\":\"extra\",\"players\":1,\"seed\":5}\n"
                    "{\"cmd\":\"chance\",\"outcome\":\"1 2 2 3 5\"}\n"
                    "{\"cmd\":\"act\",\"seat\":0,\"action\":\"2+2 1+5 x3@1\"}\n"
                    "{\"cmd\":\"chance\",\"outcome\":\"3 4 3 4 3\"}\n"
                    "{\"cmd\":\"hint\",\"seat\":0,\"count\":100}\n");
    EXPECT_EQ(result.exit_code, 0) << result.err;
    const json hint = json::parse(lines_of(result.out).back());
    std::map<std::string, std::string> reasons;
    for (const auto& advice : hint["best"]) reasons[advice["action"]] = advice["reason"];
    return reasons;
}

TEST(Coach, ExtraReasonsTellEachRowOnceInTheOrderOfTheNotationThenTheFifthDie) {
    const auto reasons = extra_reasons_on_3_4_3_4_3();
    // Both pairs in row 7: the row once, with both crosses; the 3 is Ann's EXTRA number,
    // crossed in its column, not given up.
    EXPECT_EQ(reasons.at("3+4 3+4 x3"),
              "opens row 7 twice (6 crosses to its 0 box); crosses the 3 in its column (8 boxes "
              "left)");
    EXPECT_EQ(reasons.at("3+3 3+4 x4@2"),
              "row 6 (6 crosses to its 0 box); opens row 7 (7 crosses to its 0 box); takes 4 as "
              "an EXTRA number in column 2 (9 boxes)");
    for (const auto& [notation, reason] : reasons) EXPECT_THAT(reason, Not(HasSubstr("gives up")));
}

// The hint at the first decision of a game of `game` with `players`, Ann first.
std::string first_hint(const std::string& game, const std::string& players, int seed) {
    TempDir dir;
    const auto result = run_process(dicebox_binary(),
                                    {"play", game, "--players", players, "--seed",
                                     std::to_string(seed), "--db", (dir / "h.sqlite").string()},
                                    "hint\nquit\n");
    EXPECT_EQ(result.exit_code, 3) << result.err;
    const auto hint = result.out.find("The coach's best choices");
    EXPECT_NE(hint, std::string::npos) << result.out;
    return result.out.substr(hint);
}

TEST(Coach, AHintShowsADecimalWhereWholePercentsWouldNotRankItsChoices) {
    // Strike's first throw, solved for two: soft and normal both round to 50%.
    const std::string hint = first_hint("strike", "Ann,bot:planner", 1);
    EXPECT_THAT(hint, HasSubstr("throw soft     50.2% to win"));
    EXPECT_THAT(hint, HasSubstr("throw normal   50.0% to win"));
}

TEST(Coach, ChoicesTheCoachCannotTellApartAreSaidToBeEqualNotRanked) {
    // Exxtra with three: the games played on after these choices are won as often.
    const std::string tied_best = first_hint("exxtra", "Ann,bot:planner,bot:planner", 4);
    EXPECT_THAT(tied_best, HasSubstr("roll           33% to win, equal best"));
    EXPECT_THAT(tied_best, HasSubstr("place 2        33% to win, equal best"));
    const std::string tied_after = first_hint("exxtra", "Ann,bot:planner,bot:planner", 1);
    EXPECT_THAT(tied_after, HasSubstr("place 4        38% to win: "));
    EXPECT_THAT(tied_after, HasSubstr("place 3        35% to win, equal to the one above"));
}

}  // namespace
}  // namespace coach_test
