// End-to-end tests of Strike in the terminal and in simulation, and of the generic
// --param and --match options: the real binary, a person's answers on its standard
// input against a seeded bot.
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace strike_play_test {
namespace {

using testing_support::dicebox_binary;
using testing_support::run_process;
using testing_support::with_db;

const std::vector<std::string> kAnnAgainstPlanner = {
    "play", "strike", "--players", "Ann,bot:planner", "--seed", "3"};

std::vector<std::string> with(std::vector<std::string> args, const std::vector<std::string>& more) {
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

// Ann throws one die softly and then stops. When her throw took dice (the turn ended),
// her next "stop" meets a compulsory throw and is refused, and "throw soft" follows:
// enough answers to finish any game, or match, against the bot.
std::string soft_answers() {
    std::string input;
    for (int i = 0; i < 400; ++i) input += "throw soft\nstop\n";
    return input;
}

std::size_t count_of(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
    return n;
}

TEST(StrikePlay, GameAgainstABotRunsToTheEndWithArenaReservesRemovedPileAndWinner) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    EXPECT_TRUE(std::regex_search(
        out, std::regex("Strike — Ann, planner — seed 3 — game \\d+\n\nAnn starts\\.\n")));
    EXPECT_NE(out.find("Everybody has 9 dice in reserve; 12 dice stay out of the game.\n"),
              std::string::npos);
    EXPECT_TRUE(
        std::regex_search(out, std::regex(R"(The starting die rolls into the arena: [2-6]\.)")));
    // The arena's dice listed and drawn, every reserve, the removed pile and the unused dice.
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\nThe arena holds \d+ dic?e: [2-6]( [2-6])*\n  ╭───────╮)")));
    EXPECT_TRUE(
        std::regex_search(out, std::regex(R"(\nReserves: Ann \d+ dic?e · planner \d+ dic?e\n)")));
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\nRemoved from the game: \d+ dic?e · unused: 12 dice\n)")));
    // The end: who went out, the last player with dice, the table once more, the winner.
    EXPECT_TRUE(
        std::regex_search(out, std::regex(R"(\n  (Ann|planner) has no dice left and is out\.\n)")));
    const auto end = out.find("\nThe game is over.\n");
    ASSERT_NE(end, std::string::npos);
    const std::string last = out.substr(end);
    EXPECT_TRUE(std::regex_search(
        last,
        std::regex(
            R"(\nReserves: (Ann is out · planner \d+ dic?e|Ann \d+ dic?e · planner is out)\n)")))
        << last;
    EXPECT_TRUE(std::regex_search(last, std::regex(R"(\n(Ann|planner) wins\.\n$)"))) << last;
    std::smatch winner;
    ASSERT_TRUE(std::regex_search(out, winner,
                                  std::regex(R"(\n  (\w+) is the last player with dice\.\n)")));
    EXPECT_NE(last.find(fmt::format("\n{} wins.\n", winner[1].str())), std::string::npos);
}

TEST(StrikePlay, ThrowStylesAreListedWithTheRisksOfTheArenaModel) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    EXPECT_NE(
        out.find(
            "\n   1) throw soft     1 die: knocks each die 25% · misses 1% · knocked out 2%\n"),
        std::string::npos);
    EXPECT_NE(
        out.find(
            "\n   2) throw normal   1 die: knocks each die 50% · misses 3% · knocked out 5%\n"),
        std::string::npos);
    EXPECT_NE(
        out.find(
            "\n   3) throw hard     1 die: knocks each die 80% · misses 6% · knocked out 10%\n"),
        std::string::npos);
    // Stop is offered only once the compulsory throw is made.
    const auto first_answer = out.find("Ann, your choice");
    ASSERT_NE(first_answer, std::string::npos);
    EXPECT_EQ(out.substr(0, first_answer).find(") stop"), std::string::npos);
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n   4\) stop           end the turn with \d+ dic?e in reserve\n)")));
}

TEST(StrikePlay, ParameterOfTheArenaModelChangesTheRiskShown) {
    const auto result = run_process(
        dicebox_binary(), with(kAnnAgainstPlanner, {"--param", "hard_p_hit=0.9"}), soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("throw hard     1 die: knocks each die 90% · misses 6%"),
              std::string::npos);
}

TEST(StrikePlay, StopAtTheCompulsoryThrowOrAWordThatIsNoDecisionIsRefusedAndAskedAgain) {
    const auto result =
        run_process(dicebox_binary(), kAnnAgainstPlanner, "stop\njump\n4\n" + soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    // Wrapped to fit 80 columns.
    EXPECT_NE(out.find("Not allowed: you must throw at least one die:\n  the first throw of a "
                       "turn is compulsory.\n"),
              std::string::npos);
    EXPECT_NE(out.find("Not understood: 'jump' is not a decision: write 'throw soft', 'throw "
                       "normal',\n  'throw hard' or 'stop'.\n"),
              std::string::npos);
    EXPECT_NE(out.find("There is no choice 4; choose 1 to 3.\n"), std::string::npos);
    // Asked four times, then her die goes in.
    const auto thrown = out.find("\n  Ann        throw soft ");
    ASSERT_NE(thrown, std::string::npos);
    EXPECT_EQ(count_of(out.substr(0, thrown), "Ann, your choice"), 4u);
}

TEST(StrikePlay, AThrowWithoutItsStyleListsTheStyles) {
    const auto result =
        run_process(dicebox_binary(), kAnnAgainstPlanner, "throw\n" + soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_NE(result.out.find("Not understood: a throw needs its style: throw soft, throw normal "
                              "or throw hard.\n"),
              std::string::npos);
}

TEST(StrikePlay, AnswersAreTakenInCapitalsToo) {
    std::string shouted;
    for (int i = 0; i < 400; ++i) shouted += "THROW Soft\nStop\n";
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, shouted);
    ASSERT_EQ(result.exit_code, 0) << result.err;
    EXPECT_EQ(result.out.find("Not understood"), std::string::npos);
    EXPECT_NE(result.out.find("\n  Ann        throw soft "), std::string::npos);
}

TEST(StrikePlay, EachThrowIsDrawnAtRestAndToldRemovedTakenOrNoneAlike) {
    const auto result = run_process(dicebox_binary(), kAnnAgainstPlanner, soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    EXPECT_NE(out.find("\n  The dice come to rest:\n  ╭───────╮"), std::string::npos);
    // A die showing X is drawn as an X and removed.
    EXPECT_NE(out.find("│   ╳   │"), std::string::npos);
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n  (1 die shows|\d+ dice show) X: removed from the game\.\n)")));
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n  (Two|Three|Four) [2-6]s( and \w+ [2-6]s)? match: (Ann|planner) )"
                        R"(takes \d+ dice, now \d+ in reserve\. The turn ends\.\n)")));
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n  No two dice match: (Ann|planner) may throw again or stop )"
                        R"(\(reserve \d+\)\.\n)")));
}

TEST(StrikePlay, TurnPassesWithTheArenaOrTheBigThrowAnnounced) {
    // Seed 4: the planner stops with dice in the arena, and later takes every die of it.
    const auto result = run_process(
        dicebox_binary(), {"play", "strike", "--players", "Ann,bot:planner", "--seed", "4"},
        soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    // The bot's stop is shown before Ann's turn starts, not with her answer.
    EXPECT_TRUE(std::regex_search(
        out,
        std::regex(R"(\n  planner    stop           end the turn with \d+ dic?e in reserve\n)"
                   R"(\nAnn's turn, \d+ dic?e in reserve\. The arena holds [2-6]( [2-6])*\.\n)")));
    // Ann makes the big throw.
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\nAnn's turn, \d+ dic?e in reserve\.\nThe arena is empty: Ann must )"
                        R"(throw (all \d+ dice at once|their only die)\.\n)")));
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n +\d\) throw soft     (\d+ dice|1 die): knocks each die )")));
}

TEST(StrikePlay, SameSeedAndAnswersPlayTheSameGame) {
    // Each game the first of its own history, so that even the game numbers agree.
    testing_support::TempDir dir;
    const auto first = run_process(dicebox_binary(), with_db(kAnnAgainstPlanner, dir / "1.sqlite"),
                                   soft_answers());
    const auto second = run_process(dicebox_binary(), with_db(kAnnAgainstPlanner, dir / "2.sqlite"),
                                    soft_answers());
    ASSERT_EQ(first.exit_code, 0) << first.err;
    EXPECT_EQ(first.out, second.out);
}

TEST(StrikePlay, MatchShowsEachGameItsPointsAndTheLowestTotalWins) {
    const auto result =
        run_process(dicebox_binary(), with(kAnnAgainstPlanner, {"--match"}), soft_answers());
    ASSERT_EQ(result.exit_code, 0) << result.err;
    const std::string& out = result.out;
    // As many games as players, each player starting one.
    EXPECT_NE(out.find("\n══ Game 1 of 2 ══ Ann starts.\n"), std::string::npos);
    EXPECT_NE(out.find("\n══ Game 2 of 2 ══ planner starts.\n"), std::string::npos);
    EXPECT_NE(out.find("\nGame 2 of 2 · points so far: "), std::string::npos);
    // A drop-out scores the players still in: one, with two players.
    EXPECT_TRUE(std::regex_search(
        out, std::regex(R"(\n  (Ann|planner) has no dice left and is out: 1 point\.\n)")));
    EXPECT_TRUE(std::regex_search(
        out,
        std::regex(R"(\n  (Ann|planner) is the last player with dice and wins game 1 of 2\.\n)"
                   R"(Points after game 1 \(the lowest total wins\): Ann [01], planner [01]\n)")));
    EXPECT_TRUE(std::regex_search(
        out,
        std::regex(R"(\nPoints after game 2 \(the lowest total wins\): Ann \d, planner \d\n)")));
    const auto end = out.find("\nThe match is over after 2 games.\n");
    ASSERT_NE(end, std::string::npos);
    std::smatch totals;
    const std::string last = out.substr(end);
    ASSERT_TRUE(std::regex_search(
        last, totals,
        std::regex(R"(  Game 1: won by \w+\n  Game 2: won by \w+\nPoints \(the lowest total )"
                   R"(wins\): Ann (\d), planner (\d)\n)")))
        << last;
    const int ann = std::stoi(totals[1]), planner = std::stoi(totals[2]);
    EXPECT_EQ(ann + planner, 2) << "one point per game";
    const std::string winner = ann < planner   ? "Ann wins.\n"
                               : planner < ann ? "planner wins.\n"
                                               : "Shared win: Ann and planner.\n";
    EXPECT_TRUE(last.ends_with(winner)) << last;
}

TEST(StrikePlay, MatchIsAUsageErrorForAGameWithoutOne) {
    const auto r =
        run_process(dicebox_binary(), {"play", "extra", "--players", "Ann,bot:planner", "--match"});
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_NE(r.err.find("--match: EXTRA! has no match mode (no 'match' parameter)"),
              std::string::npos)
        << r.err;
    EXPECT_EQ(r.out, "") << "no game starts";
}

TEST(StrikePlay, BadParameterIsAUsageErrorWithTheGamesOwnReason) {
    const auto wrong_type = run_process(
        dicebox_binary(), with(kAnnAgainstPlanner, {"--param", "dice=many"}), soft_answers());
    EXPECT_EQ(wrong_type.exit_code, 2);
    EXPECT_NE(wrong_type.err.find("parameter 'dice': the value must be an integer, not \"many\""),
              std::string::npos)
        << wrong_type.err;
    EXPECT_EQ(wrong_type.out, "");

    const auto unknown =
        run_process(dicebox_binary(), with(kAnnAgainstPlanner, {"--param", "jump=1"}), "");
    EXPECT_EQ(unknown.exit_code, 2);
    EXPECT_NE(unknown.err.find("unknown parameter 'jump'; the parameters are: dice, dice_each,"),
              std::string::npos)
        << unknown.err;

    const auto no_value =
        run_process(dicebox_binary(), with(kAnnAgainstPlanner, {"--param", "match"}), "");
    EXPECT_EQ(no_value.exit_code, 2);
    EXPECT_NE(no_value.err.find("--param match: write NAME=VALUE"), std::string::npos)
        << no_value.err;

    // Valid alone, but too few dice for two players of nine dice and the starting die.
    const auto too_few =
        run_process(dicebox_binary(), with(kAnnAgainstPlanner, {"--param", "dice=10"}), "");
    EXPECT_EQ(too_few.exit_code, 2);
    EXPECT_NE(too_few.err.find("more than the 10 dice of parameter 'dice'"), std::string::npos)
        << too_few.err;
}

TEST(StrikeSimulate, TwoHundredGamesGiveEachBotsWinsAndOnePointPerGameToTheLoser) {
    const auto r = run_process(dicebox_binary(), {"simulate", "strike", "--games", "200", "--bots",
                                                  "planner,careful", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto report = nlohmann::json::parse(r.out);
    EXPECT_EQ(report["game"], "strike");
    EXPECT_EQ(report["games"], 200);
    EXPECT_EQ(report["params"], nlohmann::json::object());
    ASSERT_EQ(report["seats"].size(), 2u);
    EXPECT_EQ(report["seats"][0]["bot"], "planner");
    EXPECT_EQ(report["seats"][1]["bot"], "careful");
    // One winner per game; the other drops out with one player still in: one point.
    EXPECT_EQ(report["seats"][0]["wins"].get<int>() + report["seats"][1]["wins"].get<int>(), 200);
    EXPECT_DOUBLE_EQ(
        report["seats"][0]["mean"].get<double>() + report["seats"][1]["mean"].get<double>(), 1.0);
    for (const auto& seat : report["seats"]) {
        EXPECT_EQ(seat["min"], 0);
        EXPECT_EQ(seat["max"], 1);
    }
}

TEST(StrikeSimulate, MatchPlaysAGamePerPlayerAndTheLowestTotalWins) {
    const auto r = run_process(dicebox_binary(), {"simulate", "strike", "--match", "--games", "50",
                                                  "--bots", "planner,careful,greedy", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto report = nlohmann::json::parse(r.out);
    EXPECT_EQ(report["params"], (nlohmann::json{{"match", true}}));
    // Three games a match, each giving 2 + 1 points to its two drop-outs.
    double points = 0;
    int wins = 0;
    for (const auto& seat : report["seats"]) {
        points += seat["mean"].get<double>();
        wins += seat["wins"].get<int>();
        EXPECT_LE(seat["max"].get<int>(), 6);
    }
    EXPECT_NEAR(points, 9.0, 1e-9);
    EXPECT_GE(wins, 50) << "every match has a winner; ties share the win";
}

TEST(StrikeSimulate, MatchOrABadParameterIsAUsageError) {
    const auto extra = run_process(dicebox_binary(), {"simulate", "extra", "--match"});
    EXPECT_EQ(extra.exit_code, 2);
    EXPECT_NE(extra.err.find("EXTRA! has no match mode (no 'match' parameter)"), std::string::npos)
        << extra.err;
    const auto bad = run_process(dicebox_binary(),
                                 {"simulate", "strike", "--param", "soft_p_hit=2", "--games", "5"});
    EXPECT_EQ(bad.exit_code, 2);
    EXPECT_NE(bad.err.find("parameter 'soft_p_hit': the value must be from 0 to 1, not 2"),
              std::string::npos)
        << bad.err;
}

TEST(StrikeSimulate, ParameterGivenByNameReachesEveryGame) {
    // --param match=true is what --match stands for: two games a match, a point each.
    const auto r = run_process(dicebox_binary(), {"simulate", "strike", "--param", "match=true",
                                                  "--games", "20", "--json"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto report = nlohmann::json::parse(r.out);
    EXPECT_EQ(report["params"], (nlohmann::json{{"match", true}}));
    EXPECT_DOUBLE_EQ(
        report["seats"][0]["mean"].get<double>() + report["seats"][1]["mean"].get<double>(), 2.0);
}

TEST(StrikeSimulate, TextReportNamesTheParametersSet) {
    const auto r = run_process(dicebox_binary(), {"simulate", "strike", "--match", "--param",
                                                  "hard_p_hit=0.9", "--games", "10"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_TRUE(
        r.out.starts_with("Strike: 10 games, seed 1, 1 thread, hard_p_hit=0.9, match=true\n"))
        << r.out;
}

}  // namespace
}  // namespace strike_play_test
