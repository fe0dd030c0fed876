#include "dicebox/secrets.hpp"

#include <algorithm>
#include <stdexcept>

namespace dicebox {

using nlohmann::json;

json to_json(const Told& told) {
    if (told.is_chance()) return {{"chance", told.notation}};
    json out = {{"seat", told.seat}};
    if (told.hidden()) return out;
    out["action"] = told.notation;
    if (told.held) out["held"] = true;
    return out;
}

namespace {

std::invalid_argument wrong_event(const json& event) {
    return std::invalid_argument(
        "an event must be {\"chance\": \"…\"}, {\"seat\": N, \"action\": \"…\"} or "
        "{\"seat\": N}, not " +
        event.dump());
}

// The value of `field` when it is a string of at least a character; else nothing.
const std::string* text_in(const json& object, const char* field) {
    const auto value = object.find(field);
    if (value == object.end() || !value->is_string() ||
        value->get_ref<const std::string&>().empty())
        return nullptr;
    return &value->get_ref<const std::string&>();
}

Seat seat_in(const json& event) {
    const auto seat = event.find("seat");
    if (seat == event.end() || !seat->is_number_integer() || seat->get<std::int64_t>() < 0 ||
        seat->get<std::int64_t>() > 1000)
        throw wrong_event(event);
    return seat->get<Seat>();
}

}  // namespace

Told told_from_json(const json& event) {
    if (!event.is_object()) throw wrong_event(event);
    if (event.contains("chance")) {
        const std::string* roll = text_in(event, "chance");
        if (roll == nullptr || event.size() != 1) throw wrong_event(event);
        return {kChanceSeat, *roll, false};
    }
    Told told{seat_in(event), {}, true};
    if (event.contains("action")) {
        const std::string* action = text_in(event, "action");
        if (action == nullptr) throw wrong_event(event);
        told.notation = *action;
        told.held = event.value("held", false) == true;
    }
    return told;
}

json to_json(const Revealed& revealed) {
    return {{"seat", revealed.seat}, {"action", revealed.notation}, {"index", revealed.index}};
}

Revealed revealed_from_json(const json& decision) {
    const auto wrong = [&] {
        return std::invalid_argument(
            "a revealed decision must be {\"seat\": N, \"action\": \"…\", \"index\": I}, "
            "not " +
            decision.dump());
    };
    if (!decision.is_object()) throw wrong();
    const auto index = decision.find("index");
    const std::string* action = text_in(decision, "action");
    if (index == decision.end() || !index->is_number_unsigned() || action == nullptr) throw wrong();
    return {index->get<std::size_t>(), seat_in(decision), *action};
}

bool apply_told(State& state, const Told& event) {
    if (event.is_chance()) {
        const auto outcome = state.parse_outcome(event.notation);
        return outcome && state.try_apply_chance(*outcome).empty();
    }
    if (event.hidden()) return false;
    const auto action = state.parse_action(event.notation);
    return action && state.try_apply(event.seat, *action).empty();
}

bool would_hold(const State& state, Seat seat, Action action) {
    auto after = state.clone();
    after->apply(seat, action);
    return after->held_decisions(seat) > state.held_decisions(seat);
}

bool decides_in_secret(const State& state, Seat seat) {
    std::vector<Action> actions;
    state.legal_actions(seat, actions);
    return !actions.empty() && would_hold(state, seat, actions.front());
}

void Secrets::begin(const State& start) {
    counts_.resize(static_cast<std::size_t>(start.players()));
    seats_.assign(counts_.size(), {});
    for (Seat seat = 0; seat < start.players(); ++seat) counts_[seat] = start.held_decisions(seat);
    held_.clear();
    holding_ = 0;
    revealed_.clear();
}

void Secrets::follow(const Event& event, const State& after) {
    const std::size_t index = held_.size();
    held_.push_back(false);
    revealed_.clear();
    for (Seat seat = 0; seat < static_cast<Seat>(counts_.size()); ++seat) {
        const int now = after.held_decisions(seat);
        int& before = counts_[seat];
        if (now == before) continue;
        auto& waiting = seats_[seat];
        // Only a seat's own decision raises its count, by one; a game that says otherwise
        // holds nothing more (check/ reports it).
        if (now > before && event.seat == seat && now == before + 1) {
            held_[index] = true;
            waiting.push_back(index);
            ++holding_;
        }
        for (int fell = before - now; fell > 0 && !waiting.empty(); --fell) {
            held_[waiting.front()] = false;
            revealed_.push_back(waiting.front());
            waiting.pop_front();
            --holding_;
        }
        before = now;
    }
    std::sort(revealed_.begin(), revealed_.end());
}

}  // namespace dicebox
