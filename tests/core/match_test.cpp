// The stepped match with the real EXTRA! plugin: who is due when people and bots share
// a roll, how a person's decision is refused, and a game taken up again from its log.
#include <gtest/gtest.h>

#include <algorithm>

#include "dicebox/match.hpp"
#include "plugins.hpp"

namespace {

using dicebox::Due;
using dicebox::Match;
using dicebox::MatchEnd;
using dicebox::Seat;
using testing_support::module;

// EXTRA! for four: Ann and Ben are people, seats 1 and 3 bots.
std::vector<std::unique_ptr<dicebox::Bot>> ann_greedy_ben_random() {
    std::vector<std::unique_ptr<dicebox::Bot>> bots;
    bots.push_back(nullptr);
    bots.push_back(module("extra").make_bot("greedy"));
    bots.push_back(nullptr);
    bots.push_back(module("extra").make_bot("random"));
    return bots;
}

dicebox::Session extra_session(int players, std::uint64_t seed) {
    dicebox::GameConfig config;
    config.players = players;
    return dicebox::Session(module("extra"), config, seed);
}

dicebox::Action first_legal(const dicebox::Session& session, Seat seat) {
    std::vector<dicebox::Action> actions;
    session.state().legal_actions(seat, actions);
    return actions.front();
}

TEST(Match, BotsDecideFirstOnARollPeopleShareThenThePeopleInAnyOrder) {
    auto session = extra_session(4, 21);
    Match match(session, ann_greedy_ben_random());

    const Due& due = match.advance();
    ASSERT_FALSE(due.over);
    EXPECT_EQ(due.bot, 1);
    EXPECT_EQ(due.people, (std::vector<Seat>{0, 2}));
    ASSERT_EQ(session.log().size(), 1u);
    EXPECT_TRUE(session.log()[0].is_chance());

    match.let_bot_decide(1);
    EXPECT_EQ(match.advance().bot, 3);
    match.let_bot_decide(3);
    EXPECT_EQ(match.advance().bot, std::nullopt);
    EXPECT_EQ(match.advance().people, (std::vector<Seat>{0, 2}));

    // Ben answers before Ann: both are awaited at once.
    EXPECT_EQ(match.take(2, first_legal(session, 2)), "");
    EXPECT_EQ(match.advance().people, (std::vector<Seat>{0}));
    EXPECT_EQ(match.take(0, first_legal(session, 0)), "");

    // The round is complete: the next roll is made at once and the bots are due again.
    const Due& next = match.advance();
    EXPECT_EQ(next.bot, 1);
    EXPECT_EQ(next.people, (std::vector<Seat>{0, 2}));
    std::vector<Seat> order;
    for (const auto& event : session.log()) order.push_back(event.seat);
    EXPECT_EQ(order, (std::vector<Seat>{dicebox::kChanceSeat, 1, 3, 2, 0, dicebox::kChanceSeat}));
}

TEST(Match, APersonsRefusedDecisionSaysWhyAndChangesNothing) {
    auto session = extra_session(4, 22);
    Match match(session, ann_greedy_ben_random());
    match.advance();
    const auto log = session.log_json();

    EXPECT_EQ(match.take(1, first_legal(session, 1)), "seat 1 is played by a bot");
    EXPECT_NE(match.take(0, std::string_view("two pairs please")), "");
    EXPECT_EQ(session.log_json(), log);

    EXPECT_EQ(match.take(0, first_legal(session, 0)), "");
    EXPECT_EQ(match.take(0, first_legal(session, 2)), "you have already chosen for this roll");
    EXPECT_EQ(session.log().size(), log.size() + 1);
}

TEST(Match, PlayAsksThePeopleInSeatOrderUntilOneLeaves) {
    auto session = extra_session(4, 23);
    Match match(session, ann_greedy_ben_random());
    std::vector<Seat> asked;
    const auto end = match.play([&](Seat seat) -> std::optional<dicebox::Action> {
        asked.push_back(seat);
        if (asked.size() == 3) return std::nullopt;
        return first_legal(session, seat);
    });
    EXPECT_EQ(end, MatchEnd::Abandoned);
    EXPECT_EQ(asked, (std::vector<Seat>{0, 2, 0}));
    EXPECT_FALSE(session.state().terminal());
}

TEST(Match, AGameTakenUpAgainFromItsLogEndsAsOnePlayedInOneGo) {
    const std::vector<std::string> kinds{"greedy", "planner", "random"};
    auto whole = extra_session(3, 24);
    Match one_go(whole, dicebox::bots_of(module("extra"), kinds));
    ASSERT_EQ(one_go.play(), MatchEnd::Finished);

    // The same game stopped in the middle of a round, after ten decisions, and taken up
    // again from its log alone, as `resume` does, by new bots.
    auto first = extra_session(3, 24);
    Match first_part(first, dicebox::bots_of(module("extra"), kinds));
    for (int decision = 0; decision < 10; ++decision) {
        first_part.let_bot_decide(first_part.advance().bot.value());
    }
    ASSERT_FALSE(first.state().chance_due());

    auto resumed = extra_session(3, 24);
    resumed.replay(first.log_json());
    Match rest(resumed, dicebox::bots_of(module("extra"), kinds));
    ASSERT_EQ(rest.play(), MatchEnd::Finished);
    EXPECT_EQ(resumed.log_json(), whole.log_json());
    EXPECT_EQ(resumed.state().to_json(), whole.state().to_json());
}

TEST(Match, AMatchOfTheWrongNumberOfSeatsIsRefused) {
    auto session = extra_session(2, 25);
    EXPECT_THROW(Match(session, dicebox::bots_of(module("extra"), {"random"})),
                 std::invalid_argument);
}

}  // namespace
