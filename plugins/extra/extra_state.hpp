// A game of EXTRA!: the shared roll, every player's sheet, and the secret choices.
//
// A round: chance rolls the dice; every player whose game goes on chooses in secret
// (to_move lists those who have not); when the last has chosen, all choices are
// entered together. A player's game ends in the round they cross the last box of an
// EXTRA column (or when a house rule's game_ends says so); the game ends when every
// player's has.
//
// The only secret of EXTRA! is a choice made before the round is revealed. A seat's
// view (view()) keeps its own choice and holds only THAT each other seat has chosen;
// the onlooker's view holds none of the choices. A view judges a choice as the full
// state does (refusal, legal_actions), so that a seat can decide from its own view, but
// it cannot reveal the round: applying the last choice while it lacks another seat's
// throws std::logic_error. Choices are applied to the full state.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "choice.hpp"
#include "choices.hpp"
#include "dicebox/state.hpp"
#include "hooks.hpp"
#include "roll.hpp"
#include "rules.hpp"
#include "sheet.hpp"

namespace dicebox::extra {

// The JSON of a choice a view knows was made but not what it is.
inline constexpr const char* kHiddenChoice = "hidden";

// Final: its own calls (players(), terminal()) need no virtual dispatch, round by round.
class ExtraState final : public dicebox::State {
  public:
    ExtraState(const ExtraRules& rules, nlohmann::json params, const std::vector<bool>& handicaps,
               ExtraHooks hooks = {});

    std::unique_ptr<dicebox::State> clone() const override;
    std::unique_ptr<dicebox::State> view(dicebox::Seat viewer) const override;
    // A choice made while others still choose is held until the last reveals the round.
    int held_decisions(dicebox::Seat seat) const override { return chosen_[seat] ? 1 : 0; }
    int players() const override { return static_cast<int>(sheets_.size()); }
    bool terminal() const override { return playing_ == 0; }
    bool chance_due() const override { return !rolled_ && !terminal(); }
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
    static std::unique_ptr<ExtraState> from_json(const nlohmann::json& json);
    std::string broken_invariant() const override;

    // For the bots: the rules, a sheet, the roll, and the legal choices on a sheet.
    const ExtraRules& rules() const { return rules_; }
    const Sheet& sheet(dicebox::Seat seat) const { return sheets_[seat]; }
    const Roll& roll() const { return roll_; }
    void choices_for(const Sheet& sheet, std::vector<dicebox::Action>& actions) const;
    // The sheet after the choice is entered.
    Sheet entered(const Sheet& sheet, const Choice& choice) const;

  private:
    std::string dice_refusal(const Choice& choice) const;
    std::string extra_rule_refusal(const Sheet& sheet, const Choice& choice) const;
    bool shows_extra_number(const Sheet& sheet) const;
    std::vector<int> shown_numbers(const Sheet& sheet) const;
    // False in a view that holds only THAT some seat has chosen this round.
    bool knows_every_choice() const;
    std::string unknown_choices_reason() const;
    void reveal();
    nlohmann::json chosen_json(dicebox::Seat seat) const;

    ExtraRules rules_;
    ExtraHooks hooks_;
    // As resolved, for to_json; shared, so that a clone costs no copy of it.
    std::shared_ptr<const nlohmann::json> params_;
    std::vector<Sheet> sheets_;
    // This round's secret choices; in a view, Choice::hidden() for a seat that has chosen
    // what the viewer does not know (kept in the same vector, so that the full state
    // that simulations copy and ask millions of times is no bigger for it).
    std::vector<std::optional<Choice>> chosen_;
    Roll roll_;
    bool rolled_ = false;
    int playing_ = 0;  // players whose game has not ended
    int round_ = 0;
    std::vector<int> final_scores_;            // a house rule's final_score, once the game is over
    std::span<const dicebox::Action> splits_;  // of roll_, shared by every player's legal choices
};

}  // namespace dicebox::extra
