// Variant parameters: defaults, overrides, and refusals that name the parameter and
// say what is allowed (core/include/dicebox/params.hpp).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "dicebox/params.hpp"

namespace {

using dicebox::ParamError;
using dicebox::ParamSchema;
using dicebox::ParamSpec;
using nlohmann::json;
using ::testing::HasSubstr;
using Type = ParamSpec::Type;

// A schema with one parameter of each type, like a game module declares.
const ParamSchema& schema() {
    static const ParamSchema schema({
        {"track_length", Type::Int, 21, 5, 100, 0, 0, "steps from start to goal"},
        {"zone_boxes", Type::IntList, {3, 3, 4}, 0, 20, 3, 3, "boxes per row"},
        {"multipliers", Type::IntList, {1, 2}, 1, 100, 1, 4, "multiplier boxes"},
        {"handicap", Type::Bool, false, 0, 0, 0, 0, "a seat option"},
        {"p_hit", Type::Real, 0.5, 0.0, 1.0, 0, 0, "a probability"},
    });
    return schema;
}

// The ParamError message of resolving `overrides`, or empty when they resolve.
std::string refusal_of(const json& overrides) {
    try {
        schema().resolve(overrides);
    } catch (const ParamError& error) {
        return error.what();
    }
    return {};
}

TEST(ParamSchema, WithoutOverridesEveryParameterHasItsDefault) {
    const json expected = {{"track_length", 21},
                           {"zone_boxes", {3, 3, 4}},
                           {"multipliers", {1, 2}},
                           {"handicap", false},
                           {"p_hit", 0.5}};
    EXPECT_EQ(schema().resolve(nullptr), expected);
    EXPECT_EQ(schema().resolve(json::object()), expected);
}

TEST(ParamSchema, OverridesReplaceOnlyTheirOwnDefaults) {
    const json values = schema().resolve({{"track_length", 30}, {"multipliers", {1, 2, 3, 5}}});
    EXPECT_EQ(values["track_length"], 30);
    EXPECT_EQ(values["multipliers"], json({1, 2, 3, 5}));
    EXPECT_EQ(values["zone_boxes"], json({3, 3, 4}));
    EXPECT_EQ(values["handicap"], false);
    EXPECT_EQ(values["p_hit"], 0.5);
}

TEST(ParamSchema, ValuesAtTheBoundsAreAccepted) {
    EXPECT_EQ(refusal_of({{"track_length", 5}}), "");
    EXPECT_EQ(refusal_of({{"track_length", 100}}), "");
    EXPECT_EQ(refusal_of({{"p_hit", 0.0}, {"handicap", true}}), "");
    EXPECT_EQ(refusal_of({{"p_hit", 1}}), "");  // an integer is a number
    EXPECT_EQ(refusal_of({{"zone_boxes", {0, 20, 0}}}), "");
    EXPECT_EQ(refusal_of({{"multipliers", {1}}}), "");
}

TEST(ParamSchema, AnUnknownNameIsRefusedListingTheKnownOnes) {
    EXPECT_EQ(refusal_of({{"trak_length", 21}}),
              "unknown parameter 'trak_length'; the parameters are: track_length, zone_boxes, "
              "multipliers, handicap, p_hit");
    EXPECT_EQ(ParamSchema().resolve(nullptr), json::object());
    try {
        ParamSchema().resolve({{"x", 1}});
        ADD_FAILURE() << "an empty schema accepted a parameter";
    } catch (const ParamError& error) {
        EXPECT_STREQ(error.what(), "unknown parameter 'x'; the parameters are: none");
    }
}

TEST(ParamSchema, OverridesMustBeAnObject) {
    EXPECT_EQ(refusal_of(json::array({1, 2})),
              "parameters must be an object of name: value, not [1,2]");
}

TEST(ParamSchema, AValueOfTheWrongTypeIsRefusedNamingTheParameter) {
    EXPECT_EQ(refusal_of({{"track_length", "21"}}),
              "parameter 'track_length': the value must be an integer, not \"21\"");
    EXPECT_EQ(refusal_of({{"track_length", 21.5}}),
              "parameter 'track_length': the value must be an integer, not 21.5");
    EXPECT_EQ(refusal_of({{"handicap", 1}}), "parameter 'handicap' must be true or false, not 1");
    EXPECT_EQ(refusal_of({{"p_hit", "half"}}),
              "parameter 'p_hit': the value must be a number, not \"half\"");
    EXPECT_EQ(refusal_of({{"zone_boxes", 3}}),
              "parameter 'zone_boxes' must be a list of integers, not 3");
    EXPECT_EQ(refusal_of({{"zone_boxes", {3, "3", 4}}}),
              "parameter 'zone_boxes': item 2 must be an integer, not \"3\"");
}

TEST(ParamSchema, AValueOutOfRangeIsRefusedSayingTheRange) {
    EXPECT_EQ(refusal_of({{"track_length", 4}}),
              "parameter 'track_length': the value must be from 5 to 100, not 4");
    EXPECT_EQ(refusal_of({{"track_length", 101}}),
              "parameter 'track_length': the value must be from 5 to 100, not 101");
    EXPECT_EQ(refusal_of({{"p_hit", 1.5}}),
              "parameter 'p_hit': the value must be from 0 to 1, not 1.5");
    EXPECT_EQ(refusal_of({{"zone_boxes", {3, 21, 4}}}),
              "parameter 'zone_boxes': item 2 must be from 0 to 20, not 21");
    EXPECT_EQ(refusal_of({{"multipliers", {1, 0}}}),
              "parameter 'multipliers': item 2 must be from 1 to 100, not 0");
}

TEST(ParamSchema, AListOfTheWrongLengthIsRefusedSayingTheLength) {
    EXPECT_EQ(refusal_of({{"zone_boxes", {3, 3}}}),
              "parameter 'zone_boxes' must have 3 items, not 2");
    EXPECT_EQ(refusal_of({{"zone_boxes", {3, 3, 4, 5}}}),
              "parameter 'zone_boxes' must have 3 items, not 4");
    EXPECT_EQ(refusal_of({{"multipliers", json::array()}}),
              "parameter 'multipliers' must have 1 to 4 items, not 0");
    EXPECT_EQ(refusal_of({{"multipliers", {1, 2, 3, 5, 7}}}),
              "parameter 'multipliers' must have 1 to 4 items, not 5");
}

TEST(ParamSchema, FindLooksUpAParameterByName) {
    ASSERT_NE(schema().find("p_hit"), nullptr);
    EXPECT_EQ(schema().find("p_hit")->type, Type::Real);
    EXPECT_EQ(schema().find("nothing"), nullptr);
}

TEST(ParamSchema, DescribeListsEveryParameterWithTypeDefaultAndRange) {
    const json described = schema().describe();
    ASSERT_EQ(described.size(), 5u);
    EXPECT_EQ(described[0], json({{"name", "track_length"},
                                  {"type", "an integer"},
                                  {"default", 21},
                                  {"description", "steps from start to goal"},
                                  {"range", "5 to 100"}}));
    EXPECT_EQ(described[1]["type"], "a list of integers");
    EXPECT_EQ(described[1]["items"], "3 to 3");
    EXPECT_EQ(described[3]["type"], "true or false");
    EXPECT_FALSE(described[3].contains("range"));
    EXPECT_EQ(described[4]["range"], "0 to 1");
}

}  // namespace
