#include "dicebox/sampled_games.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <numeric>
#include <thread>
#include <utility>

#include "dicebox/rng.hpp"

namespace dicebox {

namespace {

// A game that has not ended after this many events is counted as lost: a guard against
// a house rule under which the bots never finish, not a limit any real game reaches.
constexpr int kMaxEvents = 100000;

// How many standard errors of the difference between a choice's first games and the
// best one's make the choice clearly worse: at three, a choice as good as the best is
// dropped in fewer than one case in seven hundred.
constexpr double kClearlyWorse = 3.0;

// Plays `state` on to its end, or until `seat` can no longer win (State::can_win): what
// comes after cannot change that game's share for it.
double play_out(State& state, Seat seat, Bot& policy, Rng& rng) {
    std::vector<Seat> seats;
    for (int event = 0; event < kMaxEvents && !state.terminal(); ++event) {
        if (!state.can_win(seat)) return 0;
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

double mean(const std::vector<double>& won) {
    return std::accumulate(won.begin(), won.end(), 0.0) / static_cast<double>(won.size());
}

// Whether `choice`'s games, game by game against `best`'s on the same dice, show it
// clearly worse.
bool clearly_worse(const std::vector<double>& choice, const std::vector<double>& best) {
    const auto n = static_cast<double>(choice.size());
    double sum = 0;
    double squares = 0;
    for (std::size_t game = 0; game < choice.size(); ++game) {
        const double behind = best[game] - choice[game];
        sum += behind;
        squares += behind * behind;
    }
    const double behind = sum / n;
    if (behind <= 0) return false;
    const double spread = std::sqrt(std::max(0.0, squares / n - behind * behind) / (n - 1));
    return behind > kClearlyWorse * spread;
}

}  // namespace

std::vector<double> sampled_chances(const State& state, Seat seat,
                                    const std::vector<Action>& actions, int games,
                                    const std::vector<Bot*>& policies, Rng& rng) {
    const std::uint64_t dice = rng.next();  // the dice of every action's games
    std::vector<std::vector<double>> won(actions.size());
    // Plays on after each of `choices` until it has `played` games, the games shared out
    // among the policies, a thread each, one game at a time as each thread is free: a
    // thread is not left idle while the other plays on after a choice of longer games.
    // Each game's dice are its own, so the figures are the same however the games are
    // shared out.
    const auto play_to = [&](const std::vector<std::size_t>& choices, int played) {
        std::vector<std::pair<std::size_t, std::size_t>> games_due;  // choice, game
        for (const std::size_t choice : choices) {
            for (auto game = won[choice].size(); game < static_cast<std::size_t>(played); ++game)
                games_due.emplace_back(choice, game);
            won[choice].resize(static_cast<std::size_t>(played));
        }
        std::atomic<std::size_t> next{0};
        const auto work = [&](std::size_t worker) {
            for (std::size_t due = next++; due < games_due.size(); due = next++) {
                const auto [choice, game] = games_due[due];
                Rng rolls(dice, game);
                const std::unique_ptr<State> copy = state.clone();
                copy->apply(seat, actions[choice]);
                won[choice][game] = play_out(*copy, seat, *policies[worker], rolls);
            }
        };
        std::vector<std::thread> helpers;
        for (std::size_t worker = 1; worker < policies.size() && worker < games_due.size();
             ++worker)
            helpers.emplace_back(work, worker);
        work(0);
        for (std::thread& helper : helpers) helper.join();
    };
    std::vector<std::size_t> every(actions.size());
    std::iota(every.begin(), every.end(), 0);
    play_to(every, std::max(2, games / 4));
    std::vector<double> chances(actions.size());
    std::transform(won.begin(), won.end(), chances.begin(), mean);
    const auto best = static_cast<std::size_t>(std::max_element(chances.begin(), chances.end()) -
                                               chances.begin());
    std::vector<std::size_t> within_reach;
    for (const std::size_t choice : every) {
        if (!clearly_worse(won[choice], won[best])) within_reach.push_back(choice);
    }
    play_to(within_reach, games);
    for (const std::size_t choice : within_reach) chances[choice] = mean(won[choice]);
    return chances;
}

}  // namespace dicebox
