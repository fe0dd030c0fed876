#include "dicebox/host/hint.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "dicebox/rng.hpp"

namespace dicebox::host {

namespace {

// The stream of the coach's randomness, apart from the dice's and the bots'.
constexpr std::uint64_t kCoachStream = 0xC0AC;

}  // namespace

std::unique_ptr<dicebox::Coach> coach_of(const dicebox::GameModule& module) {
    auto coach = module.make_coach();
    if (!coach) throw NoHint(fmt::format("{} has no coach", module.info().name));
    return coach;
}

Hint hint(dicebox::Coach& coach, const dicebox::Session& session, dicebox::Seat seat,
          const std::vector<std::string>& names, std::size_t count) {
    const dicebox::State& state = session.state();
    std::vector<dicebox::Seat> due;
    state.to_move(due);
    if (std::find(due.begin(), due.end(), seat) == due.end())
        throw NoHint(fmt::format("seat {} has no decision to make now", seat + 1));
    const auto view = state.view(seat);
    dicebox::Rng rng(session.seed() ^ session.log().size(), kCoachStream);
    Hint out{coach.measure(), coach.advise(*view, seat, names, rng), {}, coach.caveat(*view)};
    if (out.best.size() > count) out.best.resize(count);
    for (const auto& advice : out.best) out.notation.push_back(view->format_action(advice.action));
    return out;
}

std::string value_text(dicebox::Measure measure, double value) {
    switch (measure) {
        case dicebox::Measure::win_chance:
            return fmt::format("{:.0f}% to win", 100 * value);
        case dicebox::Measure::points:
            break;
    }
    return fmt::format("expected {:.0f} points", value);
}

}  // namespace dicebox::host
