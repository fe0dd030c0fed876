// Random play: a Session played to its end by RandomBot decisions and the session's
// seeded dice (Session::roll), with a look at every event as it happens.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "dicebox/check/findings.hpp"
#include "dicebox/session.hpp"

namespace dicebox::check {

// Called after every event with the state just before it.
using AfterEvent = std::function<void(const State& before, const Event& event)>;

// No game of any module takes this many events; a game that does is reported as not
// ending.
constexpr std::size_t kMaxEvents = 200000;

// Plays to the end, or until `findings` holds more than it held at the start (what the
// game does next would only repeat it). Among simultaneous deciders the next one is drawn
// from the seed, so that every order is exercised. Returns whether the game ended.
bool play_random(Session& session, Findings& findings, const AfterEvent& after = {});

// A session of the module with `players` seats and the dice of `seed`.
Session new_session(const GameModule& module, int players, std::uint64_t seed);
GameConfig players_config(int players);

// "game pig with 2 players, seed 17, event 42": where a finding happened.
std::string where(const Session& session);

}  // namespace dicebox::check
