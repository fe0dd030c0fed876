// Strike's coach: each choice's chance of winning, with what sets it apart in the rules'
// words ("throws soft: 38% to match and take dice", "stops: Ben throws next into 2 3 5").
//
// A single game of two players: read off the solved game (duel.hpp), exact for both
// playing their best. More players, or the match: games played on after each choice by
// the planner in every seat (dicebox/sampled_games.hpp), with the host's dice.
#pragma once

#include <string>
#include <vector>

#include "bots.hpp"
#include "dicebox/coach.hpp"
#include "duel.hpp"
#include "strike_state.hpp"

namespace dicebox::strike {

class StrikeCoach : public dicebox::Coach {
  public:
    dicebox::Measure measure() const override { return dicebox::Measure::win_chance; }
    std::vector<dicebox::Advice> advise(const dicebox::State& view, dicebox::Seat seat,
                                        const std::vector<std::string>& names,
                                        dicebox::Rng& rng) override;

    // Each legal action of `seat` with its chance of winning, in the order of
    // legal_actions and without reasons: what the expert bot chooses from. `duel` is
    // solved(state), looked up once by the caller.
    const std::vector<dicebox::Advice>& judge(const StrikeState& state, dicebox::Seat seat,
                                              const std::shared_ptr<const Duel>& duel,
                                              dicebox::Rng& rng);

    // The game solved, when the coach reads its chances off it (two players); null when
    // it plays games on instead.
    static std::shared_ptr<const Duel> solved(const StrikeState& state);

  private:
    PlannerBot planner_;  // plays the sampled games
    std::vector<dicebox::Action> actions_;
    std::vector<dicebox::Advice> judged_;
};

}  // namespace dicebox::strike
