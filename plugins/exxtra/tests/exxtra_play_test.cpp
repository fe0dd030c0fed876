// End-to-end tests of Exxtra in the terminal and in simulation: the real binary, a
// person's answers on its standard input against a seeded bot.
#include <gtest/gtest.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace exxtra_play_test {
namespace {

using testing_support::dicebox_binary;
using testing_support::run_process;
using testing_support::with_db;

const std::vector<std::string> kAnnAgainstPlanner = {
    "play", "exxtra", "--players", "Ann,bot:planner", "--seed", "3"};

// Ann tries the high rings first and falls back to ring 0 (choice 2) when all of
// them are taken: enough answers to finish any game against the bot.
std::string ambitious_answers() {
    std::string input;
    for (int i = 0; i < 200; ++i) input += "place 5\nplace 4\nplace 3\n2\n";
    return input;
}

// Ann rolls a second time before she places: sometimes an X ends her turn.
std::string daring_answers() {
    std::string input;
    for (int i = 0; i < 200; ++i) input += "roll\nplace 5\nplace 4\nplace 3\n2\n";
    return input;
}

std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
    return n;
}

TEST(ExxtraPlay, GameAgainstABotRunsToTheGoalWithTrackLadderAndWinner) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, ambitious_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    EXPECT_NE(out.find("Exxtra — Ann, planner — seed 3"), std::string::npos);
    // The track from Start to the Goal (21 steps), a lane per pawn with its initial.
    EXPECT_NE(out.find("Track: Start 0 to Goal 21\n"), std::string::npos);
    EXPECT_TRUE(std::regex_search(out, std::regex(R"(\n +S  1  2  3 .* 19 20  G\n)")));
    EXPECT_TRUE(std::regex_search(out, std::regex(R"(\n  Ann +((·|A) +){22}\d+\n)")));
    EXPECT_TRUE(std::regex_search(out, std::regex(R"(\n  planner +((·|P) +){22}\d+\n)")));
    // The dice ladder from ring 5 down to ring 0, each pair with its two digits and owner.
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(ring 5 │ .*\n  ring 4 │ .*\n  ring 3 │ .*\n  ring 2 │ .*\n)"
                        R"(  ring 1 │ .*\n  ring 0 │ .*\n)")));
    EXPECT_TRUE(std::regex_search(out, std::regex(R"(ring [0-5] │ \d\d (Ann|planner))")));
    // The end: the board once more, the pawn on the Goal, the positions, the winner.
    const auto end = out.find("\nThe end, turn ");
    ASSERT_NE(end, std::string::npos);
    EXPECT_TRUE(
        std::regex_search(out, std::regex(R"(\n  (Ann|planner)'s pawn reaches the Goal!\n)")));
    const std::string last = out.substr(end);
    EXPECT_TRUE(std::regex_search(last, std::regex(R"(\nPositions: Ann \d+, planner \d+\n)")));
    EXPECT_TRUE(std::regex_search(last, std::regex(R"(\n(Ann|planner)'s pawn is on the Goal\.)")));
    EXPECT_TRUE(std::regex_search(last, std::regex(R"(\n(Ann|planner) wins\.\n$)"))) << last;
}

// Ann and Alex would both be "A" on the track: their pawns carry their seats' numbers.
TEST(ExxtraPlay, PawnsThatWouldLookAlikeAreMarkedByTheirSeats) {
    const auto result = run_process(
        dicebox_binary(), {"play", "exxtra", "--players", "Ann,Alex", "--seed", "3"}, "quit\n");
    ASSERT_EQ(result.exit_code, 3) << result.err;
    EXPECT_TRUE(std::regex_search(result.out, std::regex(R"(\n  Ann +((·|1) +){22}\d+\n)")))
        << result.out;
    EXPECT_TRUE(std::regex_search(result.out, std::regex(R"(\n  Alex +((·|2) +){22}\d+\n)")));
    EXPECT_FALSE(std::regex_search(result.out, std::regex(R"(\n  A(nn|lex) +[^\n]*A)")));
}

TEST(ExxtraPlay, EachPlacementSaysWhomItWouldKnockOff) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, ambitious_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    // In Ann's list of choices and in the bot's shown choices alike.
    EXPECT_TRUE(std::regex_search(result.out,
                                  std::regex(R"(\n +\d\) place 0 +\d\d on ring 0 \(no move next )"
                                             R"(turn\), knocks off nobody\n)")));
    // A long line goes on under its explanation.
    EXPECT_TRUE(std::regex_search(result.out,
                                  std::regex(R"(\d\d on ring [0-4] \([^)]*\),\s+knocks\s+off\s+)"
                                             R"((Ann|planner)'s\s+\d\d\s+from\s+ring\s+[1-5])")));
}

TEST(ExxtraPlay, RollIsDrawnAsDieAAndDieBWithItsValueAndTheRollsOfTheTurn) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, ambitious_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    std::smatch roll;
    ASSERT_TRUE(std::regex_search(
        result.out, roll,
        std::regex(R"(\nRoll (\d+) of this turn: ([X1-7]) ([X1-6]) → (\d\d)\n +die A +die B\n╭)")));
    // The value: the higher face first, an X counting 0 on the turn's first roll.
    const auto digit = [](const std::string& face) { return face == "X" ? 0 : std::stoi(face); };
    const int a = digit(roll[2]), b = digit(roll[3]);
    EXPECT_EQ(std::stoi(roll[4]), 10 * std::max(a, b) + std::min(a, b)) << roll[0];
    // An X is drawn as an X face, not as pips.
    EXPECT_NE(result.out.find("│ ╲   ╱ │"), std::string::npos);
    EXPECT_NE(result.out.find("│   ╳   │"), std::string::npos);
}

TEST(ExxtraPlay, RollsDoublesAndInvalidRollsAreNarrated) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, daring_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    EXPECT_TRUE(std::regex_search(out, std::regex(R"(\nTurn 1: Ann has the dice\.\n)")));
    EXPECT_TRUE(std::regex_search(out, std::regex(R"(rolls X 1 \(roll 1\) → 10 \(an X counts 0)")))
        << "seed 3 starts with X 1";
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(rolls [X1-7] [X1-6] \(roll [2-9]\): an X ends the turn)"
                        R"((, pawn back [12] to \d+\.|; the pawn stays on Start\.)\n)")));
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(rolls ([1-3]) \1 \(roll \d+\) → \d\d; a double: pawn \+\1 to \d+)")));
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n  (Ann|planner) takes the \d\d back from ring ([1-5]): )"
                        R"(pawn \+\2 to \d+\.\n)")));
    // A decision that ends the turn is followed by where the pawns stand.
    EXPECT_TRUE(std::regex_search(
        out,
        std::regex(R"(\n  planner +place \d .*\n(.*\n){0,2}Positions: Ann \d+, planner \d+\n)")));
}

TEST(ExxtraPlay, ChoiceOutsideTheListOrNotADecisionIsRefusedAndAskedAgain) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner,
                                    "8\njump\nplace 9\nplace 5\n" + ambitious_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    // Ann's first roll leaves every ring free: roll and place 0 to 5 are choices 1 to 7.
    EXPECT_NE(out.find("There is no choice 8; choose 1 to 7.\n"), std::string::npos);
    // Wrapped to fit 80 columns.
    EXPECT_NE(out.find("Not understood: 'jump' is not a decision:\n  write 'roll' or 'place N' "
                       "(a ring 0 to 5).\n"),
              std::string::npos);
    EXPECT_NE(out.find("Not allowed: there is no ring 9; the rings are 0 to 5.\n"),
              std::string::npos);
    // Asked four times, then her pair goes where she said.
    const auto placed = out.find("\n  Ann        place 5 ");
    ASSERT_NE(placed, std::string::npos);
    EXPECT_EQ(count_of(out.substr(0, placed), "Ann, your choice"), 4u);
}

TEST(ExxtraPlay, PlacingOnATakenRingIsRefusedWithTheReason) {
    // Seed 3: the bot holds ring 4 when Ann next asks for it.
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, ambitious_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_TRUE(std::regex_search(
        result.out, std::regex(R"(\nNot allowed: ring [1-5] is taken by seat 1's \d\d; rings 1 )"
                               R"(to 5 hold one pair each,\n  ring 0 any number\.\n)")));
}

TEST(ExxtraPlay, PublicTurnsOfSeveralPeopleAreNotHidden) {
    // Two people at one terminal: Exxtra's turns are public, nobody looks away.
    std::string answers;
    for (int i = 0; i < 20; ++i) answers += "2\n";
    const auto result = run_process(
        dicebox_binary(), {"play", "exxtra", "--players", "Ann,Ben", "--seed", "3"}, answers);
    EXPECT_EQ(result.exit_code, 3) << "the answers end before the game";
    EXPECT_EQ(result.out.find("look away"), std::string::npos);
    EXPECT_EQ(result.out.find("has chosen."), std::string::npos);
    EXPECT_NE(result.out.find("\n  Ann        place 0 "), std::string::npos);
    EXPECT_NE(result.out.find("\n  Ben        place 0 "), std::string::npos);
}

TEST(ExxtraPlay, SameSeedAndAnswersPlayTheSameGame) {
    // Each game the first of its own history, so that even the game numbers agree.
    testing_support::TempDir dir;
    const auto first = run_process(dicebox_binary(), with_db(kAnnAgainstPlanner, dir / "1.sqlite"),
                                   ambitious_answers());
    const auto second = run_process(dicebox_binary(), with_db(kAnnAgainstPlanner, dir / "2.sqlite"),
                                    ambitious_answers());
    ASSERT_EQ(first.exit_code, 0) << first.err;
    EXPECT_EQ(first.out, second.out);
}

TEST(ExxtraPlay, AnswersAreTakenInCapitalsToo) {
    // "Roll", "PLACE 5": the same game as with the answers in small letters, told the same
    // but for the answers echoed.
    std::string shouted;
    for (int i = 0; i < 200; ++i) shouted += "Roll\nPLACE 5\nPlace 4\nPLACE 3\n2\n";
    testing_support::TempDir dir;
    const auto small = run_process(dicebox_binary(), with_db(kAnnAgainstPlanner, dir / "1.sqlite"),
                                   daring_answers());
    const auto capitals =
        run_process(dicebox_binary(), with_db(kAnnAgainstPlanner, dir / "2.sqlite"), shouted);
    ASSERT_EQ(capitals.exit_code, 0) << capitals.err;
    EXPECT_EQ(capitals.out.find("Not understood"), std::string::npos);
    const auto lowered = [](std::string text) {
        for (auto& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return text;
    };
    EXPECT_EQ(lowered(capitals.out), lowered(small.out));
}

TEST(ExxtraPlay, BotsOfOneKindAreNumberedOneByOneInSeatOrder) {
    testing_support::TempDir dir;
    for (const auto& [players, names] : std::vector<std::pair<std::string, std::string>>{
             {"Ann,Ben,bot:cautious,bot:cautious", "Ann, Ben, cautious 1, cautious 2"},
             {"bot:cautious,bot:bold,bot:cautious,Ann", "cautious 1, bold, cautious 2, Ann"},
             // A number that is a person's name, or a person called like the bots' kind.
             {"Ann,cautious 2,bot:cautious,bot:cautious",
              "Ann, cautious 2, cautious 1, cautious 3"},
             {"cautious,bot:cautious", "cautious, cautious 1"}}) {
        const auto r = run_process(
            dicebox_binary(),
            with_db({"play", "exxtra", "--players", players, "--seed", "3"}, dir / "h.sqlite"),
            "quit\n");
        EXPECT_EQ(r.exit_code, 3) << players << ": " << r.err << "(left at the first question)";
        EXPECT_NE(r.out.find("Exxtra — " + names + " — seed 3"), std::string::npos)
            << players << ":\n"
            << r.out;
    }
    // Resumed, the seats keep their names (game 1, left at Ann's first roll).
    const auto resumed =
        run_process(dicebox_binary(), with_db({"resume", "1"}, dir / "h.sqlite"), "quit\n");
    EXPECT_NE(resumed.out.find("Exxtra — Ann, Ben, cautious 1, cautious 2 — seed 3"),
              std::string::npos)
        << resumed.out << resumed.err;
}

TEST(ExxtraPlay, HandicapIsRefusedAsAUsageErrorForAGameWithoutOne) {
    const auto r = run_process(
        dicebox_binary(), {"play", "exxtra", "--players", "Ann,bot:planner", "--handicap", "Ann"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--handicap Ann: Exxtra has no handicap"), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "") << "no game starts";
}

TEST(ExxtraPlay, OnePlayerIsAUsageError) {
    const auto r = run_process(dicebox_binary(), {"play", "exxtra", "--players", "Ann"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("Exxtra is for 2 to 6 players"), std::string::npos) << r.err;
}

TEST(ExxtraSimulate, TwoHundredGamesGiveEachBotsWinsAndFinishingPositions) {
    const auto r = run_process(dicebox_binary(), {"simulate", "exxtra", "--games", "200", "--bots",
                                                  "planner,cautious", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto report = nlohmann::json::parse(r.out);
    EXPECT_EQ(report["game"], "exxtra");
    EXPECT_EQ(report["games"], 200);
    ASSERT_EQ(report["seats"].size(), 2u);
    EXPECT_EQ(report["seats"][0]["bot"], "planner");
    EXPECT_EQ(report["seats"][1]["bot"], "cautious");
    // A race has exactly one winner per game; the scores are the pawns' positions.
    EXPECT_EQ(report["seats"][0]["wins"].get<int>() + report["seats"][1]["wins"].get<int>(), 200);
    for (const auto& seat : report["seats"]) {
        EXPECT_GE(seat["min"].get<double>(), 0);
        EXPECT_LE(seat["min"].get<double>(), seat["mean"].get<double>());
        EXPECT_LE(seat["mean"].get<double>(), seat["max"].get<double>());
        EXPECT_LE(seat["max"].get<double>(), 21);
        EXPECT_GT(seat["stdev"].get<double>(), 0);
    }
    EXPECT_EQ(report["seats"][0]["max"], 21) << "the planner reaches the Goal sometimes";
}

TEST(ExxtraSimulate, WithoutBotsTheDefaultBotFillsTheFewestSeatsTheGameAllows) {
    const auto r = run_process(dicebox_binary(), {"simulate", "exxtra", "--games", "20", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto report = nlohmann::json::parse(r.out);
    ASSERT_EQ(report["seats"].size(), 2u);
    EXPECT_EQ(report["seats"][0]["bot"], "planner");
    EXPECT_EQ(report["seats"][1]["bot"], "planner");
}

}  // namespace
}  // namespace exxtra_play_test
