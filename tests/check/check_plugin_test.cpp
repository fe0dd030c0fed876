// `dicebox check-plugin FILE`, the real binary on real plugin files: the games shipped
// pass, and the fixture game fails with each of its flaws, naming it
// (fixtures/odds.cpp).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "plugins.hpp"
#include "process.hpp"

namespace check_plugin_test {
namespace {

using ::testing::HasSubstr;
using testing_support::run_process;

testing_support::ProcessResult check_plugin(const std::filesystem::path& file,
                                            std::vector<std::string> options = {}) {
    std::vector<std::string> args{"check-plugin", file.string()};
    args.insert(args.end(), options.begin(), options.end());
    return run_process(testing_support::dicebox_binary(), args);
}

std::filesystem::path odds(const std::string& flaw) {
    return testing_support::fixture_dir() / "check" / ("odds_" + flaw + ".so");
}

TEST(CheckPlugin, EveryGameShippedPasses) {
    for (const auto& id : testing_support::built_plugins()) {
        const auto result =
            check_plugin(testing_support::plugin_dir() / ("dicebox-" + id + ".so"), {"--quick"});
        EXPECT_EQ(result.exit_code, 0) << id << "\n" << result.out << result.err;
        EXPECT_THAT(result.out, HasSubstr("checks pass.")) << id;
    }
}

TEST(CheckPlugin, ASoundGameWithASecretPassesEveryCheck) {
    const auto result = check_plugin(odds("sound"));
    EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
    EXPECT_THAT(result.out, HasSubstr("Odds and evens 1.0.0 (odds), 2 to 2 players"));
    EXPECT_THAT(result.out, ::testing::Not(HasSubstr("FAIL")));
}

TEST(CheckPlugin, RulesThatBreakAnInvariantFailNamingItAndWhere) {
    const auto result = check_plugin(odds("broken_invariant"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out, HasSubstr("FAIL  Every state keeps the invariants after every event"));
    EXPECT_THAT(result.out, HasSubstr("game odds with 2 players, seed "));
    EXPECT_THAT(result.out, HasSubstr(": an invariant is broken: "));
    EXPECT_THAT(result.out, ::testing::ContainsRegex("[0-9]+ of [0-9]+ checks fail\\."));
}

TEST(CheckPlugin, AStateWhoseJsonLosesAFieldFailsNamingTheField) {
    const auto result = check_plugin(odds("lost_field"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out,
                HasSubstr("the state's own JSON is refused: the odds state has no 'round'"));
}

TEST(CheckPlugin, AViewThatLeaksAnotherSeatsSecretFailsSayingWhose) {
    const auto result = check_plugin(odds("leaky_view"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out, HasSubstr("FAIL  No view holds another seat's pending secret"));
    EXPECT_THAT(result.out, ::testing::ContainsRegex(
                                "seat 1's view tells whether seat 0 chose '1' or '2' before the "
                                "rules reveal it"));
}

std::filesystem::path coin(const std::string& flaw) {
    return testing_support::fixture_dir() / "check" / ("coin_" + flaw + ".so");
}

TEST(CheckPlugin, ASoundGameWhoseSecretOneSeatDecidesAlonePassesEveryCheck) {
    const auto result = check_plugin(coin("sound"));
    EXPECT_EQ(result.exit_code, 0) << result.out << result.err;
    EXPECT_THAT(result.out, HasSubstr("Hide the coin 1.0.0 (coin), 2 to 2 players"));
    EXPECT_THAT(result.out, HasSubstr("ok    No event told to a seat carries another seat's "
                                      "pending secret"));
    EXPECT_THAT(result.out, ::testing::Not(HasSubstr("FAIL")));
}

TEST(CheckPlugin, ADecisionKeptFromAViewButNotHeldFailsAsAnEventThatTellsTheSecret) {
    const auto result = check_plugin(coin("untold_secret"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out,
                HasSubstr("FAIL  No event told to a seat carries another seat's pending secret"));
    EXPECT_THAT(result.out,
                HasSubstr("seat 1's view does not show whether seat 0 chose 'left' or 'right', "
                          "yet the decision is told to it at once"));
}

TEST(CheckPlugin, AHeldDecisionNeverRevealedFailsSayingWhose) {
    const auto result = check_plugin(coin("unrevealed_secret"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out, HasSubstr("FAIL  Every held decision is revealed by the end"));
    EXPECT_THAT(result.out,
                ::testing::ContainsRegex("the game is over with seat [01]'s decision still held"));
}

TEST(CheckPlugin, AnEventToldInAnEmptySentenceFailsNamingTheViewerAndTheLanguage) {
    const auto result = check_plugin(coin("silent_sentence"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out, HasSubstr("FAIL  Every event is told to every viewer in a sentence, "
                                      "in every language"));
    EXPECT_THAT(result.out, ::testing::ContainsRegex("the event told to (seat [01]|the onlooker) "
                                                     "in 'de' is an empty sentence"));
}

TEST(CheckPlugin, ACoachThatLeavesOutALegalActionFailsNamingItAndWhere) {
    const auto result = check_plugin(odds("partial_coach"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out,
                HasSubstr("FAIL  The coach values every legal action once, best first, from the "
                          "seat's view"));
    EXPECT_THAT(result.out,
                ::testing::ContainsRegex(
                    "game odds with 2 players, seed 0, event [0-9]+, the coach's advice "
                    "to seat 0: leaves out '2'"));
}

// The coach's games played on stop where a seat can no longer win: a game that says so of
// a seat that then wins would have the coach count its wins as losses.
TEST(CheckPlugin, ASeatThatWinsAfterTheGameSaidItCouldNotFailsNamingIt) {
    const auto result = check_plugin(odds("false_loss"));
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.out, HasSubstr("FAIL  A finished game has winners only among its seats, "
                                      "none it said could no longer win, and no moves"));
    EXPECT_THAT(result.out, HasSubstr(": seat 0 wins after the game said it could no longer win"));
}

TEST(CheckPlugin, AFileThatIsNotAPluginIsRefusedWithTheLoadersReason) {
    const auto result = check_plugin(testing_support::fixture_dir() / "loader" / "notaplugin.so");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.err, HasSubstr("notaplugin.so: not a shared library (no ELF header)"));
}

TEST(CheckPlugin, APluginOfAnotherKitIsRefusedNamingBothVersions) {
    const auto result = check_plugin(testing_support::fixture_dir() / "loader" / "abi_999.so");
    EXPECT_EQ(result.exit_code, 1);
    EXPECT_THAT(result.err, HasSubstr("built with the dicebox 9.9.9 kit (plugin ABI 999)"));
}

}  // namespace
}  // namespace check_plugin_test
