// Strike's coach and expert bot: each choice's chance of winning, with what sets it apart
// in the rules' words ("throws soft: 38% to match and take dice", "stops: Ben throws next
// into 2 3 5").
//
// A single game of two players: read off the solved game (duel.hpp), exact for both
// playing their best. More players, or the match: games played on after each choice by
// the planner in every seat, with the host's dice; there the expert plays as the planner.
// Both are dicebox/chance_coach.hpp's, given what is Strike's (coach.cpp).
#pragma once

#include <memory>

#include "dicebox/bot.hpp"
#include "dicebox/coach.hpp"

namespace dicebox::strike {

std::unique_ptr<dicebox::Coach> new_coach();
std::unique_ptr<dicebox::Bot> new_expert();

}  // namespace dicebox::strike
