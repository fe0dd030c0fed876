// ExxtraState as JSON (docs/protocol.md, "The state"), and its invariants.
#include <fmt/format.h>

#include <stdexcept>

#include "dicebox/state_json.hpp"
#include "exxtra_state.hpp"

namespace dicebox::exxtra {

using dicebox::Seat;
using dicebox::state_json::field;
using dicebox::state_json::int_in;
using nlohmann::json;

namespace {

json face_json(int face) {
    return face == kX ? json("X") : json(face);
}

}  // namespace

json ExxtraState::to_json() const {
    json out = common_json();
    out["game"] = "exxtra";
    out["turn"] = turn_;
    out["current"] = current_;
    out["rolls_this_turn"] = rolls_;
    out["roll"] = rolled_ ? json::array({face_json(roll_.a), face_json(roll_.b)}) : json(nullptr);
    // Derived, for displays: the roll's value and whom each placement would knock off.
    out["value"] = rolled_ ? json(roll_value()) : json(nullptr);
    json knocks = json::object();
    if (rolled_ && !terminal()) {
        for (int ring = 0; ring <= rules_.rings; ++ring) {
            if (ring_free(ring)) knocks[std::to_string(ring)] = knocked_off(ring, roll_value());
        }
    }
    out["knocks_off"] = knocks;
    json ladder = json::object();
    for (int ring = 0; ring <= rules_.rings; ++ring) ladder[std::to_string(ring)] = json::array();
    out["seats"] = json::array();
    for (Seat seat = 0; seat < players(); ++seat) {
        const Player& player = players_[seat];
        const bool placed = player.ring != kOffLadder;
        if (placed) {
            ladder[std::to_string(player.ring)].push_back(
                {{"seat", seat}, {"value", player.value}});
        }
        out["seats"].push_back(
            {{"position", player.position}, {"ring", placed ? json(player.ring) : json(nullptr)}});
    }
    out["ladder"] = ladder;
    out["params"] = *params_;
    return out;
}

namespace {

int face_in(const json& face, const Die& die, const std::string& what) {
    const int value = face == "X" ? kX : int_in(face, 1, kMaxFace, what);
    if (!die.shows(value)) throw std::invalid_argument(what + " is not a face of its die");
    return value;
}

}  // namespace

std::unique_ptr<ExxtraState> ExxtraState::from_json(const json& in) {
    if (!in.is_object() || in.value("game", json()) != "exxtra") {
        throw std::invalid_argument("not an Exxtra state: 'game' must be \"exxtra\"");
    }
    const json params = ExxtraRules::schema().resolve(field(in, "params", "the state"));
    const ExxtraRules rules = ExxtraRules::from_params(params);
    const json& seats = field(in, "seats", "the state");
    if (!seats.is_array() || seats.size() < kMinPlayers || seats.size() > kMaxPlayers) {
        throw std::invalid_argument(
            fmt::format("'seats' must list {} to {} seats", kMinPlayers, kMaxPlayers));
    }
    auto state = std::make_unique<ExxtraState>(rules, params, static_cast<int>(seats.size()));
    const int last = state->players() - 1;
    state->turn_ = int_in(field(in, "turn", "the state"), 1, 1 << 30, "'turn'");
    state->current_ = int_in(field(in, "current", "the state"), 0, last, "'current'");
    state->rolls_ =
        int_in(field(in, "rolls_this_turn", "the state"), 0, 1 << 30, "'rolls_this_turn'");
    for (std::size_t i = 0; i < seats.size(); ++i) {
        const std::string where = fmt::format("seat {}", i);
        Player& player = state->players_[i];
        player.position =
            int_in(field(seats[i], "position", where), 0, rules.track, where + " 'position'");
        if (player.position == rules.track) state->winner_ = static_cast<Seat>(i);
        const json& ring = field(seats[i], "ring", where);
        if (!ring.is_null()) player.ring = int_in(ring, 0, rules.rings, where + " 'ring'");
    }
    // The values of the pairs are on the ladder, which must match the seats' rings.
    const json& ladder = field(in, "ladder", "the state");
    std::size_t pairs = 0;
    for (int ring = 0; ring <= rules.rings; ++ring) {
        const std::string where = fmt::format("ladder ring {}", ring);
        const json& entries = field(ladder, std::to_string(ring).c_str(), "'ladder'");
        if (!entries.is_array()) throw std::invalid_argument(where + " must be a list");
        for (const json& entry : entries) {
            const int seat = int_in(field(entry, "seat", where), 0, last, where + " 'seat'");
            if (state->players_[seat].ring != ring) {
                throw std::invalid_argument(
                    fmt::format("{} lists seat {}, whose 'ring' differs", where, seat));
            }
            state->players_[seat].value =
                int_in(field(entry, "value", where), 0, kMaxValue, where + " 'value'");
            ++pairs;
        }
    }
    for (const auto& player : state->players_) pairs -= player.ring != kOffLadder;
    if (pairs != 0) throw std::invalid_argument("the ladder and the seats' rings differ");
    const json& roll = field(in, "roll", "the state");
    if (!roll.is_null()) {
        if (!roll.is_array() || roll.size() != 2) {
            throw std::invalid_argument("'roll' must be two faces, die A first, or null");
        }
        state->roll_ = {face_in(roll[0], rules.die_a, "die A of 'roll'"),
                        face_in(roll[1], rules.die_b, "die B of 'roll'")};
        state->rolled_ = true;
    }
    if (std::string broken = state->broken_invariant(); !broken.empty()) {
        throw std::invalid_argument("inconsistent Exxtra state: " + broken);
    }
    return state;
}

std::string ExxtraState::broken_invariant() const {
    int at_goal = 0;
    for (Seat seat = 0; seat < players(); ++seat) {
        const Player& player = players_[seat];
        if (player.position < 0 || player.position > rules_.track) {
            return fmt::format("seat {}'s pawn is off the track", seat);
        }
        at_goal += player.position == rules_.track;
        if (player.ring < kOffLadder || player.ring > rules_.rings) {
            return fmt::format("seat {}'s pair is on no ring of the ladder", seat);
        }
        if (player.ring == kOffLadder && player.value != 0) {
            return fmt::format("seat {} keeps a value without a pair on the ladder", seat);
        }
        if (player.ring > 0 && holder(player.ring) != seat) {
            return fmt::format("ring {} holds more than one pair", player.ring);
        }
    }
    if (at_goal > 1) return "more than one pawn has reached the Goal";
    if ((at_goal == 1) != terminal()) return "the game must end when a pawn reaches the Goal";
    if (terminal() && players_[winner_].position != rules_.track) {
        return "the winner's pawn is not on the Goal";
    }
    if (players_[current_].ring != kOffLadder && !terminal()) {
        return "the player with the dice still has a pair on the ladder";
    }
    if (rolled_ && rolls_ == 0) return "a roll waits for a decision, but no roll was made";
    if (rolled_ && rolls_ > 1 && roll_.xs() > 0) {
        return "an invalid roll (an X after the first roll) waits for a decision";
    }
    return {};
}

}  // namespace dicebox::exxtra
