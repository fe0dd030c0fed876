// The game the engine plays, as `new` or `replay` sets it up.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "dicebox/host/request.hpp"
#include "dicebox/loader.hpp"
#include "dicebox/script/script.hpp"
#include "dicebox/session.hpp"

namespace dicebox::cli::engine {

// The engine reads its requests as a server does.
using dicebox::host::kRequestLimits;
using dicebox::host::Request;
using dicebox::host::RequestError;

// What a request's "seats" said about one seat beyond the module's seat options.
struct SeatSetup {
    std::string name;  // empty when not given
    std::string bot;   // the seat's bot for `bot` requests; empty: the module's default
};

struct Game {
    std::unique_ptr<dicebox::Session> session;
    std::vector<SeatSetup> seats;  // one per seat, or empty when no "seats" were given
    std::string stopped;           // why its house rule stopped the game, or empty
};

// Reads "game", "players", "params", "seats" and "rules" of a `new` or `replay`
// request and starts that game with `seed`, its house rule's script run within
// `limits`. Throws RequestError (a house rule that cannot be used or fails as the game
// is set up too), or ParamError naming the parameter.
Game start_game(const dicebox::PluginRegistry& registry, const Request& request, std::uint64_t seed,
                const dicebox::script::Limits& limits);

}  // namespace dicebox::cli::engine
