// The match runner: plays a session to its end with one agent per seat.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/session.hpp"

namespace dicebox {

// Whoever decides for a seat: a person at a terminal or window, or a bot.
class Agent {
  public:
    virtual ~Agent() = default;
    // A legal action for `seat`, or nothing when the person leaves the game.
    virtual std::optional<Action> decide(Session& session, Seat seat) = 0;
};

class BotAgent : public Agent {
  public:
    explicit BotAgent(std::unique_ptr<Bot> bot) : bot_(std::move(bot)) {}
    std::optional<Action> decide(Session& session, Seat seat) override;

  private:
    std::unique_ptr<Bot> bot_;
};

enum class MatchEnd { Finished, Abandoned };

// Rolls when chance is due and asks the agents when decisions are due, until the game
// is over or an agent leaves. Simultaneous decisions are asked seat by seat.
MatchEnd run_match(Session& session, const std::vector<Agent*>& agents);

}  // namespace dicebox
