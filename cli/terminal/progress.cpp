#include "terminal/progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <future>
#include <string>

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

using Clock = std::chrono::steady_clock;

// Set by the SIGINT handler, read by the thread that watches the series: an atomic that
// is lock-free is all a signal handler may touch.
std::atomic<bool> interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_interrupt(int /*signal*/) {
    interrupted.store(true);
}

// Ctrl-C asks the series to stop while this lives; afterwards it ends the program again.
class InterruptWatch {
  public:
    InterruptWatch() {
        interrupted.store(false);
        struct sigaction action {};
        action.sa_handler = on_interrupt;
        sigemptyset(&action.sa_mask);
        sigaction(SIGINT, &action, &previous_);
    }
    ~InterruptWatch() { sigaction(SIGINT, &previous_, nullptr); }
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;

  private:
    struct sigaction previous_ {};
};

// "45 s", "3 min 20 s", "2 h 5 min": as precise as a wait of that length needs.
std::string duration_text(double seconds) {
    const auto whole = static_cast<long long>(seconds + 0.5);
    if (whole < 60) return fmt::format("{} s", whole);
    if (whole < 3600) return fmt::format("{} min {} s", whole / 60, whole % 60);
    return fmt::format("{} h {} min", whole / 3600, whole % 3600 / 60);
}

// One line, redrawn in place: the bar, the share and count of games, and the time left at
// the pace so far (once a game has finished). 80 columns for up to 10-digit counts.
void draw_progress(std::uint64_t done, std::uint64_t total, Clock::time_point start) {
    constexpr int kWidth = 20;
    const double part = total == 0 ? 1.0 : static_cast<double>(done) / static_cast<double>(total);
    const int filled = static_cast<int>(part * kWidth);
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    const std::string left =
        done == 0 ? std::string()
                  : fmt::format(", {} left", duration_text(elapsed / static_cast<double>(done) *
                                                           static_cast<double>(total - done)));
    // \033[K clears what a longer line drawn before left at the end.
    fmt::print(stderr, "\r[{}{}] {:>3.0f}% {} of {} games{}\033[K",
               std::string(static_cast<std::size_t>(filled), '#'),
               std::string(static_cast<std::size_t>(kWidth - filled), ' '), part * 100, done, total,
               left);
}

}  // namespace

host::Simulation simulate_drawing_progress(const host::SimulationSetup& setup,
                                           dicebox::db::BatchRecorder* recorder) {
    const bool bar = isatty(STDERR_FILENO) != 0;
    const InterruptWatch watch;
    host::SimulationControl control;
    const auto start = Clock::now();
    auto series = std::async(std::launch::async,
                             [&] { return host::simulate_games(setup, recorder, &control); });
    do {
        if (interrupted.load()) control.cancel();
        if (bar) draw_progress(control.finished(), setup.games, start);
    } while (series.wait_for(std::chrono::milliseconds(100)) != std::future_status::ready);
    if (bar) {
        draw_progress(control.finished(), setup.games, start);
        fmt::print(stderr, "\n");
    }
    return series.get();
}

}  // namespace dicebox::cli
