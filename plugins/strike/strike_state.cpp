#include "strike_state.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "arena_model.hpp"
#include "dicebox/rng.hpp"

namespace dicebox::strike {

using dicebox::Action;
using dicebox::Outcome;
using dicebox::Seat;

StrikeState::StrikeState(const StrikeRules& rules, nlohmann::json params, int players)
    : rules_(rules),
      params_(std::make_shared<const nlohmann::json>(std::move(params))),
      reserve_(static_cast<std::size_t>(players)),
      out_(static_cast<std::size_t>(players)),
      points_(static_cast<std::size_t>(players)) {
    start_game();
}

std::unique_ptr<dicebox::State> StrikeState::clone() const {
    return std::make_unique<StrikeState>(*this);
}

// docs/rules.md, Strike, Set-up: the dice each, the rest unused; chance places the starting die.
// In a match, seat g starts game g.
void StrikeState::start_game() {
    std::fill(reserve_.begin(), reserve_.end(), rules_.dice_each[players()]);
    std::fill(out_.begin(), out_.end(), false);
    arena_ = {};
    removed_ = 0;
    unused_ = rules_.dice - players() * rules_.dice_each[players()];
    current_ = game_ % players();
    phase_ = Phase::StartingDie;
    big_throw_ = false;
    thrown_ = 0;
    throws_ = 0;
}

int StrikeState::players_in() const {
    return static_cast<int>(std::count(out_.begin(), out_.end(), false));
}

int StrikeState::dice_to_throw() const {
    return big_throw_ ? reserve_[current_] : 1;
}

void StrikeState::to_move(std::vector<Seat>& seats) const {
    seats.clear();
    if (phase_ == Phase::MustThrow || phase_ == Phase::MayThrow) seats.push_back(current_);
}

void StrikeState::legal_actions(Seat seat, std::vector<Action>& actions) const {
    actions.clear();
    if (seat != current_ || (phase_ != Phase::MustThrow && phase_ != Phase::MayThrow)) return;
    for (int style = 0; style < kStyles; ++style) actions.push_back(static_cast<Action>(style));
    if (phase_ == Phase::MayThrow) actions.push_back(kStop);
}

std::string StrikeState::refusal(Seat seat, Action action) const {
    if (terminal()) return "the game is over";
    if (seat < 0 || seat >= players()) {
        return fmt::format("there is no seat {}; the seats are 0 to {}", seat, players() - 1);
    }
    if (seat != current_) return fmt::format("it is not your turn: seat {} is throwing", current_);
    if (phase_ == Phase::StartingDie) return "the starting die is not in the arena yet";
    if (phase_ == Phase::Rolling) return "the dice are still rolling";
    if (action > kStop) return "that is not a decision: throw soft, normal or hard, or stop";
    if (action == kStop && phase_ == Phase::MustThrow) {
        return big_throw_ ? "you must make the big throw: the turn began with an empty arena, so "
                            "every die of your reserve goes in at once"
                          : "you must throw at least one die: the first throw of a turn is "
                            "compulsory";
    }
    return {};
}

void StrikeState::apply(Seat, Action action) {
    if (action == kStop) {
        end_turn();
        return;
    }
    style_ = static_cast<Style>(action);
    thrown_ = dice_to_throw();
    big_throw_ = false;
    ++throws_;
    phase_ = Phase::Rolling;
}

// A player whose reserve is empty at the end of their own turn is out; the last one
// left wins the game. A turn that passes with an empty arena makes a big throw due.
void StrikeState::end_turn() {
    if (reserve_[current_] == 0) drop_out(current_);
    if (players_in() == 1) {
        game_winners_.push_back(
            static_cast<Seat>(std::find(out_.begin(), out_.end(), false) - out_.begin()));
        ++game_;
        if (rules_.match && game_ < players()) {
            start_game();
        } else {
            phase_ = Phase::Over;
        }
        return;
    }
    big_throw_ = dice_in(arena_) == 0;
    do {
        current_ = (current_ + 1) % players();
    } while (out_[current_]);
    phase_ = Phase::MustThrow;
    throws_ = 0;
}

// The official match's scoring: as many points as there are players still in (or what a
// house rule's match_points gives for them).
void StrikeState::drop_out(Seat seat) {
    out_[seat] = true;
    points_[seat] += rules_.match_points[players_in()];
}

Outcome StrikeState::sample_chance(dicebox::Rng& rng) const {
    if (phase_ == Phase::StartingDie) {
        // The app rolls the starting die and rerolls an X: any number, equally likely.
        Rest start;
        start.starting_die = true;
        ++start.arena[kLowestNumber + static_cast<int>(rng.below(kFaces - 1))];
        return start.encode();
    }
    return throw_into(arena_, rules_.model(style_, thrown_, dice_in(arena_)), thrown_, rng)
        .encode();
}

std::string StrikeState::chance_refusal(Outcome outcome) const {
    if (terminal()) return "the game is over";
    if (!chance_due()) return "no dice are rolling: the player must throw or stop first";
    const Rest rest = Rest::decode(outcome);
    if (rest.encode() != outcome) return "that is not an outcome of a throw";
    if (phase_ == Phase::StartingDie) {
        if (!rest.starting_die || rest.dice() != 1 || dice_in(rest.arena) != 1) {
            return "the starting die is one die showing a number, like 'arena 4'";
        }
        return {};
    }
    if (rest.starting_die) {
        return "a throw comes to rest as the arena, the X dice and the lost dice, like "
               "'arena 3 5 | x 1 | out 0'";
    }
    const int in_play = dice_in(arena_) + thrown_;
    if (rest.dice() != in_play) {
        return fmt::format(
            "the outcome accounts for {} dice, but {} are in play: {} in the arena and {} "
            "thrown",
            rest.dice(), in_play, dice_in(arena_), thrown_);
    }
    return {};
}

void StrikeState::apply_chance(Outcome outcome) {
    const Rest rest = Rest::decode(outcome);
    if (phase_ == Phase::StartingDie) {
        arena_ = rest.arena;
        --unused_;
        phase_ = Phase::MustThrow;
        return;
    }
    // The thrown dice leave the reserve as they come to rest; X dice and lost dice are
    // removed at once.
    reserve_[current_] -= thrown_;
    thrown_ = 0;
    arena_ = rest.arena;
    removed_ += rest.x + rest.out;
    const int taken = take_matches(arena_);
    reserve_[current_] += taken;
    // A match ends the turn; so does an empty reserve, with nothing left to throw.
    if (taken > 0 || reserve_[current_] == 0) {
        end_turn();
    } else {
        phase_ = Phase::MayThrow;
    }
}

std::vector<int> StrikeState::scores() const {
    return points_;
}

std::vector<Seat> StrikeState::winners() const {
    if (!terminal()) return {};
    if (!rules_.match) return {game_winners_.back()};
    const int lowest = *std::min_element(points_.begin(), points_.end());
    std::vector<Seat> best;
    for (Seat seat = 0; seat < players(); ++seat) {
        if (points_[seat] == lowest) best.push_back(seat);
    }
    return best;
}

std::string StrikeState::format_action(Action action) const {
    if (action == kStop) return "stop";
    return fmt::format("throw {}", style_name(static_cast<Style>(action)));
}

dicebox::Result<Action> StrikeState::parse_action(std::string_view text) const {
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
    while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
    if (text == "stop") return kStop;
    if (text == "throw" || text.starts_with("throw ")) {
        std::string_view style = text.substr(5);
        while (!style.empty() && style.front() == ' ') style.remove_prefix(1);
        for (int i = 0; i < kStyles; ++i) {
            if (style == style_name(static_cast<Style>(i))) return static_cast<Action>(i);
        }
        if (style.empty()) {
            return dicebox::Result<Action>::failure(
                "a throw needs its style: throw soft, throw normal or throw hard");
        }
        return dicebox::Result<Action>::failure(
            fmt::format("'{}' is not a throw style; throw soft, normal or hard", style));
    }
    return dicebox::Result<Action>::failure(fmt::format(
        "'{}' is not a decision: write 'throw soft', 'throw normal', 'throw hard' or 'stop'",
        text));
}

std::string StrikeState::format_outcome(Outcome outcome) const {
    return format_rest(Rest::decode(outcome));
}

dicebox::Result<Outcome> StrikeState::parse_outcome(std::string_view text) const {
    const auto rest = parse_rest(text);
    if (!rest) return dicebox::Result<Outcome>::failure(rest.error());
    return rest->encode();
}

}  // namespace dicebox::strike
