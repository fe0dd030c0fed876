// The engine protocol (docs/protocol.md): one request in, one answer out.
//
// Kept apart from the reading and writing of lines so that the whole protocol is one
// function of the text of a request and the game so far.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string_view>

#include "dicebox/host/request.hpp"
#include "dicebox/loader.hpp"
#include "engine/game.hpp"

namespace dicebox::cli::engine {

class Engine {
  public:
    // Every game's house rule runs within `limits`.
    Engine(const dicebox::PluginRegistry& registry, const dicebox::script::Limits& limits)
        : registry_(registry), limits_(limits) {}

    // The answer to one line of input: {"ok":true,...} or {"ok":false,"error":"..."}.
    // Never throws; a refused request changes nothing.
    nlohmann::json answer(std::string_view line);

  private:
    nlohmann::json carry_out(const Request& request);

    nlohmann::json games(const Request& request) const;
    nlohmann::json new_game(const Request& request);
    nlohmann::json state(const Request& request) const;
    nlohmann::json legal(const Request& request) const;
    nlohmann::json act(const Request& request);
    nlohmann::json chance(const Request& request);
    nlohmann::json bot(const Request& request);
    nlohmann::json hint(const Request& request) const;
    nlohmann::json log(const Request& request) const;
    nlohmann::json replay(const Request& request);

    // The game so far, also one its house rule stopped; throws RequestError before the
    // first `new` or `replay`.
    dicebox::Session& any_session() const;
    // The game so far, to be played on; throws RequestError for a game its house rule
    // stopped, too.
    dicebox::Session& session() const;
    // The state as `viewer` (a seat or dicebox::kOnlooker) sees it (State::view), as
    // docs/protocol.md describes it, with the seat names `new` gave. The engine sends only
    // views: another seat's pending secret never leaves the rules.
    nlohmann::json state_json(dicebox::Seat viewer) const;
    // Throws RequestError unless the game has the seat.
    dicebox::Seat existing_seat(int seat) const;
    // The request's "seat", checked to exist; without one, the first seat to move.
    dicebox::Seat deciding_seat(const Request& request) const;
    // The request's "seat", checked to exist; without one, the onlooker.
    dicebox::Seat viewing_seat(const Request& request) const;
    // Throws RequestError unless `seat` is one of the seats whose decision is due.
    void require_to_move(dicebox::Seat seat) const;

    const dicebox::PluginRegistry& registry_;
    dicebox::script::Limits limits_;
    std::optional<Game> game_;
};

}  // namespace dicebox::cli::engine
