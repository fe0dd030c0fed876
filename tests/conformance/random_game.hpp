// Random play: a Session played to its end by RandomBot decisions and the session's
// seeded dice (Session::roll), with a look at every event as it happens.
#pragma once

#include <cstdint>
#include <functional>

#include "dicebox/session.hpp"
#include "game_cases.hpp"

namespace conformance {

// Called after every event with the state just before it.
using AfterEvent = std::function<void(const dicebox::State& before, const dicebox::Event& event)>;

// No game of any module takes this many events; a game that does is reported as
// not ending.
constexpr std::size_t kMaxEvents = 200000;

// Plays to the end (or until the calling test has failed). Among simultaneous
// deciders the next one is drawn from the seed, so that every order is exercised.
void play_random(dicebox::Session& session, const AfterEvent& after = {});

// A session of `game` with the dice of `seed`.
dicebox::Session new_session(const GameCase& game, std::uint64_t seed);

}  // namespace conformance
