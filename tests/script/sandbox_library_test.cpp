// What a script can use (core/script/src/library.cpp): base, coroutine, string, table,
// math and utf8 work; what reaches the host or its randomness is not there; after the
// file has run, the globals are frozen and still readable.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "script_testing.hpp"

namespace script_testing {
namespace {

using ::testing::HasSubstr;

TEST(SandboxLibrary, TheAllowedLibrariesWork) {
    const ScriptFile file("libraries.lua", R"(
        local function sorted(t) table.sort(t) return t end
        local function count(t) local n = 0 for _ in pairs(t) do n = n + 1 end return n end
        return {
            name = "Libraries", game = "extra",
            hooks = { use = function() return {
                format = string.format("%05.1f|%d|%s", 3.14159, 42, "x"),
                sorted = sorted({ 5, 2, 9, 1 }),
                joined = table.concat({ "a", "b", "c" }, "-"),
                unpacked = select("#", table.unpack({ 1, 2, 3 })),
                floor = math.floor(3.7),
                max = math.max(3, 9, 4),
                types = { math.type(3), math.type(3.0) },
                utf8 = utf8.char(72, 228, 8364),
                length = utf8.len("Hä€"),
                upper = ("abc"):upper(),
                replaced = (("a-b-c"):gsub("-", "+")),
                found = { ("dice box"):find("box") },
                yielded = coroutine.wrap(function() coroutine.yield(7) end)(),
                number = tonumber("0x10"),
                pairs = count({ a = 1, b = 2 }),
                loaded = load("return 1 + 1")(),
                caught = { pcall(error, "caught", 0) },
            } end },
        })");
    const auto hooks = file.load()->open();
    const json expected = {
        {"format", "003.1|42|x"},
        {"sorted", {1, 2, 5, 9}},
        {"joined", "a-b-c"},
        {"unpacked", 3},
        {"floor", 3},
        {"max", 9},
        {"types", {"integer", "float"}},
        {"utf8", "Hä€"},
        {"length", 3},
        {"upper", "ABC"},
        {"replaced", "a+b+c"},
        {"found", {6, 8}},
        {"yielded", 7},
        {"number", 16},
        {"pairs", 2},
        {"loaded", 2},
        {"caught", {false, "caught"}},
    };
    EXPECT_EQ(hooks->call("use", json::array()), expected);
}

TEST(SandboxLibrary, WhatReachesTheHostOrItsRandomnessIsNotThere) {
    const ScriptFile file("removed.lua", R"(
        return {
            name = "Removed", game = "extra",
            hooks = { kinds = function() return {
                dofile = type(dofile), loadfile = type(loadfile), print = type(print),
                collectgarbage = type(collectgarbage), dump = type(string.dump),
                random = type(math.random), randomseed = type(math.randomseed),
                io = type(io), os = type(os), debug = type(debug), package = type(package),
                require = type(require), string_metatable = type(getmetatable("")),
            } end },
        })");
    const auto hooks = file.load()->open();
    const json kinds = hooks->call("kinds", json::array());
    for (const char* name : {"dofile", "loadfile", "print", "collectgarbage", "dump", "random",
                             "randomseed", "io", "os", "debug", "package", "require"}) {
        EXPECT_EQ(kinds[name], "nil") << name;
    }
    EXPECT_EQ(kinds["string_metatable"], "boolean") << "getmetatable(\"\") must not hand it out";
}

TEST(SandboxLibrary, FrozenGlobalsAndLibrariesAreStillRead) {
    const ScriptFile file("frozen.lua", R"(
        bonus = 5
        function helper(x) return x + bonus end
        return {
            name = "Frozen", game = "extra",
            hooks = { read = function(x)
                local names = 0
                for _ in pairs(math) do names = names + 1 end
                return {
                    helper(x), _G.bonus, math.floor(2.5), ("ab"):rep(2),
                    names > 10, load("return bonus")(),
                }
            end },
        })");
    const auto hooks = file.load()->open();
    EXPECT_EQ(hooks->call("read", {1}), json({6, 5, 2, "abab", true, 5}));
}

TEST(SandboxLibrary, ChunksLoadedByAHookCannotSetGlobalsEither) {
    const ScriptFile file("loaded.lua", R"(
        return {
            name = "Loaded", game = "extra",
            hooks = { set = function() load("sneaky = 1")() end },
        })");
    const auto hooks = file.load()->open();
    EXPECT_THAT(hook_error(*hooks, "set"),
                HasSubstr("hooks may not set globals: a game must not depend on the games "
                          "played before it (tried to set 'sneaky')"));
}

TEST(SandboxLibrary, ErrorsOfGuardedFunctionsNameTheFunctionAndTheLine) {
    const ScriptFile file("guarded.lua",
                          "return {\n"
                          "    name = 'Guarded', game = 'extra',\n"
                          "    hooks = {\n"
                          "        rep = function() return ('x'):rep() end,\n"
                          "        pattern = function() return string.find('x', '[') end,\n"
                          "        insert = function() table.insert({}, 1, 2, 3) end,\n"
                          "    },\n"
                          "}\n");
    const auto hooks = file.load()->open();
    EXPECT_EQ(
        hook_error(*hooks, "rep"),
        file.name() + ":4: hook rep: bad argument #1 to 'rep' (number expected, got no value)");
    EXPECT_EQ(hook_error(*hooks, "pattern"),
              file.name() + ":5: hook pattern: malformed pattern (missing ']')");
    EXPECT_EQ(hook_error(*hooks, "insert"),
              file.name() + ":6: hook insert: wrong number of arguments to 'insert'");
}

}  // namespace
}  // namespace script_testing
