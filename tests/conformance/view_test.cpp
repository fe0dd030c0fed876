// Conformance: a seat's view and the onlooker's (State::view) over random games. No
// view holds another seat's pending secret, a seat sees its own choice, and views are
// states like any other: they read back from their JSON.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "game_cases.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace conformance {
namespace {

using dicebox::Action;
using dicebox::Seat;
using nlohmann::json;

constexpr std::uint64_t kViewSeeds = seeded_games(20);

// The legal actions a deciding seat's first one is compared with: the one in the middle
// and the last. Enough to tell choices apart without applying every action.
std::vector<Action> alternatives(const std::vector<Action>& actions) {
    std::vector<Action> others;
    for (std::size_t index : {actions.size() / 2, actions.size() - 1}) {
        if (index > 0 && (others.empty() || others.back() != actions[index]))
            others.push_back(actions[index]);
    }
    return others;
}

// Every seat, then the onlooker.
std::vector<Seat> viewers(const dicebox::State& state) {
    std::vector<Seat> all;
    for (Seat seat = 0; seat < state.players(); ++seat) all.push_back(seat);
    all.push_back(dicebox::kOnlooker);
    return all;
}

std::string viewer_name(Seat viewer) {
    return viewer == dicebox::kOnlooker ? "the onlooker" : "seat " + std::to_string(viewer);
}

std::vector<json> view_jsons(const dicebox::State& state) {
    std::vector<json> views;
    for (Seat viewer : viewers(state)) views.push_back(state.view(viewer)->to_json());
    return views;
}

// The view is a state: it keeps the invariants, reads back from its JSON, and tells
// the same turn, scores and winners as the full state; the viewer's legal actions in
// it are those of the full state, so a seat can decide from its own view.
void check_views(const dicebox::GameModule& module, const dicebox::State& state,
                 const std::string& where) {
    const json full = state.to_json();
    for (Seat viewer : viewers(state)) {
        const std::string who = where + ", " + viewer_name(viewer) + "'s view";
        const auto view = state.view(viewer);
        EXPECT_EQ(view->broken_invariant(), "") << who;
        const json saved = view->to_json();
        for (const char* common : {"players", "terminal", "to_move", "scores", "winners"}) {
            EXPECT_EQ(saved[common], full[common]) << who << ": '" << common << "' differs";
        }
        if (viewer != dicebox::kOnlooker) {
            EXPECT_EQ(legal_actions(*view, viewer), legal_actions(state, viewer)) << who;
        }
        std::unique_ptr<dicebox::State> restored;
        try {
            restored = module.state_from_json(saved);
        } catch (const std::exception& error) {
            ADD_FAILURE() << who << ": the view's JSON is refused: " << error.what();
            continue;
        }
        EXPECT_EQ(restored->to_json(), saved) << who << ": the JSON does not round-trip";
    }
}

// Where several seats decide on one event, a seat that is not the last to decide
// keeps its decision secret until the rules reveal it: whichever of its legal actions
// it takes, every other viewer's view is the same. Its own view shows what it took.
void check_secrets(const dicebox::State& state, const std::string& where) {
    const auto deciding = seats_to_move(state);
    if (deciding.size() < 2) return;
    for (Seat seat : deciding) {
        const auto actions = legal_actions(state, seat);
        auto first = state.clone();
        first->apply(seat, actions.front());
        const auto first_views = view_jsons(*first);
        for (const Action other : alternatives(actions)) {
            auto second = state.clone();
            second->apply(seat, other);
            const auto second_views = view_jsons(*second);
            const auto all = viewers(state);
            const std::string choices = "'" + state.format_action(actions.front()) + "' or '" +
                                        state.format_action(other) + "'";
            for (std::size_t v = 0; v < all.size(); ++v) {
                if (all[v] == seat) {
                    if (first->to_json() != second->to_json()) {
                        EXPECT_NE(first_views[v], second_views[v])
                            << where << ": seat " << seat << "'s own view does not show whether "
                            << "it chose " << choices;
                    }
                    continue;
                }
                EXPECT_EQ(first_views[v], second_views[v])
                    << where << ": " << viewer_name(all[v]) << "'s view tells whether seat " << seat
                    << " chose " << choices << " before the rules reveal it";
            }
        }
    }
}

class Views : public ::testing::TestWithParam<GameCase> {};

TEST_P(Views, EveryViewIsAStateThatReadsBackFromItsJson) {
    const auto& module = module_of(GetParam().module);
    for (std::uint64_t seed = 0; seed < kViewSeeds && !HasFailure(); ++seed) {
        auto session = new_session(GetParam(), seed);
        check_views(module, session.state(), where(session));
        play_random(session, [&](const dicebox::State&, const dicebox::Event&) {
            check_views(module, session.state(), where(session));
        });
    }
}

TEST_P(Views, NoViewHoldsAnotherSeatsPendingSecret) {
    for (std::uint64_t seed = 0; seed < kViewSeeds && !HasFailure(); ++seed) {
        auto session = new_session(GetParam(), seed);
        play_random(session, [&](const dicebox::State&, const dicebox::Event&) {
            check_secrets(session.state(), where(session));
        });
    }
}

INSTANTIATE_TEST_SUITE_P(EveryModule, Views, ::testing::ValuesIn(game_cases()),
                         [](const auto& test) { return case_name(test.param); });

}  // namespace
}  // namespace conformance
