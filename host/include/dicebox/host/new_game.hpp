// A new game set up as every front end starts one (the terminal's play, the engine's
// `new`, the app's new game dialog): its session under its house rule, its seats as the
// rule leaves them, and the record the history starts from.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/lineup.hpp"
#include "dicebox/module.hpp"
#include "dicebox/session.hpp"

namespace dicebox::host {

struct NewGame {
    const dicebox::GameModule* module = nullptr;
    std::vector<SeatSpec> seats;  // seated() already, or only options (the engine)
    nlohmann::json params = nlohmann::json::object();  // on top of the rules
    ScriptPtr rule;                                    // null: the printed rules
    std::uint64_t seed = 0;
};

// Why a game could not be set up, in words; each front end words the kind its own way.
class SetupError : public std::runtime_error {
  public:
    enum class Kind {
        Refused,     // the game refuses the set-up (players, parameters, seat options)
        RuleFails,   // the house rule fails as the game is set up: what() is its error
        LogRefused,  // a stored game's log does not go on with the module: what() is why
    };
    SetupError(Kind kind, const std::string& reason) : std::runtime_error(reason), kind_(kind) {}
    Kind kind() const { return kind_; }

  private:
    Kind kind_;
};

struct StartedGame {
    std::unique_ptr<dicebox::Session> session;
    std::vector<SeatSpec> seats;     // with the options the house rule added
    dicebox::db::GameRecord record;  // what the history stores of it from its first event
};

// Throws SetupError.
StartedGame start_game(const NewGame& game);

}  // namespace dicebox::host
