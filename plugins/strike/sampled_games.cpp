#include "sampled_games.hpp"

#include <algorithm>
#include <memory>
#include <vector>

#include "dicebox/rng.hpp"

namespace dicebox::strike {

namespace {

// A game that has not ended after this many events is counted as lost: a guard against
// a house rule under which the bots never finish, not a limit any real game reaches.
constexpr int kMaxEvents = 100000;

double play_out(dicebox::State& state, dicebox::Seat seat, dicebox::Bot& policy,
                dicebox::Rng& rng) {
    std::vector<dicebox::Seat> seats;
    for (int event = 0; event < kMaxEvents && !state.terminal(); ++event) {
        if (state.chance_due()) {
            state.apply_chance(state.sample_chance(rng));
            continue;
        }
        state.to_move(seats);
        const dicebox::Seat mover = seats.front();
        state.apply(mover, policy.choose(state, mover, rng));
    }
    const auto winners = state.winners();
    if (std::find(winners.begin(), winners.end(), seat) == winners.end()) return 0;
    return 1.0 / static_cast<double>(winners.size());
}

}  // namespace

double sampled_chance(const dicebox::State& state, dicebox::Seat seat, dicebox::Action action,
                      int games, dicebox::Bot& policy, dicebox::Rng& rng) {
    double won = 0;
    for (int game = 0; game < games; ++game) {
        const std::unique_ptr<dicebox::State> copy = state.clone();
        copy->apply(seat, action);
        won += play_out(*copy, seat, policy, rng);
    }
    return won / games;
}

}  // namespace dicebox::strike
