// The per-state and per-event checks of the conformance suite (see state_checks.hpp).
#include "state_checks.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

namespace conformance {

using dicebox::Action;
using dicebox::Seat;
using nlohmann::json;

std::string where(const dicebox::Session& session) {
    return "game " + session.module().info().id + " with " +
           std::to_string(session.state().players()) + " players, seed " +
           std::to_string(session.seed()) + ", event " + std::to_string(session.log().size());
}

std::vector<Seat> seats_to_move(const dicebox::State& state) {
    std::vector<Seat> seats;
    state.to_move(seats);
    return seats;
}

std::vector<Action> legal_actions(const dicebox::State& state, Seat seat) {
    std::vector<Action> actions;
    state.legal_actions(seat, actions);
    return actions;
}

namespace {

void check_turn(const dicebox::State& state, const std::string& where) {
    const auto seats = seats_to_move(state);
    EXPECT_FALSE(state.chance_due() && state.terminal()) << where << ": chance due after the end";
    EXPECT_EQ(seats.empty(), state.chance_due() || state.terminal())
        << where << ": seats are to move exactly when neither chance is due nor the game over";
    EXPECT_EQ(std::set<Seat>(seats.begin(), seats.end()).size(), seats.size())
        << where << ": a seat is listed twice in to_move";
    for (Seat seat = 0; seat < state.players(); ++seat) {
        const auto actions = legal_actions(state, seat);
        const bool moving = std::find(seats.begin(), seats.end(), seat) != seats.end();
        if (moving) {
            EXPECT_FALSE(actions.empty()) << where << ": seat " << seat << " to move has no action";
        } else {
            EXPECT_TRUE(actions.empty())
                << where << ": seat " << seat << " is not to move but has legal actions";
        }
        EXPECT_EQ(std::set<Action>(actions.begin(), actions.end()).size(), actions.size())
            << where << ": seat " << seat << " has a legal action listed twice";
    }
    for (Seat seat : seats) {
        EXPECT_TRUE(seat >= 0 && seat < state.players()) << where << ": no seat " << seat;
    }
}

void check_results(const dicebox::State& state, const std::string& where) {
    EXPECT_EQ(state.scores().size(), static_cast<std::size_t>(state.players())) << where;
    if (!state.terminal()) return;
    const auto winners = state.winners();
    EXPECT_EQ(std::set<Seat>(winners.begin(), winners.end()).size(), winners.size())
        << where << ": a winner is listed twice";
    for (Seat seat : winners) {
        EXPECT_TRUE(seat >= 0 && seat < state.players()) << where << ": winner " << seat;
    }
}

void check_notation(const dicebox::State& state, const std::string& where) {
    for (Seat seat : seats_to_move(state)) {
        for (Action action : legal_actions(state, seat)) {
            const auto text = state.format_action(action);
            const auto back = state.parse_action(text);
            ASSERT_TRUE(back) << where << ": '" << text << "' does not read back: " << back.error();
            EXPECT_EQ(*back, action) << where << ": '" << text << "' reads back as another action";
            EXPECT_EQ(state.format_action(*back), text) << where;
        }
    }
}

void check_json(const dicebox::GameModule& module, const dicebox::State& state,
                const std::string& where) {
    const json saved = state.to_json();
    EXPECT_EQ(saved["game"], json(module.info().id)) << where;
    EXPECT_EQ(saved["players"], state.players()) << where;
    EXPECT_EQ(saved["terminal"], state.terminal()) << where;
    EXPECT_EQ(saved["scores"], json(state.scores())) << where;
    if (state.chance_due()) {
        EXPECT_EQ(saved["to_move"], "chance") << where;
    } else {
        EXPECT_EQ(saved["to_move"], json(seats_to_move(state))) << where;
    }
    if (state.terminal()) {
        EXPECT_EQ(saved["winners"], json(state.winners())) << where;
    }

    std::unique_ptr<dicebox::State> restored;
    try {
        restored = module.state_from_json(saved);
    } catch (const std::exception& error) {
        ADD_FAILURE() << where << ": the state's own JSON is refused: " << error.what();
        return;
    }
    EXPECT_EQ(restored->to_json(), saved) << where << ": the JSON does not round-trip";
    EXPECT_EQ(seats_to_move(*restored), seats_to_move(state)) << where;
    EXPECT_EQ(restored->chance_due(), state.chance_due()) << where;
    for (Seat seat : seats_to_move(state)) {
        EXPECT_EQ(legal_actions(*restored, seat), legal_actions(state, seat))
            << where << ": the restored state has other legal actions for seat " << seat;
    }
}

}  // namespace

void check_state(const dicebox::GameModule& module, const dicebox::State& state,
                 const std::string& where) {
    EXPECT_EQ(state.broken_invariant(), "") << where;
    check_turn(state, where);
    check_results(state, where);
    check_notation(state, where);
    check_json(module, state, where);
}

void check_event(const dicebox::State& before, const dicebox::Event& event,
                 const dicebox::State& after, const std::string& where) {
    if (!event.is_chance()) return;
    const auto text = before.format_outcome(event.code);
    const auto back = before.parse_outcome(text);
    ASSERT_TRUE(back) << where << ": outcome '" << text << "' does not read back: " << back.error();
    EXPECT_EQ(*back, event.code) << where << ": outcome '" << text << "' reads back differently";

    auto forced = before.clone();
    EXPECT_EQ(forced->try_apply_chance(event.code), "")
        << where << ": the sampled outcome '" << text << "' cannot be forced";
    EXPECT_EQ(forced->to_json(), after.to_json())
        << where << ": forcing the sampled outcome '" << text << "' gives another state";
}

void check_every_legal_action_applies(const dicebox::State& state, const std::string& where) {
    for (Seat seat : seats_to_move(state)) {
        for (Action action : legal_actions(state, seat)) {
            auto copy = state.clone();
            EXPECT_EQ(copy->try_apply(seat, action), "")
                << where << ": seat " << seat << "'s listed action '" << state.format_action(action)
                << "' is refused";
            EXPECT_EQ(copy->broken_invariant(), "")
                << where << ": after '" << state.format_action(action) << "'";
        }
    }
}

}  // namespace conformance
