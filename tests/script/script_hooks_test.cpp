// The hooks of one game (Script::open, dicebox::RuleHooks): calls with plain values,
// where each hook is written, the messages of a failing hook, and one fresh sandbox
// for every game.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

#include "script_testing.hpp"

namespace script_testing {
namespace {

using ::testing::HasSubstr;

// Line numbers matter: the messages name them.
const char* const kHooks =
    "local games = 0\n"                                                 // 1
    "return {\n"                                                        // 2
    "    name = 'Hooks', game = 'extra',\n"                             // 3
    "    hooks = {\n"                                                   // 4
    "        row_score = function(sum, crosses)\n"                      // 5
    "            return sum * crosses\n"                                // 6
    "        end,\n"                                                    // 7
    "        broken = function(x)\n"                                    // 8
    "            return x + 1\n"                                        // 9
    "        end,\n"                                                    // 10
    "        bare = function() error('no position', 0) end,\n"          // 11
    "        number = function() error(42) end,\n"                      // 12
    "        game_ends = function(sheet) return sheet.done end,\n"      // 13
    "        share = function(p) return p / 2 end,\n"                   // 14
    "        count = function() games = games + 1 return games end,\n"  // 15
    "        maximum = math.max,\n"                                     // 16
    "    },\n"                                                          // 17
    "}\n";

class ScriptHooks : public ::testing::Test {
  protected:
    ScriptHooks() : hooks_(file_.load()->open()) {}
    std::string at(int line) const { return file_.name() + ":" + std::to_string(line); }

    const ScriptFile file_{"hooks.lua", kHooks};
    std::unique_ptr<dicebox::RuleHooks> hooks_;
};

TEST_F(ScriptHooks, AHookIsCalledWithItsArgumentsAndGivesItsResult) {
    EXPECT_EQ(hooks_->call("row_score", {7, 3}), 21);
    EXPECT_EQ(hooks_->call_integer("row_score", {7, 3}, 0, 100), 21);
    EXPECT_EQ(hooks_->call_number("share", {3}, 0, 10), 1.5);
    EXPECT_TRUE(hooks_->call_boolean("game_ends", {{{"done", true}}}));
    EXPECT_EQ(hooks_->call("maximum", {2, 9, 4}), 9);
}

TEST_F(ScriptHooks, AHooksOriginIsWhereItIsWritten) {
    EXPECT_EQ(hooks_->origin("row_score"), at(5));
    EXPECT_EQ(hooks_->origin("broken"), at(8));
    EXPECT_EQ(hooks_->origin("maximum"), file_.name()) << "a library function has no line";
}

TEST_F(ScriptHooks, AFailingHookNamesTheLineAndTheHook) {
    EXPECT_EQ(hook_error(*hooks_, "broken", {nullptr}),
              at(9) + ": hook broken: attempt to perform arithmetic on a nil value (local 'x')");
}

TEST_F(ScriptHooks, AMessageWithoutPositionIsPlacedAtTheHook) {
    EXPECT_EQ(hook_error(*hooks_, "bare"), at(11) + ": hook bare: no position");
    EXPECT_EQ(hook_error(*hooks_, "number"), at(12) + ": hook number: 42");
}

TEST_F(ScriptHooks, AResultOutOfRangeIsRefusedNamingTheHook) {
    try {
        hooks_->call_integer("row_score", {7, 3}, 0, 10);
        ADD_FAILURE() << "21 is beyond 10";
    } catch (const dicebox::HookError& error) {
        EXPECT_EQ(
            std::string(error.what()),
            at(5) + ": hook row_score returned 21, but it must return a whole number from 0 to 10");
    }
}

TEST_F(ScriptHooks, AHookTheRuleDoesNotDefineIsAnError) {
    EXPECT_EQ(hook_error(*hooks_, "final_score"),
              file_.name() + ": the house rule defines no hook final_score");
}

TEST_F(ScriptHooks, ArgumentsMustBeAList) {
    EXPECT_EQ(hook_error(*hooks_, "row_score", json({{"sum", 7}})),
              at(5) + ": hook row_score was called with {\"sum\":7}, not a list of arguments");
}

TEST_F(ScriptHooks, AfterAFailureTheHooksStillAnswer) {
    EXPECT_NE(hook_error(*hooks_, "broken", {nullptr}), "");
    EXPECT_EQ(hooks_->call("broken", {1}), 2);
}

TEST_F(ScriptHooks, EveryOpenIsAFreshSandbox) {
    EXPECT_EQ(hooks_->call("count", json::array()), 1);
    EXPECT_EQ(hooks_->call("count", json::array()), 2);
    const auto other = file_.load()->open();
    EXPECT_EQ(other->call("count", json::array()), 1);
}

TEST(ScriptOpen, HooksOpenFromTheTextThatWasLoadedAndHashed) {
    const ScriptFile file("changing.lua", kHooks);
    const auto script = file.load();
    std::ofstream(file.path()) << "this is not Lua any more";
    EXPECT_EQ(script->open()->call("row_score", {2, 3}), 6);
}

}  // namespace
}  // namespace script_testing
