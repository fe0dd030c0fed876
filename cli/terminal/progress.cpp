#include "terminal/progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <chrono>
#include <future>
#include <string>

namespace cli {
namespace {

void draw_progress(std::uint64_t done, std::uint64_t total) {
    constexpr int kWidth = 40;
    const double part = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
    const int filled = static_cast<int>(part * kWidth);
    fmt::print(stderr, "\r[{}{}] {:>3.0f}%", std::string(static_cast<std::size_t>(filled), '#'),
               std::string(static_cast<std::size_t>(kWidth - filled), ' '), part * 100);
}

}  // namespace

Simulation simulate_drawing_progress(const SimulationSetup& setup,
                                     dicebox::db::BatchRecorder* recorder) {
    if (!isatty(STDERR_FILENO)) return simulate_games(setup, recorder);
    SimulationControl control;
    auto series =
        std::async(std::launch::async, [&] { return simulate_games(setup, recorder, &control); });
    do {
        draw_progress(control.finished(), setup.games);
    } while (series.wait_for(std::chrono::milliseconds(100)) != std::future_status::ready);
    draw_progress(control.finished(), setup.games);
    fmt::print(stderr, "\n");
    return series.get();
}

}  // namespace cli
