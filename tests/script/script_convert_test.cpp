// Values between C++ and Lua (core/script/src/convert.hpp): JSON arrays are sequences,
// objects are tables with string keys except canonical integer keys, integers stay
// integers and floats floats, nil is null.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <limits>

#include "script_testing.hpp"

namespace script_testing {
namespace {

using ::testing::HasSubstr;

class ScriptConvert : public ::testing::Test {
  protected:
    ScriptConvert() : hooks_(file_.load()->open()) {}

    json call(std::string_view hook, const json& args) { return hooks_->call(hook, args); }

    const ScriptFile file_{"convert.lua", R"(
        return {
            name = "Convert", game = "extra",
            hooks = {
                echo = function(x) return x end,
                types = function(...)
                    local out = {}
                    for i = 1, select("#", ...) do
                        local x = select(i, ...)
                        out[i] = math.type(x) or type(x)
                    end
                    return out
                end,
                keys = function(t) return { t[7], t[-3], t["07"], t["7"] == nil, t.x } end,
                sequence = function(a) return { #a, a[1], math.type(a[2]) } end,
                make = function(kind)
                    if kind == "sequence" then return { 10, 20, 30 } end
                    if kind == "holes" then return { [1] = "a", [3] = "c" } end
                    if kind == "mixed" then return { 1, 2, x = 3 } end
                    if kind == "empty" then return {} end
                    if kind == "numbers" then return { 1, 1.0, 2^53, 7 // 2, 7 / 2 } end
                    if kind == "metatable" then return setmetatable({}, { __index = { a = 1 } }) end
                    if kind == "nothing" then return end
                    return { 1, 2 }, "second"
                end,
            },
        })"};
    std::unique_ptr<dicebox::RuleHooks> hooks_;
};

TEST_F(ScriptConvert, PlainValuesGoThereAndBackUnchanged) {
    for (const json& value : {json(7), json(-2), json(2.5), json(true), json(false), json("text"),
                              json(nullptr), json({1, 2, 3}), json({{"a", 1}, {"b", {true}}}),
                              json({{"rows", {{{"sum", 2}, {"crosses", {1, 2}}}}}})}) {
        EXPECT_EQ(call("echo", json::array({value})), value) << value.dump();
    }
}

TEST_F(ScriptConvert, IntegersStayIntegersAndFloatsFloats) {
    const json back = call("echo", {3.0});
    EXPECT_TRUE(back.is_number_float()) << back.dump();
    EXPECT_EQ(call("types", {5, 5.0, std::numeric_limits<std::uint64_t>::max(), "5", nullptr}),
              json({"integer", "float", "float", "string", "nil"}));
}

TEST_F(ScriptConvert, CanonicalIntegerKeysBecomeIntegerKeys) {
    const json table = {{"7", "seven"}, {"-3", "minus three"}, {"07", "padded"}, {"x", 1}};
    EXPECT_EQ(call("keys", json::array({table})),
              json({"seven", "minus three", "padded", true, 1}));
}

TEST_F(ScriptConvert, ArraysArriveAsSequences) {
    EXPECT_EQ(call("sequence", {{5, 6.5}}), json({2, 5, "float"}));
}

TEST_F(ScriptConvert, ATableWithKeysOneToNIsAnArray) {
    EXPECT_EQ(call("make", {"sequence"}), json({10, 20, 30}));
    EXPECT_EQ(call("make", {"empty"}), json::array());
}

TEST_F(ScriptConvert, OtherIntegerKeysBecomeDecimalStrings) {
    EXPECT_EQ(call("make", {"holes"}), json({{"1", "a"}, {"3", "c"}}));
    EXPECT_EQ(call("make", {"mixed"}), json({{"1", 1}, {"2", 2}, {"x", 3}}));
}

TEST_F(ScriptConvert, LuaIntegersAndFloatsKeepTheirKind) {
    const json numbers = call("make", {"numbers"});
    ASSERT_EQ(numbers, json({1, 1.0, 9007199254740992.0, 3, 3.5}));
    EXPECT_TRUE(numbers[0].is_number_integer());
    EXPECT_TRUE(numbers[1].is_number_float());
    EXPECT_TRUE(numbers[2].is_number_float());
    EXPECT_TRUE(numbers[3].is_number_integer());
}

TEST_F(ScriptConvert, TablesAreReadWithoutTheirMetatables) {
    EXPECT_EQ(call("make", {"metatable"}), json::array());
}

TEST_F(ScriptConvert, NoResultIsNullAndOnlyTheFirstResultCounts) {
    EXPECT_EQ(call("make", {"nothing"}), json(nullptr));
    EXPECT_EQ(call("make", {"two results"}), json({1, 2}));
}

TEST_F(ScriptConvert, ArgumentsNestedTooDeepAreRefused) {
    json deep = 1;
    for (int level = 0; level < 150; ++level) deep = json::array({deep});
    EXPECT_THAT(hook_error(*hooks_, "echo", json::array({deep})),
                HasSubstr("hook echo: arguments nested more than 100 deep"));
    EXPECT_EQ(call("echo", {7}), 7);
}

}  // namespace
}  // namespace script_testing
