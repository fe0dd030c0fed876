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

#include "dicebox/event.hpp"
#include "dicebox/module.hpp"
#include "dicebox/rng.hpp"
#include "dicebox/secrets.hpp"

namespace dicebox {

class Session {
  public:
    using Observer = std::function<void(const Session&, const Event&)>;

    // Throws ParamError for an invalid configuration.
    Session(const GameModule& module, GameConfig config, std::uint64_t seed);

    const GameModule& module() const { return *module_; }
    const GameConfig& config() const { return config_; }
    std::uint64_t seed() const { return seed_; }
    const State& state() const { return *state_; }
    // The game before its first event: no decision taken, so no secret.
    const State& initial() const { return *initial_; }
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

    // What a viewer (a seat, or kOnlooker) may know of the events, by the game's own
    // secrets (dicebox/secrets.hpp): whether it may know what event `index` was; that
    // event as it may know it; the whole log as it may know it, also in log_json()'s form
    // (a decision it may not know yet is {"seat": N} without its action); and the held
    // decisions the last event revealed.
    bool may_know(Seat viewer, std::size_t index) const;
    Told told(Seat viewer, std::size_t index) const;
    std::vector<Told> told(Seat viewer) const;
    nlohmann::json told_json(Seat viewer) const;
    std::vector<Revealed> revealed() const;
    // The whole log told, nothing held: a game in the past (a replay) keeps no secret.
    std::vector<Told> told_all() const;
    // The last event as `viewer` may know it, in told_json()'s form, with "revealed" when
    // it revealed held decisions (to_json(Revealed), oldest first).
    nlohmann::json last_told_json(Seat viewer) const;
    // Which decisions are held now, and which the last event revealed. Followed from the
    // first time anything of the secrets is asked (the game so far replayed then), so
    // that a game nobody is told of (a simulation's) does not pay for them.
    const Secrets& secrets() const;

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
    mutable Secrets secrets_;
    mutable bool following_secrets_ = false;
    std::vector<Observer> observers_;
};

}  // namespace dicebox
