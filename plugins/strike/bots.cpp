#include "bots.hpp"

#include <vector>

#include "arena_model.hpp"

namespace dicebox::strike {

using dicebox::Action;
using dicebox::Seat;

namespace {

const StrikeState& strike_state(const dicebox::State& state) {
    return static_cast<const StrikeState&>(state);
}

bool may_stop(const dicebox::State& state, Seat seat) {
    std::vector<Action> actions;
    state.legal_actions(seat, actions);
    return actions.back() == kStop;
}

// Sampled turns per style: enough to rank the styles, cheap enough for simulations.
constexpr int kSamples = 32;

// A turn played on from `arena`: throwing `first` dice, then one at a time, in `style`
// until a match or until the reserve runs out. What the thrower's reserve gains (the
// dice taken back, less the dice thrown) and the arena left to the next player.
struct TurnEnd {
    int gain = 0;
    Arena arena{};
};

TurnEnd play_on(const StrikeRules& rules, const Arena& arena, int reserve, int first, Style style,
                dicebox::Rng& rng) {
    TurnEnd end{0, arena};
    for (int thrown = first; thrown > 0 && reserve >= thrown; thrown = 1) {
        end.arena =
            throw_into(end.arena, rules.model(style, thrown, dice_in(end.arena)), thrown, rng)
                .arena;
        end.gain -= thrown;
        reserve -= thrown;
        const int taken = take_matches(end.arena);
        if (taken > 0) {
            end.gain += taken;
            break;
        }
    }
    return end;
}

// What the next player can expect from the arena left to them, playing on in the
// normal style (a big throw of their whole reserve into an empty arena).
int next_turn_gain(const StrikeRules& rules, const Arena& arena, int reserve, dicebox::Rng& rng) {
    const int first = dice_in(arena) == 0 ? reserve : 1;
    return play_on(rules, arena, reserve, first, Style::Normal, rng).gain;
}

}  // namespace

Action CarefulBot::choose(const dicebox::State& state, Seat seat, dicebox::Rng&) {
    return may_stop(state, seat) ? kStop : throw_action(Style::Soft);
}

Action GreedyBot::choose(const dicebox::State&, Seat, dicebox::Rng&) {
    return throw_action(Style::Normal);
}

Action PlannerBot::choose(const dicebox::State& state, Seat seat, dicebox::Rng& rng) {
    const auto& game = strike_state(state);
    const auto& rules = game.rules();
    Seat next = seat;
    do {
        next = (next + 1) % game.players();
    } while (game.out(next));
    const int theirs = game.reserve(next);
    // Each style: this turn played on to its end, less what it leaves the next player.
    Style best = Style::Soft;
    double best_value = -1e9;
    for (int s = 0; s < kStyles; ++s) {
        const auto style = static_cast<Style>(s);
        double total = 0;
        for (int i = 0; i < kSamples; ++i) {
            const TurnEnd end =
                play_on(rules, game.arena(), game.reserve(seat), game.dice_to_throw(), style, rng);
            total += end.gain - next_turn_gain(rules, end.arena, theirs, rng);
        }
        if (total > best_value) {
            best_value = total;
            best = style;
        }
    }
    if (!may_stop(state, seat)) return throw_action(best);
    double stop = 0;
    for (int i = 0; i < kSamples; ++i) stop -= next_turn_gain(rules, game.arena(), theirs, rng);
    return best_value > stop ? throw_action(best) : kStop;
}

}  // namespace dicebox::strike
