// EXTRA!'s expert and its coach.
//
// Both think alike: a choice is worth the final total its sheet can expect, which is
// the mean, over every roll the next round may bring, of the best sheet the player can
// then make (one roll of look-ahead), each sheet valued by the table trained for the
// game's rules (value_table.hpp) or, under rules none was trained for, by the
// planner's estimate. The expert looks ahead from its few best choices by value alone,
// to stay fast in simulations; the coach from every choice, for hints and reviews.
// Only the player's own sheet and the roll count: other players' sheets never change
// what a choice scores, so a seat's view is all either needs.
#pragma once

#include <memory>
#include <span>
#include <utility>
#include <vector>

#include "../extra_state.hpp"
#include "dicebox/bot.hpp"
#include "dicebox/coach.hpp"
#include "value_table.hpp"

namespace dicebox::extra {

// A sheet's expected final total, and one roll of look-ahead on it.
class Judge {
  public:
    explicit Judge(const ExtraRules& rules);
    const ExtraRules& rules() const { return rules_; }

    // The expected final total of an entered sheet, from its value alone.
    double value(const Sheet& sheet) const;
    // The same, looking one roll ahead.
    double looking_ahead(const Sheet& sheet) const;

  private:
    ExtraRules rules_;
    const ValueTable* table_;  // nullptr: the planner's estimate
    struct NextRoll {
        Roll roll;
        double chance;
        std::span<const dicebox::Action> splits;  // splits_of(roll)
    };
    std::vector<NextRoll> rolls_;  // every roll
    mutable std::vector<dicebox::Action> choices_;
};

class ExpertBot : public dicebox::Bot {
  public:
    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    std::unique_ptr<Judge> judge_;
    std::vector<dicebox::Action> actions_;
    std::vector<std::pair<double, dicebox::Action>> ranked_;
};

class ExtraCoach : public dicebox::Coach {
  public:
    dicebox::Measure measure() const override { return dicebox::Measure::points; }
    std::vector<dicebox::Advice> advise(const dicebox::State& view, dicebox::Seat seat,
                                        const std::vector<std::string>& names,
                                        dicebox::Rng& rng) override;
    // Under rules no table was trained for: that the coach judges as the planner does.
    std::string caveat(const dicebox::State& state) const override;

  private:
    std::unique_ptr<Judge> judge_;
};

}  // namespace dicebox::extra
