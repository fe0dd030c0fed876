// Limits (script.hpp): an instruction budget per call and a memory cap, with sensible
// defaults and settable.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "script_testing.hpp"

namespace script_testing {
namespace {

using ::testing::HasSubstr;

const char* const kCounting = R"(
    return {
        name = "Counting", game = "extra",
        hooks = {
            count = function(n) local k = 0 for i = 1, n do k = k + 1 end return k end,
            build = function(n) local t = {} for i = 1, n do t[i] = i end return #t end,
        },
    })";

TEST(SandboxLimits, TheDefaultsAreTenMillionInstructionsAnd64MiB) {
    const Limits limits;
    EXPECT_EQ(limits.instructions, 10'000'000u);
    EXPECT_EQ(limits.memory, std::size_t{64} << 20);
}

TEST(SandboxLimits, ASmallBudgetStopsALoopThatTheDefaultLetsFinish) {
    const ScriptFile file("counting.lua", kCounting);
    EXPECT_EQ(file.load()->open()->call("count", {100'000}), 100'000);
    const auto hooks = file.load(Limits{10'000})->open();
    EXPECT_THAT(hook_error(*hooks, "count", {100'000}),
                HasSubstr("hook count used more than 10000 instructions (an endless loop?)"));
}

TEST(SandboxLimits, TheBudgetIsForEachCall) {
    const ScriptFile file("counting.lua", kCounting);
    const auto hooks = file.load(Limits{300'000})->open();
    for (int call = 0; call < 20; ++call) {
        ASSERT_EQ(hooks->call("count", {50'000}), 50'000) << "call " << call;
    }
}

TEST(SandboxLimits, ASmallMemoryCapStopsAModestTableThatTheDefaultHolds) {
    const ScriptFile file("counting.lua", kCounting);
    EXPECT_EQ(file.load()->open()->call("build", {100'000}), 100'000);
    const auto hooks = file.load(Limits{10'000'000, std::size_t{1} << 20})->open();
    EXPECT_THAT(hook_error(*hooks, "build", {100'000}),
                HasSubstr("hook build needed more than 1 MiB of memory"));
    EXPECT_EQ(hooks->call("build", {1000}), 1000) << "the memory comes back after the failure";
}

TEST(SandboxLimits, TheFileRunsUnderTheLimitsToo) {
    const ScriptFile file("slow.lua", R"(
        local k = 0
        for i = 1, 100000 do k = k + 1 end
        return { name = "Slow", game = "extra" })");
    EXPECT_EQ(load_error(file.path()), "");
    EXPECT_EQ(
        load_error(file.path(), Limits{1000}),
        file.name() +
            ":3: the script used more than 1000 instructions while it ran (an endless loop?)");
}

TEST(SandboxLimits, ACapTooSmallForTheLibrariesRefusesTheScript) {
    const ScriptFile file("counting.lua", kCounting);
    EXPECT_EQ(load_error(file.path(), Limits{1000, 4096}),
              file.name() + ": the script needed more than 4 KiB of memory while it ran");
}

}  // namespace
}  // namespace script_testing
