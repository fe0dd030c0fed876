// EXTRA!'s bots beyond "random".
//
// greedy  — the choice whose sheet scores most right now.
// planner — the choice whose sheet has the highest expected final value: each row's
//           score after the crosses it can still expect in the rounds left, and the
//           rounds left judged from the EXTRA columns.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "dicebox/bot.hpp"
#include "extra_state.hpp"

namespace dicebox::extra {

// Chooses a legal choice whose sheet is valued highest, ties broken at random so that
// they favour no row. The value makes the bot: the total now (greedy), or the
// expected final total (planner).
class SheetValueBot : public dicebox::Bot {
  public:
    using Value = double (*)(const ExtraRules& rules, const Sheet& sheet);
    explicit SheetValueBot(Value value) : value_(value) {}

    dicebox::Action choose(const dicebox::State& state, dicebox::Seat seat,
                           dicebox::Rng& rng) override;

  private:
    Value value_;
    std::vector<dicebox::Action> actions_;
    std::vector<dicebox::Action> best_;
};

// The greedy bot's value: the sheet's total as it would count now.
double current_total(const ExtraRules& rules, const Sheet& sheet);
// The planner's estimate of a sheet's final total.
double expected_final(const ExtraRules& rules, const Sheet& sheet);

}  // namespace dicebox::extra
