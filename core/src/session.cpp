#include "dicebox/session.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <memory>
#include <stdexcept>

namespace dicebox {

Session::Session(const GameModule& module, GameConfig config, std::uint64_t seed)
    : module_(&module),
      config_(std::move(config)),
      seed_(seed),
      initial_(module.new_game(config_)),
      state_(initial_->clone()),
      dice_(seed, 0),
      bot_rngs_(static_cast<std::size_t>(config_.players), Rng(seed)),
      decisions_(bot_rngs_.size(), 0) {
    reset_bot_rngs();
}

namespace {

// Stream 0 is the dice; seat s decides its k-th time from stream k·2³² + s + 1. The
// stream is started where it is kept: one started aside and copied in is read back in
// halves of what was just written, a store-forwarding stall at every decision.
void start_decision_rng(Rng& rng, std::uint64_t seed, std::size_t seat, std::uint64_t decision) {
    std::construct_at(&rng, seed, (decision << 32) + seat + 1);
}

}  // namespace

void Session::reset_bot_rngs() {
    for (std::size_t seat = 0; seat < bot_rngs_.size(); ++seat)
        start_decision_rng(bot_rngs_[seat], seed_, seat, decisions_[seat]);
}

void Session::restart(std::uint64_t seed) {
    seed_ = seed;
    state_ = initial_->clone();
    dice_ = Rng(seed, 0);
    std::fill(decisions_.begin(), decisions_.end(), 0);
    reset_bot_rngs();
    log_.clear();
    if (following_secrets_) secrets_.begin(*state_);
}

void Session::record(Event event) {
    if (!event.is_chance()) {
        const auto seat = static_cast<std::size_t>(event.seat);
        start_decision_rng(bot_rngs_[seat], seed_, seat, ++decisions_[seat]);
    }
    // Its fields written one by one, for the same reason as the streams.
    const Event& logged = log_.emplace_back(event.seat, event.code);
    // Before anyone is told of it, so that every observer tells it as the secrets allow.
    if (following_secrets_) secrets_.follow(logged, *state_);
    for (const auto& observer : observers_) observer(*this, logged);
}

std::string Session::act(Seat seat, Action action) {
    if (seat < 0 || seat >= state_->players()) {
        return fmt::format("there is no seat {}; the seats are 0 to {}", seat,
                           state_->players() - 1);
    }
    std::string why = state_->try_apply(seat, action);
    if (why.empty()) record({seat, action});
    return why;
}

std::string Session::act(Seat seat, std::string_view notation) {
    const auto action = state_->parse_action(notation);
    if (!action) return action.error();
    return act(seat, *action);
}

std::string Session::force(Outcome outcome) {
    std::string why = state_->chance_refusal(outcome);
    if (!why.empty()) return why;
    // The forced outcome takes the place of a sample, so that the dice stream moves on
    // exactly as if the generator had rolled: a replayed game goes on with its own dice.
    state_->sample_chance(dice_);
    state_->apply_chance(outcome);
    record({kChanceSeat, outcome});
    return why;
}

std::string Session::force(std::string_view notation) {
    const auto outcome = state_->parse_outcome(notation);
    if (!outcome) return outcome.error();
    return force(*outcome);
}

Outcome Session::roll() {
    const Outcome outcome = state_->sample_chance(dice_);
    state_->apply_chance(outcome);
    record({kChanceSeat, outcome});
    return outcome;
}

std::string Session::format(const Event& event) const {
    return event.is_chance() ? state_->format_outcome(event.code)
                             : state_->format_action(event.code);
}

nlohmann::json Session::log_json() const {
    nlohmann::json out = nlohmann::json::array();
    for (const auto& event : log_) {
        if (event.is_chance()) {
            out.push_back({{"chance", format(event)}});
        } else {
            out.push_back({{"seat", event.seat}, {"action", format(event)}});
        }
    }
    return out;
}

const Secrets& Session::secrets() const {
    if (!following_secrets_) {
        // The game so far, replayed from its start to follow it, and every event after.
        secrets_.begin(*initial_);
        auto game = initial_->clone();
        for (const Event& event : log_) {
            if (event.is_chance()) {
                game->apply_chance(event.code);
            } else {
                game->apply(event.seat, event.code);
            }
            secrets_.follow(event, *game);
        }
        following_secrets_ = true;
    }
    return secrets_;
}

bool Session::may_know(Seat viewer, std::size_t index) const {
    return !secrets().held(index) || log_[index].seat == viewer;
}

Told Session::told(Seat viewer, std::size_t index) const {
    const Event& event = log_[index];
    return {event.seat, may_know(viewer, index) ? format(event) : std::string(),
            secrets().held(index)};
}

std::vector<Told> Session::told(Seat viewer) const {
    std::vector<Told> all;
    all.reserve(log_.size());
    for (std::size_t i = 0; i < log_.size(); ++i) all.push_back(told(viewer, i));
    return all;
}

std::vector<Told> Session::told_all() const {
    std::vector<Told> all;
    all.reserve(log_.size());
    for (const Event& event : log_) all.push_back({event.seat, format(event), false});
    return all;
}

nlohmann::json Session::told_json(Seat viewer) const {
    nlohmann::json out = nlohmann::json::array();
    for (std::size_t i = 0; i < log_.size(); ++i) out.push_back(to_json(told(viewer, i)));
    return out;
}

std::vector<Revealed> Session::revealed() const {
    std::vector<Revealed> all;
    for (const std::size_t index : secrets().revealed())
        all.push_back({index, log_[index].seat, format(log_[index])});
    return all;
}

nlohmann::json Session::last_told_json(Seat viewer) const {
    nlohmann::json out = to_json(told(viewer, log_.size() - 1));
    if (!secrets().revealed().empty()) {
        nlohmann::json revealed = nlohmann::json::array();
        for (const Revealed& decision : this->revealed()) revealed.push_back(to_json(decision));
        out["revealed"] = std::move(revealed);
    }
    return out;
}

void Session::replay(const nlohmann::json& log) {
    if (!log.is_array()) throw std::invalid_argument("a log must be a list of events");
    for (std::size_t i = 0; i < log.size(); ++i) {
        const auto& event = log[i];
        std::string why;
        if (event.is_object() && event.contains("chance") && event["chance"].is_string()) {
            why = force(event["chance"].get<std::string>());
        } else if (event.is_object() && event.contains("action") && event["action"].is_string() &&
                   event.contains("seat") && event["seat"].is_number_integer()) {
            why = act(event["seat"].get<Seat>(), event["action"].get<std::string>());
        } else {
            why = "expected {\"chance\": \"...\"} or {\"seat\": N, \"action\": \"...\"}";
        }
        if (!why.empty()) {
            throw std::invalid_argument(fmt::format("event {} ({}): {}", i + 1, event.dump(), why));
        }
    }
}

}  // namespace dicebox
