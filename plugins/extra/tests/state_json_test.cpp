// EXTRA!'s state as JSON (plugins/extra/extra_json.cpp): what it shows in the middle
// of a round, and what GameModule::state_from_json refuses.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "extra_table.hpp"

namespace extra_test {
namespace {

using ::testing::HasSubstr;

TEST(ExtraStateJson, AChoiceMadeInSecretSurvivesTheRoundTrip) {
    auto session = new_session(2);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(1, "5+1 2+2 x3@1"), "");
    const json saved = session.state().to_json();
    EXPECT_EQ(saved["to_move"], json::parse("[0]"));
    EXPECT_EQ(saved["round"], 1);
    EXPECT_EQ(saved["seats"][1]["chosen"], "2+2 1+5 x3@1");
    EXPECT_TRUE(saved["seats"][0]["chosen"].is_null());

    auto restored = load(saved);
    EXPECT_EQ(restored->to_json(), saved);
    EXPECT_EQ(choose(*restored, 1, "1+2 2+3 x5@1"), "you have already chosen for this roll");
    ASSERT_EQ(choose(*restored, 0, "1+3 2+5 x2@2"), "");
    EXPECT_EQ(column(*restored, 1, 1)["number"], 3);
    EXPECT_EQ(row(*restored, 1, 6), 1);
}

TEST(ExtraStateJson, AStateThatIsNotAnExtraStateIsRefusedWithTheReason) {
    EXPECT_THROW(extra().state_from_json(json::parse(R"({"game":"strike"})")),
                 std::invalid_argument);
    json position = blank_position(2);
    write_number(position, 0, 1, 3, 1);
    write_number(position, 0, 2, 3, 1);  // the number 3 twice
    try {
        extra().state_from_json(position);
        ADD_FAILURE() << "a sheet with the EXTRA number 3 twice was accepted";
    } catch (const std::invalid_argument& error) {
        EXPECT_THAT(error.what(), HasSubstr("wrote the EXTRA number 3 twice"));
    }
}

TEST(ExtraStateJson, AStateWithFieldsOfTheWrongTypeIsRefusedAsInvalid) {
    // GameModule::state_from_json promises std::invalid_argument for a malformed state.
    const json good = blank_position(1);
    const std::vector<std::pair<const char*, json>> wrong = {
        {"/seats/0/done", "yes"},   {"/seats/0/handicap", "yes"},     {"/seats/0/chosen", 5},
        {"/seats/0/chosen", "yes"}, {"/seats/0/rows/4", "yes"},       {"/round", "yes"},
        {"/roll", "yes"},           {"/seats/0/extra/0/number", "x"}, {"/params", "zone_boxes"},
        {"/seats", json::object()}};
    for (const auto& [pointer, value] : wrong) {
        json position = good;
        position[json::json_pointer(pointer)] = value;
        EXPECT_THROW(extra().state_from_json(position), std::invalid_argument)
            << pointer << " = " << value.dump();
    }
}

}  // namespace
}  // namespace extra_test
