#include "pig_state.hpp"

#include <fmt/format.h>

#include <charconv>
#include <stdexcept>

#include "dicebox/rng.hpp"
#include "dicebox/state_json.hpp"

namespace pig {

using dicebox::Action;
using dicebox::Outcome;
using dicebox::Seat;
using nlohmann::json;

PigState::PigState(PigRules rules, int players)
    : rules_(rules), banked_(static_cast<std::size_t>(players), 0) {}

std::unique_ptr<dicebox::State> PigState::clone() const {
    return std::make_unique<PigState>(*this);
}

int PigState::players() const {
    return static_cast<int>(banked_.size());
}

bool PigState::terminal() const {
    return winner_ >= 0;
}

bool PigState::chance_due() const {
    return rolling_;
}

void PigState::to_move(std::vector<Seat>& seats) const {
    seats.clear();
    if (!terminal() && !rolling_) seats.push_back(turn_);
}

void PigState::legal_actions(Seat seat, std::vector<Action>& actions) const {
    actions.clear();
    if (terminal() || rolling_ || seat != turn_) return;
    actions.push_back(kRoll);
    if (turn_total_ > 0) actions.push_back(kHold);
}

std::string PigState::refusal(Seat seat, Action action) const {
    if (terminal()) return "the game is over";
    if (rolling_) return "the die is rolling: wait for it";
    if (seat != turn_) return fmt::format("it is not your turn: seat {} is to play", turn_);
    if (action != kRoll && action != kHold) return "there are two choices: roll or hold";
    if (action == kHold && turn_total_ == 0) return "there is nothing to bank yet: roll first";
    return "";
}

void PigState::apply(Seat, Action action) {
    if (action == kRoll) {
        rolling_ = true;
        return;
    }
    banked_[static_cast<std::size_t>(turn_)] += turn_total_;
    turn_total_ = 0;
    if (banked_[static_cast<std::size_t>(turn_)] >= rules_.target) {
        winner_ = turn_;
    } else {
        pass_the_turn();
    }
}

Outcome PigState::sample_chance(dicebox::Rng& rng) const {
    return 1 + rng.below(6);
}

std::string PigState::chance_refusal(Outcome outcome) const {
    if (!rolling_) return "no roll is due: a player is to decide";
    if (outcome < 1 || outcome > 6) return "a die shows 1 to 6";
    return "";
}

void PigState::apply_chance(Outcome outcome) {
    rolling_ = false;
    last_roll_ = static_cast<int>(outcome);
    if (last_roll_ == rules_.losing_face) {
        turn_total_ = 0;  // the pig is out: the turn's points are lost
        pass_the_turn();
    } else {
        turn_total_ += last_roll_;
    }
}

void PigState::pass_the_turn() {
    turn_ = (turn_ + 1) % players();
}

std::vector<int> PigState::scores() const {
    return banked_;
}

std::vector<Seat> PigState::winners() const {
    if (!terminal()) return {};
    return {winner_};
}

std::string PigState::format_action(Action action) const {
    return action == kHold ? "hold" : "roll";
}

dicebox::Result<Action> PigState::parse_action(std::string_view text) const {
    if (text == "roll" || text == "r") return Action{kRoll};
    if (text == "hold" || text == "h") return Action{kHold};
    return dicebox::Result<Action>::failure(fmt::format("'{}' is neither 'roll' nor 'hold'", text));
}

std::string PigState::format_outcome(Outcome outcome) const {
    return std::to_string(outcome);
}

dicebox::Result<Outcome> PigState::parse_outcome(std::string_view text) const {
    Outcome face = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), face);
    if (error != std::errc() || end != text.data() + text.size() || face < 1 || face > 6) {
        return dicebox::Result<Outcome>::failure(
            fmt::format("'{}' is not a face of a die (1 to 6)", text));
    }
    return face;
}

json PigState::to_json() const {
    json out = common_json();
    out["game"] = "pig";
    out["target"] = rules_.target;
    out["losing_face"] = rules_.losing_face;
    out["turn"] = turn_;
    out["turn_total"] = turn_total_;
    out["last_roll"] = last_roll_;
    return out;
}

std::unique_ptr<PigState> PigState::from_json(const json& in) {
    namespace sj = dicebox::state_json;
    const std::string where = "the Pig state";
    if (sj::field(in, "game", where) != "pig") {
        throw std::invalid_argument("the state is not a game of Pig");
    }
    PigRules rules;
    rules.target = sj::int_in(sj::field(in, "target", where), 10, 1000, "target");
    rules.losing_face = sj::int_in(sj::field(in, "losing_face", where), 1, 6, "losing_face");
    const int players = sj::int_in(sj::field(in, "players", where), 2, 6, "players");
    auto state = std::make_unique<PigState>(rules, players);
    const json& scores = sj::field(in, "scores", where);
    if (!scores.is_array() || scores.size() != static_cast<std::size_t>(players)) {
        throw std::invalid_argument("scores must hold one bank a player");
    }
    for (std::size_t seat = 0; seat < scores.size(); ++seat) {
        state->banked_[seat] = sj::int_in(scores[seat], 0, 1000000, "a bank");
    }
    state->turn_ = sj::int_in(sj::field(in, "turn", where), 0, players - 1, "turn");
    state->turn_total_ = sj::int_in(sj::field(in, "turn_total", where), 0, 1000000, "turn_total");
    state->last_roll_ = sj::int_in(sj::field(in, "last_roll", where), 0, 6, "last_roll");
    state->rolling_ = sj::field(in, "to_move", where) == "chance";
    const json& winners = sj::field(in, "winners", where);
    if (winners.is_array() && !winners.empty()) {
        state->winner_ = sj::int_in(winners[0], 0, players - 1, "the winner");
    }
    if (const std::string broken = state->broken_invariant(); !broken.empty()) {
        throw std::invalid_argument(where + " breaks the rules: " + broken);
    }
    return state;
}

std::string PigState::broken_invariant() const {
    for (std::size_t seat = 0; seat < banked_.size(); ++seat) {
        if (banked_[seat] < 0) return fmt::format("seat {} has banked less than nothing", seat);
        const bool reached = banked_[seat] >= rules_.target;
        if (reached != (winner_ == static_cast<Seat>(seat))) {
            return fmt::format("seat {} has banked {} of {} but {} the winner", seat, banked_[seat],
                               rules_.target, reached ? "is not" : "is");
        }
    }
    if (turn_ < 0 || turn_ >= players()) return fmt::format("seat {} cannot have the turn", turn_);
    if (turn_total_ < 0) return "the turn total is below 0";
    if (terminal() && (turn_total_ != 0 || rolling_)) return "the game is over, yet a turn goes on";
    if (last_roll_ < 0 || last_roll_ > 6) return fmt::format("no die shows {}", last_roll_);
    return "";
}

}  // namespace pig
