// A game of Exxtra: the pawns on the track, the pairs on the dice ladder, and the
// turn of the player holding the dice.
//
// A turn: the player collects (their pair on the ladder moves their pawn by its ring
// and comes back); chance rolls, which is compulsory; after each roll the player rolls
// again or places the roll on a ring, which ends the turn; an invalid roll (an X after
// the first roll) ends it at once. The first pawn to reach the Goal wins at once.
//
// Nothing is secret: one player decides at a time, in sight of all, so every seat's
// view and the onlooker's are the whole state (State::view's default).
#pragma once

#include <memory>
#include <vector>

#include "dicebox/state.hpp"
#include "roll.hpp"
#include "rules.hpp"

namespace dicebox::exxtra {

// Decisions: roll again, or accept the roll and place it on a ring.
constexpr dicebox::Action kRollAgain = 0;
inline dicebox::Action place(int ring) {
    return static_cast<dicebox::Action>(ring) + 1;
}
inline int ring_placed(dicebox::Action action) {
    return static_cast<int>(action) - 1;
}

constexpr int kOffLadder = -1;

struct Player {
    int position = 0;       // 0 is Start, rules.track the Goal
    int ring = kOffLadder;  // where the player's pair is on the ladder
    int value = 0;          // the pair's combination, while on the ladder

    bool operator==(const Player&) const = default;
};

class ExxtraState : public dicebox::State {
  public:
    ExxtraState(const ExxtraRules& rules, nlohmann::json params, int players);

    std::unique_ptr<dicebox::State> clone() const override;
    int players() const override { return static_cast<int>(players_.size()); }
    bool terminal() const override { return winner_ != kNobody; }
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
    static std::unique_ptr<ExxtraState> from_json(const nlohmann::json& json);
    std::string broken_invariant() const override;

    // For the bots.
    const ExxtraRules& rules() const { return rules_; }
    const Player& player(dicebox::Seat seat) const { return players_[seat]; }
    dicebox::Seat current() const { return current_; }
    const Roll& roll() const { return roll_; }
    // The combination of the roll waiting for a decision.
    int roll_value() const { return rules_.value(roll_.a, roll_.b, rolls_ == 1); }
    int rolls_this_turn() const { return rolls_; }
    bool ring_free(int ring) const;
    // Whether a placement of `value` on `ring` knocks off the pair of `seat`, and all the
    // seats whose pairs it knocks off.
    bool knocks_off(dicebox::Seat seat, int ring, int value) const {
        return players_[seat].ring > ring && players_[seat].value <= value;
    }
    std::vector<dicebox::Seat> knocked_off(int ring, int value) const;

  private:
    static constexpr dicebox::Seat kNobody = -1;

    dicebox::Seat holder(int ring) const;  // of a ring 1..rings, or kNobody
    void advance(dicebox::Seat seat, int spaces);
    void end_turn();

    ExxtraRules rules_;
    // As resolved, for to_json; shared, so that a clone costs no copy of it.
    std::shared_ptr<const nlohmann::json> params_;
    std::vector<Player> players_;
    dicebox::Seat current_ = 0;  // whose turn it is
    int turn_ = 1;               // counted over all players, from 1
    int rolls_ = 0;              // rolls this turn
    bool rolled_ = false;        // a roll waits for the player's decision
    Roll roll_;
    dicebox::Seat winner_ = kNobody;
};

}  // namespace dicebox::exxtra
