// A coach of the chance of winning for a game solved where it is small enough (two
// players, say), and the expert bot that looks ahead through it.
//
// Where the game is solved, each choice's chance is read off the solution, exact for
// every player playing their best; elsewhere it is the share of games played on after
// the choice by the game's planner in every seat (sampled_games.hpp), with the host's
// dice. The expert plays the coach's first choice where the game is solved, and as the
// planner elsewhere: games played on after every choice are too slow for a bot that
// plays thousands of games.
//
// A game gives what differs as `Game` (Exxtra's and Strike's coach.cpp):
//   State, Solution, Planner         its state, its solved game and its planner bot
//   sampled_games                    games played on after each choice within reach of
//                                    the best where it is not solved (sampled_games.hpp):
//                                    enough to rank the clear choices, few enough for a
//                                    hint within a fraction of a second
//   solved(state)                    the solved game, or null where it is not solved
//   chance(solution, state, action)  the current player's chance after `action`
//   reason(state, action, names)     what the choice does, in the rules' words
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/coach.hpp"
#include "dicebox/sampled_games.hpp"

namespace dicebox {

template <class Game>
class ChanceCoach : public Coach {
  public:
    using GameState = typename Game::State;
    using Solution = typename Game::Solution;

    Measure measure() const override { return Measure::win_chance; }

    std::vector<Advice> advise(const State& view, Seat seat, const std::vector<std::string>& names,
                               Rng& rng) override {
        const auto& state = static_cast<const GameState&>(view);
        const std::shared_ptr<const Solution> solution = Game::solved(state);
        std::vector<Advice> advice = judge(state, seat, solution.get(), rng);
        // Ties keep the order of the legal actions, as the expert breaks them.
        std::stable_sort(advice.begin(), advice.end(),
                         [](const Advice& a, const Advice& b) { return a.value > b.value; });
        for (Advice& choice : advice) choice.reason = Game::reason(state, choice.action, names);
        return advice;
    }

    // Each legal action of `seat` with its chance of winning, in the order of
    // legal_actions and without reasons: what the expert chooses from. `solution` is
    // Game::solved(state), looked up once by the caller; null to play games on.
    const std::vector<Advice>& judge(const GameState& state, Seat seat, const Solution* solution,
                                     Rng& rng) {
        state.legal_actions(seat, actions_);
        judged_.clear();
        if (solution == nullptr) {
            const std::vector<double> chances = sampled_chances(
                state, seat, actions_, Game::sampled_games, {&planners_[0], &planners_[1]}, rng);
            for (std::size_t i = 0; i < actions_.size(); ++i)
                judged_.push_back({actions_[i], chances[i], {}});
            return judged_;
        }
        for (const Action action : actions_) {
            const double chance = Game::chance(*solution, state, action);
            judged_.push_back({action, std::clamp(chance, 0.0, 1.0), {}});
        }
        return judged_;
    }

  private:
    // Play the sampled games, two threads at once: a review's time halves on two cores.
    std::array<typename Game::Planner, 2> planners_;
    std::vector<Action> actions_;
    std::vector<Advice> judged_;
};

template <class Game>
class CoachedExpert : public Bot {
  public:
    // The coach's first choice: the highest chance, the earliest legal action on a tie.
    Action choose(const State& state, Seat seat, Rng& rng) override {
        const auto& game = static_cast<const typename Game::State&>(state);
        const std::shared_ptr<const typename Game::Solution> solution = Game::solved(game);
        if (solution == nullptr) return planner_.choose(state, seat, rng);
        const std::vector<Advice>& judged = coach_.judge(game, seat, solution.get(), rng);
        return std::max_element(judged.begin(), judged.end(),
                                [](const Advice& a, const Advice& b) { return a.value < b.value; })
            ->action;
    }

  private:
    typename Game::Planner planner_;  // where the game is not solved
    ChanceCoach<Game> coach_;
};

}  // namespace dicebox
