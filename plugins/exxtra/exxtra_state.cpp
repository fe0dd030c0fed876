#include "exxtra_state.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/rng.hpp"

namespace dicebox::exxtra {

using dicebox::Action;
using dicebox::Outcome;
using dicebox::Seat;

ExxtraState::ExxtraState(const ExxtraRules& rules, nlohmann::json params, int players)
    : rules_(rules),
      params_(std::make_shared<const nlohmann::json>(std::move(params))),
      players_(static_cast<std::size_t>(players)) {}

std::unique_ptr<dicebox::State> ExxtraState::clone() const {
    return std::make_unique<ExxtraState>(*this);
}

void ExxtraState::to_move(std::vector<Seat>& seats) const {
    seats.clear();
    if (rolled_ && !terminal()) seats.push_back(current_);
}

Seat ExxtraState::holder(int ring) const {
    for (Seat seat = 0; seat < players(); ++seat) {
        if (players_[seat].ring == ring) return seat;
    }
    return kNobody;
}

bool ExxtraState::ring_free(int ring) const {
    return ring == 0 || holder(ring) == kNobody;
}

// docs/rules.md, Exxtra, Knock off: every pair on a higher ring whose value is equal or lower.
std::vector<Seat> ExxtraState::knocked_off(int ring, int value) const {
    std::vector<Seat> seats;
    for (Seat seat = 0; seat < players(); ++seat) {
        if (knocks_off(seat, ring, value)) seats.push_back(seat);
    }
    return seats;
}

void ExxtraState::legal_actions(Seat seat, std::vector<Action>& actions) const {
    actions.clear();
    if (!rolled_ || terminal() || seat != current_) return;
    actions.push_back(kRollAgain);
    for (int ring = 0; ring <= rules_.rings; ++ring) {
        if (ring_free(ring)) actions.push_back(place(ring));
    }
}

std::string ExxtraState::refusal(Seat seat, Action action) const {
    if (terminal()) return "the game is over";
    if (seat < 0 || seat >= players()) {
        return fmt::format("there is no seat {}; the seats are 0 to {}", seat, players() - 1);
    }
    if (seat != current_) {
        return fmt::format("it is not your turn: seat {} has the dice", current_);
    }
    if (!rolled_) return "the dice have not been rolled yet";
    if (action == kRollAgain) return {};
    const int ring = ring_placed(action);
    if (action > place(kMaxRings) || ring > rules_.rings) {
        return fmt::format("there is no ring {}; the rings are 0 to {}", ring, rules_.rings);
    }
    if (const Seat taken = ring == 0 ? kNobody : holder(ring); taken != kNobody) {
        return fmt::format(
            "ring {} is taken by seat {}'s {}; rings 1 to {} hold one pair each, ring 0 any "
            "number",
            ring, taken, value_text(players_[taken].value), rules_.rings);
    }
    return {};
}

void ExxtraState::apply(Seat seat, Action action) {
    if (action == kRollAgain) {
        rolled_ = false;
        return;
    }
    const int ring = ring_placed(action);
    const int value = roll_value();
    for (const Seat other : knocked_off(ring, value)) players_[other] = {players_[other].position};
    players_[seat].ring = ring;
    players_[seat].value = value;
    end_turn();
}

// Towards the Goal (or back, never behind Start); reaching the Goal wins at once.
void ExxtraState::advance(Seat seat, int spaces) {
    int& position = players_[seat].position;
    position = std::clamp(position + spaces, 0, rules_.track);
    if (position == rules_.track) winner_ = seat;
}

// The dice pass on, and the next player collects their pair from the ladder.
void ExxtraState::end_turn() {
    rolled_ = false;
    rolls_ = 0;
    current_ = (current_ + 1) % players();
    ++turn_;
    Player& next = players_[current_];
    if (next.ring == kOffLadder) return;
    const int ring = next.ring;
    next = {next.position};
    advance(current_, ring);
}

Outcome ExxtraState::sample_chance(dicebox::Rng& rng) const {
    const auto face =
        rng.below(static_cast<std::uint32_t>(rules_.die_a.count * rules_.die_b.count));
    const auto per_a = static_cast<std::uint32_t>(rules_.die_b.count);
    return Roll{rules_.die_a.faces[face / per_a], rules_.die_b.faces[face % per_a]}.encode();
}

std::string ExxtraState::chance_refusal(Outcome outcome) const {
    if (terminal()) return "the game is over";
    if (rolled_) return "the dice wait for a decision: roll again or place the roll";
    const Roll roll = Roll::decode(outcome);
    if (outcome >> 8 != 0 || !rules_.die_a.shows(roll.a) || !rules_.die_b.shows(roll.b)) {
        return "that is not a roll of die A and die B";
    }
    return {};
}

void ExxtraState::apply_chance(Outcome outcome) {
    roll_ = Roll::decode(outcome);
    ++rolls_;
    if (rolls_ > 1 && roll_.xs() > 0) {
        // An invalid roll: the turn ends at once, nothing is placed.
        advance(current_, -rules_.invalid_roll_costs[roll_.xs()]);
        end_turn();
        return;
    }
    rolled_ = true;
    if (roll_.is_double()) advance(current_, rules_.double_moves[roll_.a]);
}

std::vector<int> ExxtraState::scores() const {
    std::vector<int> positions;
    positions.reserve(players_.size());
    for (const auto& player : players_) positions.push_back(player.position);
    return positions;
}

std::vector<Seat> ExxtraState::winners() const {
    if (!terminal()) return {};
    return {winner_};
}

std::string ExxtraState::format_action(Action action) const {
    return action == kRollAgain ? "roll" : fmt::format("place {}", ring_placed(action));
}

dicebox::Result<Action> ExxtraState::parse_action(std::string_view text) const {
    using R = dicebox::Result<Action>;
    const auto word_end = text.find(' ');
    const std::string_view word = text.substr(0, word_end);
    std::string_view rest = word_end == std::string_view::npos ? "" : text.substr(word_end);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    while (!rest.empty() && rest.back() == ' ') rest.remove_suffix(1);
    if (word == "roll" && rest.empty()) return kRollAgain;
    if (word == "place") {
        if (rest.size() == 1 && rest[0] >= '0' && rest[0] <= '9') return place(rest[0] - '0');
        return R::failure(
            fmt::format("'place' needs a ring from 0 to {}, like 'place 3'", rules_.rings));
    }
    return R::failure(fmt::format(
        "'{}' is not a decision: write 'roll' or 'place N' (a ring 0 to {})", text, rules_.rings));
}

std::string ExxtraState::format_outcome(Outcome outcome) const {
    return format_roll(Roll::decode(outcome));
}

dicebox::Result<Outcome> ExxtraState::parse_outcome(std::string_view text) const {
    const auto roll = parse_roll(text, rules_);
    if (!roll) return dicebox::Result<Outcome>::failure(roll.error());
    return roll->encode();
}

}  // namespace dicebox::exxtra
