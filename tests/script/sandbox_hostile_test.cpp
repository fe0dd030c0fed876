// The hostile corpus (tests/script/hostile/): every attack ends with a clear error that
// names the hook and, where there is one, the file and line; the host stays healthy
// (script_testing.hpp, expect_healthy).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "script_testing.hpp"

namespace script_testing {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::StartsWith;

// The message of calling `hook` of the hostile script `file`.
std::string attack(const std::string& file, std::string_view hook, Limits limits = {}) {
    const auto hooks = hooks_of(hostile(file), limits);
    return hook_error(*hooks, hook, {2, 1});
}

std::string at(const std::string& file, int line) {
    return hostile(file).string() + ":" + std::to_string(line) + ": ";
}

constexpr const char* kBudget = "used more than 10000000 instructions (an endless loop?)";

TEST(HostileScripts, AnEndlessLoopStopsAtTheInstructionBudget) {
    EXPECT_EQ(attack("endless_loop.lua", "row_score"),
              at("endless_loop.lua", 6) + "hook row_score " + kBudget);
    expect_healthy();
}

TEST(HostileScripts, PcallCannotCatchTheBudget) {
    EXPECT_EQ(attack("endless_loop_in_pcall.lua", "row_score"),
              at("endless_loop_in_pcall.lua", 6) + "hook row_score " + kBudget);
    expect_healthy();
}

TEST(HostileScripts, PcallInALoopCannotOutlastTheBudget) {
    EXPECT_EQ(attack("pcall_loop.lua", "row_score"),
              at("pcall_loop.lua", 7) + "hook row_score " + kBudget);
    expect_healthy();
}

TEST(HostileScripts, AnEndlessLoopWhileTheFileRunsStopsTheLoad) {
    EXPECT_EQ(load_error(hostile("load_endless_loop.lua")),
              at("load_endless_loop.lua", 3) +
                  "the script used more than 10000000 instructions while it ran (an endless "
                  "loop?)");
    expect_healthy();
}

TEST(HostileScripts, AStringRepBombMeetsTheMemoryCap) {
    EXPECT_EQ(attack("string_rep_bomb.lua", "row_score"),
              at("string_rep_bomb.lua", 5) + "hook row_score needed more than 64 MiB of memory");
    EXPECT_EQ(attack("string_rep_bomb.lua", "doubling"),
              at("string_rep_bomb.lua", 8) + "hook doubling needed more than 64 MiB of memory");
    expect_healthy();
}

TEST(HostileScripts, CopiesOfAnEmptyStringCostNothing) {
    const auto hooks = hooks_of(hostile("string_rep_empty.lua"));
    EXPECT_EQ(hooks->call("row_score", {2, 1}), 0);
    expect_healthy();
}

TEST(HostileScripts, ATableThatGrowsWithoutEndMeetsTheMemoryCap) {
    EXPECT_EQ(attack("growing_table.lua", "row_score"),
              at("growing_table.lua", 5) + "hook row_score needed more than 64 MiB of memory");
    expect_healthy();
}

TEST(HostileScripts, DeepRecursionIsAStackOverflow) {
    EXPECT_EQ(attack("deep_recursion.lua", "row_score"),
              at("deep_recursion.lua", 3) + "hook row_score: stack overflow");
    expect_healthy();
}

TEST(HostileScripts, IoIsNotThere) {
    EXPECT_EQ(attack("reach_io.lua", "row_score"),
              at("reach_io.lua", 6) + "hook row_score: attempt to index a nil value (global 'io')");
    expect_healthy();
}

TEST(HostileScripts, OsIsNotThere) {
    EXPECT_EQ(attack("reach_os.lua", "row_score"),
              at("reach_os.lua", 6) + "hook row_score: attempt to index a nil value (global 'os')");
    expect_healthy();
}

TEST(HostileScripts, DebugIsNotThere) {
    EXPECT_EQ(
        attack("reach_debug.lua", "row_score"),
        at("reach_debug.lua", 6) + "hook row_score: attempt to index a nil value (global 'debug')");
    expect_healthy();
}

TEST(HostileScripts, PackageIsNotThere) {
    EXPECT_EQ(attack("reach_package.lua", "row_score"),
              at("reach_package.lua", 6) +
                  "hook row_score: attempt to index a nil value (global 'package')");
    expect_healthy();
}

TEST(HostileScripts, RequireIsNotThere) {
    EXPECT_EQ(attack("reach_require.lua", "row_score"),
              at("reach_require.lua", 6) +
                  "hook row_score: attempt to call a nil value (global 'require')");
    expect_healthy();
}

TEST(HostileScripts, LoadRefusesABinaryChunkEvenWhenAskedForOne) {
    EXPECT_EQ(
        attack("binary_chunk.lua", "row_score"),
        at("binary_chunk.lua", 8) + "hook row_score: attempt to load a binary chunk (mode is 't')");
    expect_healthy();
}

TEST(HostileScripts, AScriptFileThatIsABinaryChunkIsRefused) {
    const ScriptFile binary("binary.lua", std::string("\x1bLuaT\0\x19\x93\r\n\x1a\n", 12));
    EXPECT_EQ(load_error(binary.path()),
              binary.name() + ": attempt to load a binary chunk (mode is 't')");
    expect_healthy();
}

TEST(HostileScripts, StringDumpIsNotThere) {
    EXPECT_EQ(
        attack("string_dump.lua", "row_score"),
        at("string_dump.lua", 6) + "hook row_score: attempt to call a nil value (field 'dump')");
    expect_healthy();
}

TEST(HostileScripts, CollectgarbageIsNotThere) {
    EXPECT_EQ(attack("collect_garbage.lua", "row_score"),
              at("collect_garbage.lua", 6) +
                  "hook row_score: attempt to call a nil value (global 'collectgarbage')");
    expect_healthy();
}

TEST(HostileScripts, FinalizersAreRefusedSinceTheyRunWithoutTheBudget) {
    EXPECT_EQ(attack("finalizer.lua", "row_score"),
              at("finalizer.lua", 6) +
                  "hook row_score: setmetatable: finalizers (__gc) are not allowed in house "
                  "rules: Lua runs them outside the instruction budget");
    expect_healthy();
}

TEST(HostileScripts, AnEndlessCloseMethodStopsAtTheBudget) {
    EXPECT_EQ(attack("close_endless.lua", "row_score"),
              at("close_endless.lua", 6) + "hook row_score " + kBudget);
    expect_healthy();
}

TEST(HostileScripts, RewrittenGlobalsHarmOnlyTheScript) {
    EXPECT_EQ(attack("rewrite_globals.lua", "row_score"),
              at("rewrite_globals.lua", 4) + "hook row_score " + kBudget);
    EXPECT_EQ(attack("rewrite_globals.lua", "unlock"),
              at("rewrite_globals.lua", 15) + "hook unlock: cannot change a protected metatable");
    expect_healthy();
}

TEST(HostileScripts, AnErrorWhoseValueIsATableIsNamedByItsType) {
    EXPECT_EQ(attack("error_table.lua", "row_score"),
              at("error_table.lua", 5) +
                  "hook row_score raised an error that is not a message (a table)");
    expect_healthy();
}

TEST(HostileScripts, AnErrorsToStringIsNeverCalled) {
    EXPECT_EQ(attack("error_tostring.lua", "row_score"),
              at("error_tostring.lua", 5) +
                  "hook row_score raised an error that is not a message (a table)");
    EXPECT_EQ(attack("error_tostring.lua", "endless"),
              at("error_tostring.lua", 8) +
                  "hook endless raised an error that is not a message (a table)");
    expect_healthy();
}

TEST(HostileScripts, AnErrorWithoutAValueSaysSo) {
    EXPECT_EQ(
        attack("error_nil.lua", "row_score"),
        at("error_nil.lua", 5) + "hook row_score raised an error that is not a message (nil)");
    expect_healthy();
}

TEST(HostileScripts, AMegabyteMessageIsCutShort) {
    const std::string message = attack("long_message.lua", "row_score");
    EXPECT_THAT(message, StartsWith(at("long_message.lua", 6) + "hook row_score: xxxx"));
    EXPECT_THAT(message, HasSubstr("…"));
    EXPECT_LT(message.size(), 1200u) << message.substr(0, 200);
    expect_healthy();
}

TEST(HostileScripts, ACoroutineThatNeverEndsStopsAtTheBudget) {
    EXPECT_THAT(attack("endless_coroutine.lua", "row_score"),
                AllOf(StartsWith(hostile("endless_coroutine.lua").string() + ":"),
                      HasSubstr(std::string("hook row_score ") + kBudget)));
    expect_healthy();
}

TEST(HostileScripts, ACoroutineInheritsTheBudget) {
    EXPECT_EQ(attack("coroutine_loop.lua", "row_score"),
              at("coroutine_loop.lua", 6) + "hook row_score " + kBudget);
    EXPECT_EQ(attack("coroutine_loop.lua", "resumed"),
              at("coroutine_loop.lua", 10) + "hook resumed " + kBudget);
    expect_healthy();
}

TEST(HostileScripts, ShortCoroutinesPayForTheCountTheyEscape) {
    // Each coroutine runs about 600 instructions, too few for the count hook to fire
    // in it; unpaid, a budget of 1000000 would let about 100000 of them run.
    const Limits limits{1'000'000};
    const auto hooks = hooks_of(hostile("short_coroutines.lua"), limits);
    EXPECT_THAT(hook_error(*hooks, "row_score", {2, 1}),
                HasSubstr("hook row_score used more than 1000000 instructions"));
    EXPECT_LE(hooks->call("created", json::array()).get<int>(), 1000);
    expect_healthy();
}

TEST(HostileScripts, LibraryLoopsInCArePaidFromTheBudget) {
    EXPECT_EQ(attack("costly_c.lua", "row_score"),
              at("costly_c.lua", 9) + "hook row_score " + kBudget);
    EXPECT_EQ(attack("costly_c.lua", "insert"), at("costly_c.lua", 12) + "hook insert " + kBudget);
    EXPECT_EQ(attack("costly_c.lua", "remove"), at("costly_c.lua", 15) + "hook remove " + kBudget);
    EXPECT_EQ(attack("costly_c.lua", "backtracking"),
              at("costly_c.lua", 18) + "hook backtracking " + kBudget);
    EXPECT_EQ(attack("costly_c.lua", "plain_find"),
              at("costly_c.lua", 22) + "hook plain_find " + kBudget);
    expect_healthy();
}

TEST(HostileScripts, AStringWhereANumberIsExpectedIsRefusedNamingTheHook) {
    const auto hooks = hooks_of(hostile("wrong_types.lua"));
    std::string message;
    try {
        hooks->call_integer("row_score", {2, 1}, -1000, 1000);
    } catch (const dicebox::HookError& error) {
        message = error.what();
    }
    EXPECT_EQ(message,
              hostile("wrong_types.lua").string() +
                  ":8: hook row_score returned \"ten\", but it must return a whole number");
    expect_healthy();
}

TEST(HostileScripts, ValuesThatCannotLeaveLuaAreRefusedNamingTheHook) {
    const auto hooks = hooks_of(hostile("wrong_types.lua"));
    const std::string plain =
        ", but a hook returns plain values: nil, booleans, numbers, strings and tables of them";
    const auto returned = [&](std::string_view hook, int line, const std::string& what) {
        EXPECT_EQ(hook_error(*hooks, hook), hostile("wrong_types.lua").string() + ":" +
                                                std::to_string(line) + ": hook " +
                                                std::string(hook) + " returned " + what + plain);
    };
    returned("a_function", 11, "a function");
    returned("a_coroutine", 14, "a coroutine");
    returned("a_cycle", 17, "a table nested more than 100 deep (a cycle?)");
    returned("infinity", 20, "a number that is not finite (inf)");
    returned("boolean_key", 26, "a table with a boolean key");
    returned("nested_function", 29, "a function at rows[3]");
    returned("not_utf8", 32, "a string that is not UTF-8");
    EXPECT_THAT(hook_error(*hooks, "not_a_number"),
                HasSubstr("hook not_a_number returned a number that is not finite"));
    expect_healthy();
}

TEST(HostileScripts, HooksCannotSetGlobals) {
    const std::string why =
        "hooks may not set globals: a game must not depend on the games played before it";
    const auto hooks = hooks_of(hostile("set_global.lua"));
    EXPECT_EQ(hook_error(*hooks, "row_score"),
              at("set_global.lua", 8) + "hook row_score: " + why + " (tried to set 'count')");
    EXPECT_EQ(hook_error(*hooks, "existing"),
              at("set_global.lua", 12) + "hook existing: " + why + " (tried to set 'total')");
    EXPECT_EQ(hook_error(*hooks, "raw"),
              at("set_global.lua", 16) + "hook raw: " + why + " (tried to set 'count')");
    EXPECT_EQ(hook_error(*hooks, "library"),
              at("set_global.lua", 19) + "hook library: " + why + " (tried to set 'math.floor')");
    expect_healthy();
}

TEST(HostileScripts, AScriptThatIsNotLuaNamesTheLine) {
    EXPECT_THAT(load_error(hostile("not_lua.lua")),
                AllOf(StartsWith(at("not_lua.lua", 4)), HasSubstr("near '*'")));
    expect_healthy();
}

TEST(HostileScripts, AScriptMustReturnATable) {
    EXPECT_EQ(load_error(hostile("returns_number.lua")),
              hostile("returns_number.lua").string() +
                  ": the script returns a number; it must return a table with its name, game "
                  "and hooks");
    expect_healthy();
}

TEST(HostileScripts, MetadataNeedsANameAndAGame) {
    EXPECT_EQ(
        load_error(hostile("missing_name.lua")),
        hostile("missing_name.lua").string() + ": the script's table needs a 'name' (a string)");
    EXPECT_THAT(
        load_error(hostile("missing_game.lua")),
        StartsWith(hostile("missing_game.lua").string() + ": the script's table needs a 'game'"));
    expect_healthy();
}

TEST(HostileScripts, HooksAreFunctionsNamedByStrings) {
    EXPECT_EQ(load_error(hostile("hook_not_function.lua")),
              hostile("hook_not_function.lua").string() +
                  ": hooks.row_score must be a function, not a number");
    EXPECT_EQ(load_error(hostile("hook_key_type.lua")),
              hostile("hook_key_type.lua").string() + ": hooks are named by strings, not by [1]");
    expect_healthy();
}

TEST(HostileScripts, AnUnknownTopLevelKeyListsTheKnownOnes) {
    EXPECT_EQ(load_error(hostile("unknown_key.lua")),
              hostile("unknown_key.lua").string() +
                  ": unknown key 'hook' in the script's table; the keys are: name, game, "
                  "version, description, author, params, seats, hooks");
    expect_healthy();
}

}  // namespace
}  // namespace script_testing
