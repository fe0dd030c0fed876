// A series of simulated games with its progress drawn on standard error as a bar, when
// standard error is a terminal (`simulate`).
#pragma once

#include "dicebox/db/recorder.hpp"
#include "simulation.hpp"

namespace cli {

// simulate_games, the bar redrawn ten times a second until the series is over.
Simulation simulate_drawing_progress(const SimulationSetup& setup,
                                     dicebox::db::BatchRecorder* recorder);

}  // namespace cli
