// EXTRA!'s views (ExtraState::view): a seat sees its own secret choice and only THAT the
// others have chosen; the onlooker sees no choice; a view reads back from its JSON and
// judges choices, but cannot reveal a round it does not know every choice of.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "extra_table.hpp"

namespace extra_test {
namespace {

using ::testing::HasSubstr;

// Three players after the roll 1 2 2 3 5: seats 1 and 2 have chosen, seat 0 has not.
dicebox::Session two_choices_made() {
    auto session = new_session(3);
    EXPECT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_EQ(session.act(1, "5+1 2+2 x3@1"), "");
    EXPECT_EQ(session.act(2, "1+2 2+3 x5@1"), "");
    return session;
}

TEST(ExtraView, ASeatSeesItsOwnChoiceAndOnlyThatTheOthersHaveChosen) {
    const auto session = two_choices_made();
    const json seen = session.state().view(1)->to_json();
    EXPECT_EQ(seen["seats"][1]["chosen"], "2+2 1+5 x3@1");
    EXPECT_EQ(seen["seats"][2]["chosen"], "hidden");
    EXPECT_TRUE(seen["seats"][0]["chosen"].is_null());
    EXPECT_EQ(seen["to_move"], json::parse("[0]"));
}

TEST(ExtraView, TheOnlookerSeesNoChoice) {
    const auto session = two_choices_made();
    const json seen = session.state().view(dicebox::kOnlooker)->to_json();
    EXPECT_EQ(seen["seats"][1]["chosen"], "hidden");
    EXPECT_EQ(seen["seats"][2]["chosen"], "hidden");
    EXPECT_EQ(seen["to_move"], json::parse("[0]"));
}

TEST(ExtraView, AViewJudgesTheLastChoiceButCannotRevealTheRound) {
    const auto session = two_choices_made();
    auto seen = load(session.state().view(0)->to_json());
    EXPECT_EQ(to_move(*seen), std::vector<Seat>{0});
    EXPECT_FALSE(legal(*seen, 0).empty()) << "seat 0 decides from its own view";
    const auto last = *seen->parse_action("1+3 2+5 x2@2");
    EXPECT_EQ(seen->refusal(0, last), "");
    EXPECT_THAT(seen->refusal(0, *seen->parse_action("1+1 2+5 x3@1")), HasSubstr("has only one 1"));
    EXPECT_EQ(choose(*seen, 1, "1+3 2+5 x2@2"), "you have already chosen for this roll");
    const json before = seen->to_json();
    try {
        seen->apply(0, last);
        ADD_FAILURE() << "a view revealed a round it does not know every choice of";
    } catch (const std::logic_error& error) {
        EXPECT_THAT(error.what(), HasSubstr("does not know the choices of seats 1 and 2"));
    }
    EXPECT_EQ(seen->to_json(), before) << "the refused reveal changed the view";
}

TEST(ExtraView, AViewLackingNoChoicePlaysTheRoundOnLikeTheFullGame) {
    auto session = new_session(3);
    ASSERT_EQ(session.force("1 2 2 3 5"), "");
    ASSERT_EQ(session.act(1, "5+1 2+2 x3@1"), "");
    // Only seat 1 has chosen: its own view holds every choice made.
    auto seen = session.state().view(1);
    ASSERT_EQ(choose(*seen, 2, "1+2 2+3 x5@1"), "");
    ASSERT_EQ(choose(*seen, 0, "1+3 2+5 x2@2"), "");
    ASSERT_EQ(session.act(2, "1+2 2+3 x5@1"), "");
    ASSERT_EQ(session.act(0, "1+3 2+5 x2@2"), "");
    EXPECT_EQ(seen->to_json(), session.state().to_json());
}

TEST(ExtraView, AHiddenChoiceOutsideARoundIsRefused) {
    json position = blank_position(2);
    position["seats"][0]["chosen"] = "hidden";
    EXPECT_THROW(load(position), std::invalid_argument);
}

}  // namespace
}  // namespace extra_test
