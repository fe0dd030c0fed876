// One game being played: its state, its log, and the host's dice.
//
// Every accepted decision and every chance outcome becomes an Event, appended to the
// log and passed to the observers the moment it happens (the history recorder is
// one). The log alone replays the game, without the random generator. Every chance
// event, rolled or forced, advances the dice stream by one sample, and each decision of a
// seat draws from a stream of its own (the seed, the seat, how many decisions the seat
// has made), so a session rebuilt from a log rolls and decides on exactly as the
// original would have, whatever its bots drew before.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/module.hpp"
#include "dicebox/rng.hpp"

namespace dicebox {

constexpr Seat kChanceSeat = -1;

struct Event {
    Seat seat = kChanceSeat;  // kChanceSeat for a chance outcome
    std::uint64_t code = 0;   // the Action or the Outcome
    bool is_chance() const { return seat == kChanceSeat; }
};

class Session {
  public:
    using Observer = std::function<void(const Session&, const Event&)>;

    // Throws ParamError for an invalid configuration.
    Session(const GameModule& module, GameConfig config, std::uint64_t seed);

    const GameModule& module() const { return *module_; }
    const GameConfig& config() const { return config_; }
    std::uint64_t seed() const { return seed_; }
    const State& state() const { return *state_; }
    const std::vector<Event>& log() const { return log_; }

    // Each returns the refusal in words, or empty when the event was applied.
    std::string act(Seat seat, Action action);
    std::string act(Seat seat, std::string_view notation);
    std::string force(Outcome outcome);
    std::string force(std::string_view notation);

    // Samples the pending chance event from the seeded dice and applies it.
    Outcome roll();

    // The same game from its start, with the dice and bots of another seed; the log is
    // emptied and the observers stay. Many games of one set-up (a simulation) are played
    // this way without setting the game up again each time.
    void restart(std::uint64_t seed);

    // The random stream of the seat's next decision, for its bot. It depends only on the
    // seed and on the decisions the seat has made, not on what bots drew before.
    Rng& bot_rng(Seat seat) { return bot_rngs_.at(static_cast<std::size_t>(seat)); }

    void add_observer(Observer observer) { observers_.push_back(std::move(observer)); }

    // The log in notation: [{"chance":"1 2 2 3 5"}, {"seat":0,"action":"2+2 1+5 x3@1"}].
    nlohmann::json log_json() const;
    std::string format(const Event& event) const;

    // Re-applies a logged game (log_json's form) to a new session, checking each event.
    // Throws std::invalid_argument naming the first event that does not apply.
    void replay(const nlohmann::json& log);

  private:
    void record(Event event);
    // Starts each seat's stream for its next decision.
    void reset_bot_rngs();

    const GameModule* module_;
    GameConfig config_;
    std::uint64_t seed_;
    std::unique_ptr<const State> initial_;
    std::unique_ptr<State> state_;
    Rng dice_;
    std::vector<Rng> bot_rngs_;
    std::vector<std::uint64_t> decisions_;  // per seat, the decisions it has made
    std::vector<Event> log_;
    std::vector<Observer> observers_;
};

}  // namespace dicebox
