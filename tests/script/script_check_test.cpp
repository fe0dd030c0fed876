// check() and ruled_by() (script.hpp) against the real modules: a script for another
// game, parameters and seat options the schemas refuse, hooks the module does not offer,
// and a game configuration under a house rule.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/params.hpp"
#include "plugins.hpp"
#include "script_testing.hpp"

namespace script_testing {
namespace {

using dicebox::GameConfig;
using dicebox::script::check;
using dicebox::script::ruled_by;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::StartsWith;

const dicebox::GameModule& extra() {
    return testing_support::module("extra");
}

std::shared_ptr<const Script> script_of(const ScriptFile& file) {
    return file.load();
}

TEST(ScriptCheck, AScriptWithinTheSchemasAndHooksHasNoProblems) {
    const ScriptFile file("gentle.lua", R"(return {
        name = "Gentle", game = "extra",
        params = { zone_penalty = -150 }, seats = { handicap = true },
        hooks = { row_score = function(sum, crosses) return 0 end },
    })");
    EXPECT_THAT(check(*script_of(file), extra()), IsEmpty());
}

TEST(ScriptCheck, AScriptForAnotherGameSaysWhichGame) {
    const ScriptFile file("long.lua", R"(return { name = "Long", game = "exxtra" })");
    EXPECT_THAT(check(*script_of(file), extra()),
                ElementsAre(file.name() + " is a house rule for 'exxtra', not for 'extra'"));
}

TEST(ScriptCheck, ParametersAndSeatOptionsAreCheckedAgainstTheSchemas) {
    const ScriptFile file("bad.lua", R"(return {
        name = "Bad", game = "extra",
        params = { zone_penalty = -20000 }, seats = { handicap = 3 },
    })");
    const auto problems = check(*script_of(file), extra());
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_THAT(problems[0], HasSubstr("zone_penalty"));
    EXPECT_THAT(problems[1], StartsWith("seats: "));
    EXPECT_THAT(problems[1], HasSubstr("handicap"));
}

TEST(ScriptCheck, AnUnknownParameterIsNamed) {
    const ScriptFile file("unknown.lua", R"(return {
        name = "Unknown", game = "extra", params = { zone = 1 } })");
    EXPECT_THAT(check(*script_of(file), extra()),
                ElementsAre(HasSubstr("unknown parameter 'zone'")));
}

TEST(ScriptCheck, AnUnknownHookListsTheHooksTheModuleOffers) {
    const ScriptFile file("hooks.lua", R"(return {
        name = "Hooks", game = "extra", hooks = { row_points = function() end } })");
    EXPECT_THAT(check(*script_of(file), extra()),
                ElementsAre("unknown hook 'row_points'; extra offers row_score, game_ends, "
                            "final_score"));
}

TEST(ScriptRuledBy, TheScriptsParametersGoUnderTheCommandLines) {
    const ScriptFile file("gentle.lua", R"(return {
        name = "Gentle", game = "extra", params = { zone_penalty = -150, dice = 6 } })");
    GameConfig config;
    config.players = 2;
    config.params = {{"dice", 7}};
    const GameConfig ruled = ruled_by(config, script_of(file), extra());
    EXPECT_EQ(ruled.params, json({{"zone_penalty", -150}, {"dice", 7}}));
    EXPECT_NE(ruled.rule, nullptr);
    EXPECT_EQ(ruled.rule->name(), "Gentle");
    EXPECT_NO_THROW(extra().new_game(ruled));
}

TEST(ScriptRuledBy, EverySeatGetsTheScriptsOptionsUnderItsOwn) {
    const ScriptFile file("kids.lua", R"(return {
        name = "Kids", game = "extra", seats = { handicap = true } })");
    GameConfig config;
    config.players = 3;
    EXPECT_EQ(ruled_by(config, script_of(file), extra()).seats,
              std::vector<json>(3, {{"handicap", true}}));
    config.seats = {json::object(), {{"handicap", false}}, json::object()};
    EXPECT_EQ(
        ruled_by(config, script_of(file), extra()).seats,
        std::vector<json>({{{"handicap", true}}, {{"handicap", false}}, {{"handicap", true}}}));
}

TEST(ScriptRuledBy, AScriptForAnotherGameIsAParamError) {
    const ScriptFile file("long.lua", R"(return { name = "Long", game = "exxtra" })");
    try {
        ruled_by(GameConfig{}, script_of(file), extra());
        ADD_FAILURE() << "a script for exxtra ruled extra";
    } catch (const dicebox::ParamError& error) {
        EXPECT_EQ(std::string(error.what()),
                  file.name() + " is a house rule for 'exxtra', not for 'extra'");
    }
}

}  // namespace
}  // namespace script_testing
