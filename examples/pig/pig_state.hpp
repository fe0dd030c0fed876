// A game of Pig in progress (README.md): whose turn it is, their turn total, what each
// player has banked. Nothing is secret, so every seat's view is the whole state.
#pragma once

#include <memory>
#include <vector>

#include "dicebox/state.hpp"
#include "pig_rules.hpp"

namespace pig {

// The two decisions of a turn, and their notation.
enum PigAction : dicebox::Action { kRoll = 0, kHold = 1 };

class PigState : public dicebox::State {
  public:
    PigState(PigRules rules, int players);
    // Reads back to_json(); throws std::invalid_argument naming the wrong field.
    static std::unique_ptr<PigState> from_json(const nlohmann::json& json);

    std::unique_ptr<dicebox::State> clone() const override;
    int players() const override;
    bool terminal() const override;
    bool chance_due() const override;
    void to_move(std::vector<dicebox::Seat>& seats) const override;
    void legal_actions(dicebox::Seat seat, std::vector<dicebox::Action>& actions) const override;
    std::string refusal(dicebox::Seat seat, dicebox::Action action) const override;
    void apply(dicebox::Seat seat, dicebox::Action action) override;
    dicebox::Outcome sample_chance(dicebox::Rng& rng) const override;
    std::string chance_refusal(dicebox::Outcome outcome) const override;
    void apply_chance(dicebox::Outcome outcome) override;
    std::vector<int> scores() const override;
    std::vector<dicebox::Seat> winners() const override;
    std::string format_action(dicebox::Action action) const override;
    dicebox::Result<dicebox::Action> parse_action(std::string_view text) const override;
    std::string format_outcome(dicebox::Outcome outcome) const override;
    dicebox::Result<dicebox::Outcome> parse_outcome(std::string_view text) const override;
    nlohmann::json to_json() const override;
    std::string broken_invariant() const override;

    const PigRules& rules() const { return rules_; }
    dicebox::Seat turn() const { return turn_; }
    int turn_total() const { return turn_total_; }
    int banked(dicebox::Seat seat) const { return banked_.at(static_cast<std::size_t>(seat)); }

  private:
    void pass_the_turn();

    PigRules rules_;
    std::vector<int> banked_;
    dicebox::Seat turn_ = 0;
    int turn_total_ = 0;
    bool rolling_ = false;  // the player chose to roll: the die is due
    int last_roll_ = 0;     // the face of the last roll, 0 before the first
    dicebox::Seat winner_ = -1;
};

}  // namespace pig
