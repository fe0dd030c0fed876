#include "dicebox/sampled_games.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "dicebox/rng.hpp"

namespace dicebox {

namespace {

// A game that has not ended after this many events is counted as lost: a guard against
// a house rule under which the bots never finish, not a limit any real game reaches.
constexpr int kMaxEvents = 100000;

double play_out(State& state, Seat seat, Bot& policy, Rng& rng) {
    std::vector<Seat> seats;
    for (int event = 0; event < kMaxEvents && !state.terminal(); ++event) {
        if (state.chance_due()) {
            state.apply_chance(state.sample_chance(rng));
            continue;
        }
        state.to_move(seats);
        const Seat mover = seats.front();
        state.apply(mover, policy.choose(state, mover, rng));
    }
    const auto winners = state.winners();
    if (std::find(winners.begin(), winners.end(), seat) == winners.end()) return 0;
    return 1.0 / static_cast<double>(winners.size());
}

}  // namespace

double sampled_chance(const State& state, Seat seat, Action action, int games, Bot& policy,
                      Rng& rng) {
    double won = 0;
    for (int game = 0; game < games; ++game) {
        const std::unique_ptr<State> copy = state.clone();
        copy->apply(seat, action);
        won += play_out(*copy, seat, policy, rng);
    }
    return won / games;
}

}  // namespace dicebox
