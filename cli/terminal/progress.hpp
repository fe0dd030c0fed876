// A series of simulated games watched from the terminal (`simulate`): its progress drawn
// on standard error as a bar with the time left, when standard error is a terminal, and
// Ctrl-C stopping it after the games being played.
#pragma once

#include "dicebox/db/recorder.hpp"
#include "dicebox/host/simulation.hpp"

namespace dicebox::cli {

// simulate_games, the bar redrawn ten times a second until the series is over. Ctrl-C
// (SIGINT) during the series cancels it: the games finished are tallied (and recorded)
// and the result says it was cancelled.
dicebox::host::Simulation simulate_drawing_progress(const dicebox::host::SimulationSetup& setup,
                                                    dicebox::db::BatchRecorder* recorder);

}  // namespace dicebox::cli
