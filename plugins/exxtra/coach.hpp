// Exxtra's coach and expert bot: each choice's chance of winning, with what sets it apart
// in the rules' words ("places 64 on ring 5, knocks off Ben's 63").
//
// Two players: read off the solved race (duel.hpp), exact for both playing their best.
// More players, or a house rule's race too long to solve: games played on after each
// choice by the planner in every seat, with the host's dice; there the expert plays as
// the planner. Both are dicebox/chance_coach.hpp's, given what is Exxtra's (coach.cpp).
#pragma once

#include <memory>

#include "dicebox/bot.hpp"
#include "dicebox/coach.hpp"

namespace dicebox::exxtra {

std::unique_ptr<dicebox::Coach> new_coach();
std::unique_ptr<dicebox::Bot> new_expert();

}  // namespace dicebox::exxtra
