// End-to-end tests of `dicebox play`: the real binary, fed from standard input. EXTRA!'s own
// sheet and rules as played are tested in its folder (plugins/extra/tests/extra_play_test.cpp).
#include <gtest/gtest.h>

#include <regex>
#include <string>

#include "live_process.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace play_test {
namespace {

using testing_support::dicebox_binary;
using testing_support::run_process;
using testing_support::with_db;

// Enough answers "1" (the first legal choice) to finish any solo game.
std::string first_choices(int count = 200) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
    return n;
}

TEST(Play, SoloGameRunsToTheEndWithFinalSheetAndResult) {
    const auto result = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "7"}, first_choices());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("EXTRA! — Ann — seed 7"), std::string::npos);
    EXPECT_NE(result.out.find("Final sheets"), std::string::npos);
    EXPECT_TRUE(result.out.find("Ann won this solo game.") != std::string::npos ||
                result.out.find("Ann lost this solo game.") != std::string::npos);
}

TEST(Play, SameSeedPlaysTheSameGame) {
    // Each game the first in its own history, so that even the game numbers agree.
    testing_support::TempDir dir;
    const std::vector<std::string> args = {"play",           "extra",  "--players",
                                           "Ann,bot:greedy", "--seed", "11"};
    const auto first =
        run_process(dicebox_binary(), with_db(args, dir / "1.sqlite"), first_choices());
    const auto second =
        run_process(dicebox_binary(), with_db(args, dir / "2.sqlite"), first_choices());
    ASSERT_EQ(first.exit_code, 0) << first.err;
    EXPECT_EQ(first.out, second.out);
}

TEST(Play, MalformedInputIsExplainedAndAskedAgain) {
    const auto result =
        run_process(dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "7"},
                    "9+9 1+1 x1\nhello\n99\n\n" + first_choices());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("Not understood: 9 is not a die face; faces are 1 to 6."),
              std::string::npos);
    EXPECT_NE(result.out.find("Not understood: write two pairs and the 5th die"),
              std::string::npos);
    EXPECT_NE(result.out.find("There is no choice 99; choose 1 to "), std::string::npos);
}

TEST(Play, IllegalChoiceIsRefusedWithTheReason) {
    // Seed 7's first roll is known from the game itself: ask for a die it lacks.
    const auto probe = run_process(dicebox_binary(),
                                   {"play", "extra", "--players", "Ann", "--seed", "7"}, "quit\n");
    std::smatch roll;
    ASSERT_TRUE(
        std::regex_search(probe.out, roll, std::regex(R"(Round 1: the dice show ([1-6 ]+)\n)")));
    int missing = 1;
    while (roll[1].str().find(std::to_string(missing)) != std::string::npos) ++missing;
    ASSERT_LE(missing, 6) << "a roll of five dice always lacks a face";
    const std::string m = std::to_string(missing);
    const std::string choice = m + "+" + m + " " + m + "+" + m + " x" + m + "@1\n";
    const auto result =
        run_process(dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "7"},
                    choice + first_choices());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("Not allowed: the roll " + roll[1].str() + " has no " +
                              std::to_string(missing)),
              std::string::npos)
        << result.out.substr(0, 4000);
}

TEST(Play, EndOfInputLeavesTheGameUnfinished) {
    const auto result = run_process(dicebox_binary(),
                                    {"play", "extra", "--players", "Ann", "--seed", "7"}, "1\n1\n");
    EXPECT_EQ(result.exit_code, 3);
    EXPECT_TRUE(std::regex_search(
        result.out,
        std::regex(R"(The game was left unfinished; continue it with:\n  dicebox resume \d+)")));
}

TEST(Play, QuitLeavesTheGame) {
    const auto result =
        run_process(dicebox_binary(), {"play", "extra", "--players", "Ann"}, "quit\n");
    EXPECT_EQ(result.exit_code, 3);
}

TEST(Play, HotSeatHidesAChoiceWhileOthersStillHaveToChoose) {
    const auto result =
        run_process(dicebox_binary(), {"play", "extra", "--players", "Ann,Ben", "--seed", "5"},
                    first_choices(400));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    // In round 1 Ann chooses first: she chooses unseen, and her choice stays hidden
    // while Ben chooses. Ben chooses last, so both choices are shown at once after his.
    const auto ann_turn = result.out.find("── Ann's turn: the others look away ──");
    const auto ann_chose = result.out.find("Ann has chosen.");
    const auto ben_board = result.out.find("\nBen\n", ann_chose);
    const auto reveal = result.out.find("\n  Ann        ");
    ASSERT_NE(ann_turn, std::string::npos);
    ASSERT_NE(ann_chose, std::string::npos);
    ASSERT_NE(ben_board, std::string::npos);
    EXPECT_LT(ann_turn, ann_chose);
    EXPECT_LT(ann_chose, ben_board);
    EXPECT_LT(ben_board, reveal);
    // Ben takes his turn unseen too; nobody is left to keep the last choice of a round
    // from, so it is shown at once.
    const auto ben_turn = result.out.find("── Ben's turn: the others look away ──");
    EXPECT_LT(ann_chose, ben_turn);
    EXPECT_LT(ben_turn, ben_board);
    EXPECT_EQ(result.out.find("Ben has chosen."), std::string::npos);
    EXPECT_NE(result.out.find("Scores:  Ann "), std::string::npos);
}

// At a terminal people share, every person's turn begins behind the gate, and each turn
// taken is wiped from the screen and from its scrollback, so that nobody can scroll back
// to it; quit at the gate leaves the game as quit does at the prompt.
TEST(Play, HotSeatGatesEveryTurnWipesTheScrollbackAndQuitAtTheGateLeaves) {
    testing_support::TempDir dir;
    testing_support::LiveProcess run(
        dicebox_binary(),
        with_db({"play", "extra", "--players", "Ann,Ben", "--seed", "5"}, dir / "history.sqlite"),
        testing_support::LiveProcess::Output::Console);
    ASSERT_TRUE(run.wait_for("Ann: Enter when only you see the screen")) << run.output();
    run.write("\n");
    ASSERT_TRUE(run.wait_for("Ann, your choice")) << run.output();
    run.write("1\n");
    ASSERT_TRUE(run.wait_for("\033[H\033[2J\033[3J")) << "screen and scrollback wiped";
    ASSERT_TRUE(run.wait_for("Ben: Enter when only you see the screen")) << run.output();
    run.write("\n");
    ASSERT_TRUE(run.wait_for("Ben, your choice")) << run.output();
    run.write("1\n");
    ASSERT_TRUE(run.wait_for("\033[H\033[2J\033[3J")) << "the last chooser's turn too";
    ASSERT_TRUE(run.wait_for("Ann: Enter when only you see the screen")) << "round 2";
    run.write(" Quit\n");
    EXPECT_EQ(run.exit_code(), 3) << run.output();
    EXPECT_NE(run.output().find("The game was left unfinished"), std::string::npos) << run.output();
}

TEST(Play, BotsChooseBeforeThePeopleAndTheRoundIsShownInSeatOrder) {
    const auto result =
        run_process(dicebox_binary(),
                    {"play", "extra", "--players", "Ann,bot:greedy,Ben,bot:random", "--seed", "5"},
                    first_choices(400));
    ASSERT_EQ(result.exit_code, 0) << result.err;
    // The bots of round 1 have chosen before Ann is asked, so Ben, though a bot sits
    // after him, is the last to choose: nobody is left to keep his choice from.
    EXPECT_NE(result.out.find("── Ann's turn: the others look away ──"), std::string::npos);
    EXPECT_EQ(result.out.find("Ben has chosen."), std::string::npos);
    const auto ben_chose = result.out.find("Ben, your choice");
    ASSERT_NE(ben_chose, std::string::npos);
    const auto ann = result.out.find("\n  Ann        ", ben_chose);
    const auto greedy = result.out.find("\n  greedy     ", ben_chose);
    const auto ben = result.out.find("\n  Ben        ", ben_chose);
    const auto random = result.out.find("\n  random     ", ben_chose);
    ASSERT_NE(random, std::string::npos) << result.out.substr(0, 6000);
    EXPECT_LT(ann, greedy);
    EXPECT_LT(greedy, ben);
    EXPECT_LT(ben, random);
}

// A seat option of the game's schema, given generically, plays as --handicap does, is
// recorded with the seat and listed by show; a wrong one is a usage error in words.
TEST(Play, SeatOptionIsPlayedRecordedAndShown) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    const auto played = run_process(dicebox_binary(),
                                    with_db({"play", "extra", "--players", "Ann,bot:greedy",
                                             "--seed", "7", "--seat-option", "Ann:handicap"},
                                            db),
                                    "1\n1\n");
    ASSERT_EQ(played.exit_code, 3) << played.err;
    EXPECT_TRUE(std::regex_search(played.out, std::regex(R"(\n  1: [1-6]  (\[ \]){9}\{ \})")))
        << played.out;
    const auto shown = run_process(dicebox_binary(), with_db({"show", "1"}, db));
    EXPECT_NE(shown.out.find("\nPlayers: Ann (handicap), greedy\n"), std::string::npos)
        << shown.out;

    auto refused = run_process(
        dicebox_binary(), {"play", "extra", "--players", "Ann", "--seat-option", "Ann:handicap=3"});
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("--seat-option Ann:handicap=3: parameter 'handicap' must be true "
                               "or false, not 3"),
              std::string::npos)
        << refused.err;
    refused = run_process(dicebox_binary(), {"play", "exxtra", "--players", "Ann,Ben",
                                             "--seat-option", "Ben:handicap"});
    EXPECT_EQ(refused.exit_code, 2);
    EXPECT_NE(refused.err.find("--seat-option Ben:handicap: Exxtra's seats take no option "
                               "'handicap' (they take none)"),
              std::string::npos)
        << refused.err;
}

TEST(Play, BotsPlayAgainstEachOtherToTheEnd) {
    const auto result = run_process(
        dicebox_binary(),
        {"play", "extra", "--players", "bot:random,bot:greedy,bot:planner", "--seed", "3"});
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(count_of(result.out, "\nrandom\n"), 1u);
    EXPECT_NE(result.out.find("\nplanner\n"), std::string::npos);
}

TEST(Play, WrongArgumentsAreUsageErrors) {
    auto r = run_process(dicebox_binary(), {"play", "extra"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--players is required"), std::string::npos) << r.err;

    r = run_process(dicebox_binary(), {"play", "extra", "--players", "Ann,bot:genius"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("EXTRA! has no bot 'genius'; its bots are: random, greedy, planner"),
              std::string::npos)
        << r.err;

    r = run_process(dicebox_binary(), {"play", "extra", "--players", "Ann,bot:"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--players: the bot of seat 2 has no kind; write bot:KIND, one of "
                         "EXTRA!'s bots: random, greedy, planner"),
              std::string::npos)
        << r.err;

    r = run_process(dicebox_binary(), {"play", "extra", "--players", "A,B,C,D,E,F,G"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("EXTRA! is for 1 to 6 players, not 7"), std::string::npos) << r.err;

    r = run_process(dicebox_binary(), {"play", "extra", "--players", "Ann,Ann"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("two players are called 'Ann'"), std::string::npos) << r.err;

    r = run_process(dicebox_binary(), {"play", "extra", "--players", "Ann", "--handicap", "Zoe"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--handicap Zoe: there is no such player"), std::string::npos) << r.err;

    r = run_process(dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "seven"});
    EXPECT_EQ(r.exit_code, 2);
    r = run_process(dicebox_binary(), {"play", "extra", "--players", "Ann", "--seed", "-3"});
    EXPECT_EQ(r.exit_code, 2);
}

TEST(Play, UnknownGameNamesTheGamesThereAre) {
    const auto r = run_process(dicebox_binary(), {"play", "chess", "--players", "Ann"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("dicebox play: no game 'chess'; the games found are: extra"),
              std::string::npos)
        << r.err;
}

TEST(Play, ResumeTellsTheRound) {
    testing_support::TempDir dir;
    const auto db = dir / "history.sqlite";
    const auto left =
        run_process(dicebox_binary(),
                    with_db({"play", "extra", "--players", "Ann", "--seed", "7"}, db), "1\n1\n");
    ASSERT_EQ(left.exit_code, 3) << left.err;
    std::smatch id;
    ASSERT_TRUE(std::regex_search(left.out, id, std::regex(R"(dicebox resume (\d+))")));
    std::smatch roll;
    ASSERT_TRUE(
        std::regex_search(left.out, roll, std::regex(R"(Round 3: the dice show [1-6 ]+\n)")));
    const auto resumed =
        run_process(dicebox_binary(), with_db({"resume", id[1].str()}, db), "quit\n");
    EXPECT_EQ(resumed.exit_code, 3) << resumed.err;
    EXPECT_EQ(resumed.out.find("Game " + id[1].str() + " goes on after 5 events. " + roll.str()),
              0u)
        << resumed.out;
}

}  // namespace
}  // namespace play_test
