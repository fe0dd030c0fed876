// A game (or a match) of Strike: every player's reserve, the arena, the removed dice
// and the unused ones; 31 dice in all at every moment.
//
// A game: chance places the starting die; each turn the player must throw (one die,
// or every die of the reserve on a big throw) in a style of their choice; chance brings
// the dice to rest; X dice and lost dice are removed; matching numbers are taken and
// end the turn; otherwise the player throws again or stops. A player with an empty
// reserve at the end of their own turn is out; the last one left wins. In a match the
// games follow one another, each player starting one, and drop-outs score points.
//
// Nothing is secret: one player decides at a time and every throw is made in sight of
// all, so every seat's view and the onlooker's are the whole state (State::view's
// default).
#pragma once

#include <memory>
#include <vector>

#include "dicebox/state.hpp"
#include "rest.hpp"
#include "rules.hpp"

namespace dicebox::strike {

// Decisions: a throw in one of the styles, or stop.
inline dicebox::Action throw_action(Style style) {
    return static_cast<dicebox::Action>(style);
}
constexpr dicebox::Action kStop = kStyles;

class StrikeState : public dicebox::State {
  public:
    StrikeState(const StrikeRules& rules, nlohmann::json params, int players);

    std::unique_ptr<dicebox::State> clone() const override;
    int players() const override { return static_cast<int>(reserve_.size()); }
    bool terminal() const override { return phase_ == Phase::Over; }
    bool chance_due() const override {
        return phase_ == Phase::StartingDie || phase_ == Phase::Rolling;
    }
    void to_move(std::vector<dicebox::Seat>& seats) const override;

    void legal_actions(dicebox::Seat seat, std::vector<dicebox::Action>& actions) const override;
    std::string refusal(dicebox::Seat seat, dicebox::Action action) const override;
    void apply(dicebox::Seat seat, dicebox::Action action) override;

    dicebox::Outcome sample_chance(dicebox::Rng& rng) const override;
    std::string chance_refusal(dicebox::Outcome outcome) const override;
    void apply_chance(dicebox::Outcome outcome) override;

    // Points as the official match counts them (lower is better): a player who drops
    // out scores the players still in. Winners: the last player left, or in a match
    // the lowest total.
    std::vector<int> scores() const override;
    std::vector<dicebox::Seat> winners() const override;
    // A player out of a single game has lost it; in a match the points decide at its end.
    bool can_win(dicebox::Seat seat) const override { return rules_.match || !out_[seat]; }

    std::string format_action(dicebox::Action action) const override;
    dicebox::Result<dicebox::Action> parse_action(std::string_view text) const override;
    std::string format_outcome(dicebox::Outcome outcome) const override;
    dicebox::Result<dicebox::Outcome> parse_outcome(std::string_view text) const override;

    nlohmann::json to_json() const override;
    static std::unique_ptr<StrikeState> from_json(const nlohmann::json& json);
    std::string broken_invariant() const override;

    // For the bots.
    const StrikeRules& rules() const { return rules_; }
    const Arena& arena() const { return arena_; }
    int reserve(dicebox::Seat seat) const { return reserve_[seat]; }
    bool big_throw() const { return big_throw_; }
    dicebox::Seat current() const { return current_; }
    bool out(dicebox::Seat seat) const { return out_[seat]; }
    // Dice that a throw now would throw: one, or the whole reserve on a big throw.
    int dice_to_throw() const;

  private:
    enum class Phase : std::uint8_t {
        StartingDie,  // chance places the starting die
        MustThrow,    // the turn's compulsory first throw
        MayThrow,     // all numbers differ: throw again or stop
        Rolling,      // a throw is in the air
        Over,
    };

    int players_in() const;
    void start_game();
    void end_turn();
    void drop_out(dicebox::Seat seat);

    StrikeRules rules_;
    // As resolved, for to_json; shared, so that a clone costs no copy of it.
    std::shared_ptr<const nlohmann::json> params_;
    std::vector<int> reserve_;
    std::vector<bool> out_;
    std::vector<int> points_;  // match points over the games so far
    Arena arena_{};
    int removed_ = 0;
    int unused_ = 0;
    Phase phase_ = Phase::StartingDie;
    dicebox::Seat current_ = 0;
    int game_ = 0;  // from 0; in a match, seat g starts game g
    bool big_throw_ = false;
    Style style_ = Style::Normal;  // of the throw in the air
    int thrown_ = 0;               // dice in the air
    int throws_ = 0;               // this turn
    std::vector<dicebox::Seat> game_winners_;
};

}  // namespace dicebox::strike
