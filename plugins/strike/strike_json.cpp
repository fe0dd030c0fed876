// StrikeState as JSON (docs/protocol.md, "The state"), and its invariants.
#include <fmt/format.h>

#include <stdexcept>

#include "dicebox/state_json.hpp"
#include "strike_state.hpp"

namespace dicebox::strike {

using dicebox::Seat;
using dicebox::state_json::bool_in;
using dicebox::state_json::field;
using dicebox::state_json::int_in;
using nlohmann::json;

namespace {

json faces_of(const Arena& arena) {
    json faces = json::array();
    for (int face = kLowestNumber; face <= kFaces; ++face) {
        for (int i = 0; i < arena[face]; ++i) faces.push_back(face);
    }
    return faces;
}

const char* phase_name(int phase) {
    static const char* names[] = {"starting die", "must throw", "may throw", "rolling", "over"};
    return names[phase];
}

}  // namespace

json StrikeState::to_json() const {
    json out = common_json();
    out["game"] = "strike";
    out["game_number"] = std::min(game_ + 1, rules_.match ? players() : 1);
    out["games"] = rules_.match ? players() : 1;
    out["current"] = current_;
    out["phase"] = phase_name(static_cast<int>(phase_));
    out["arena"] = faces_of(arena_);
    out["removed"] = removed_;
    out["unused"] = unused_;
    out["big_throw"] = big_throw_;
    out["throws_this_turn"] = throws_;
    out["throw"] = phase_ == Phase::Rolling ? json{{"style", style_name(style_)}, {"dice", thrown_}}
                                            : json(nullptr);
    out["game_winners"] = game_winners_;
    out["seats"] = json::array();
    for (Seat seat = 0; seat < players(); ++seat) {
        out["seats"].push_back({{"reserve", reserve_[seat]},
                                {"out", static_cast<bool>(out_[seat])},
                                {"points", points_[seat]}});
    }
    out["params"] = *params_;
    return out;
}

std::unique_ptr<StrikeState> StrikeState::from_json(const json& in) {
    if (!in.is_object() || in.value("game", json()) != "strike") {
        throw std::invalid_argument("not a Strike state: 'game' must be \"strike\"");
    }
    const json params = StrikeRules::schema().resolve(field(in, "params", "the state"));
    const StrikeRules rules = StrikeRules::from_params(params);
    const json& seats = field(in, "seats", "the state");
    if (!seats.is_array() || seats.size() < kMinPlayers || seats.size() > kMaxPlayers) {
        throw std::invalid_argument(
            fmt::format("'seats' must list {} to {} seats", kMinPlayers, kMaxPlayers));
    }
    const int players = static_cast<int>(seats.size());
    check_dice(rules, players);
    auto state = std::make_unique<StrikeState>(rules, params, players);
    const int games = rules.match ? players : 1;
    state->game_ = int_in(field(in, "game_number", "the state"), 1, games, "'game_number'") - 1;
    state->current_ = int_in(field(in, "current", "the state"), 0, players - 1, "'current'");
    const json& phase = field(in, "phase", "the state");
    bool known = false;
    for (int p = 0; p <= static_cast<int>(Phase::Over); ++p) {
        if (phase == phase_name(p)) {
            state->phase_ = static_cast<Phase>(p);
            known = true;
        }
    }
    if (!known) throw std::invalid_argument("'phase' is not a phase of a turn");
    state->arena_ = {};
    const json& arena = field(in, "arena", "the state");
    if (!arena.is_array()) throw std::invalid_argument("'arena' must list the faces");
    for (const json& face : arena) ++state->arena_[int_in(face, kLowestNumber, kFaces, "a face")];
    state->removed_ = int_in(field(in, "removed", "the state"), 0, rules.dice, "'removed'");
    state->unused_ = int_in(field(in, "unused", "the state"), 0, rules.dice, "'unused'");
    state->big_throw_ = bool_in(field(in, "big_throw", "the state"), "'big_throw'");
    state->throws_ =
        int_in(field(in, "throws_this_turn", "the state"), 0, 1 << 20, "'throws_this_turn'");
    const json& thrown = field(in, "throw", "the state");
    if (state->phase_ == Phase::Rolling) {
        const json& style = field(thrown, "style", "'throw'");
        bool named = false;
        for (int s = 0; s < kStyles; ++s) {
            if (style == style_name(static_cast<Style>(s))) {
                state->style_ = static_cast<Style>(s);
                named = true;
            }
        }
        if (!named) throw std::invalid_argument("'throw' style must be soft, normal or hard");
        state->thrown_ = int_in(field(thrown, "dice", "'throw'"), 1, rules.dice, "'throw' dice");
    } else if (!thrown.is_null()) {
        throw std::invalid_argument("'throw' must be null unless the dice are rolling");
    }
    const json& game_winners = field(in, "game_winners", "the state");
    if (!game_winners.is_array() || static_cast<int>(game_winners.size()) > games) {
        throw std::invalid_argument("'game_winners' must list a seat per game played");
    }
    for (const json& seat : game_winners) {
        state->game_winners_.push_back(int_in(seat, 0, players - 1, "a game winner"));
    }
    for (int i = 0; i < players; ++i) {
        const std::string where = fmt::format("seat {}", i);
        state->reserve_[i] =
            int_in(field(seats[i], "reserve", where), 0, rules.dice, where + " 'reserve'");
        state->out_[i] = bool_in(field(seats[i], "out", where), where + " 'out'");
        state->points_[i] =
            int_in(field(seats[i], "points", where), 0, players * kMaxPlayers, where + " 'points'");
    }
    if (std::string broken = state->broken_invariant(); !broken.empty()) {
        throw std::invalid_argument("inconsistent Strike state: " + broken);
    }
    return state;
}

std::string StrikeState::broken_invariant() const {
    int reserves = 0;
    for (Seat seat = 0; seat < players(); ++seat) {
        if (reserve_[seat] < 0) return fmt::format("seat {} has fewer than no dice", seat);
        if (out_[seat] && reserve_[seat] != 0) return fmt::format("seat {} is out with dice", seat);
        reserves += reserve_[seat];
    }
    const int accounted = reserves + dice_in(arena_) + removed_ + unused_;
    if (accounted != rules_.dice) {
        return fmt::format(
            "{} dice are accounted for, not {}: reserves {}, arena {}, removed {}, "
            "unused {}",
            accounted, rules_.dice, reserves, dice_in(arena_), removed_, unused_);
    }
    if (phase_ == Phase::Rolling && thrown_ > reserve_[current_]) {
        return "more dice are thrown than the reserve holds";
    }
    if (terminal()) {
        if (game_winners_.empty()) return "the game is over without a winner";
        return {};
    }
    if (out_[current_]) return "the player to throw is out";
    if (players_in() < 2) return "the game goes on with fewer than two players";
    if (phase_ == Phase::MustThrow || phase_ == Phase::MayThrow) {
        for (int face = kLowestNumber; face <= kFaces; ++face) {
            if (arena_[face] > 1) return "matching dice lie in the arena between throws";
        }
    }
    if (phase_ == Phase::StartingDie && dice_in(arena_) != 0) {
        return "dice lie in the arena before the starting die";
    }
    if (big_throw_ && dice_in(arena_) != 0) return "a big throw is due into an arena with dice";
    return {};
}

}  // namespace dicebox::strike
