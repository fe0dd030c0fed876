// The checks, by what they look at (checks.cpp lists them all).
#pragma once

#include <vector>

#include "dicebox/check/checks.hpp"

namespace dicebox::check {

std::vector<Check> module_checks();   // what the module declares, its bots
std::vector<Check> play_checks();     // random play to the end, every state checked
std::vector<Check> refusal_checks();  // what is not legal is refused and changes nothing
std::vector<Check> replay_checks();   // a log and a seed reproduce a game
std::vector<Check> view_checks();     // seat views: states without another seat's secret
std::vector<Check> told_checks();     // what each viewer is told of the events
std::vector<Check> coach_checks();    // the coach's advice, for a game that has one

}  // namespace dicebox::check
