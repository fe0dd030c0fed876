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

std::unique_ptr<dicebox::Coach> coach_of(const dicebox::Session& game) {
    auto coach = game.module().make_coach(game.state());
    if (!coach) throw NoHint(fmt::format("{} has no coach", game.module().info().name));
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

std::string value_text(dicebox::Measure measure, double value, int decimals) {
    switch (measure) {
        case dicebox::Measure::win_chance:
            return fmt::format("{:.{}f}% to win", 100 * value, decimals);
        case dicebox::Measure::points:
            break;
    }
    return fmt::format("expected {:.{}f} points", value, decimals);
}

bool same_value(double a, double b) {
    // Far below a game's share of the sampled games and the solution's precision, far
    // above the rounding of adding up the same games in another order.
    constexpr double kResolution = 1e-9;
    return std::abs(a - b) <= kResolution * std::max(1.0, std::abs(a));
}

int rank_decimals(dicebox::Measure measure, const std::vector<double>& values) {
    const double scale = measure == dicebox::Measure::win_chance ? 100 : 1;
    for (std::size_t i = 0; i < values.size(); ++i) {
        for (std::size_t j = i + 1; j < values.size(); ++j) {
            if (!same_value(values[i], values[j]) &&
                std::round(scale * values[i]) == std::round(scale * values[j]))
                return 1;
        }
    }
    return 0;
}

std::vector<std::string> ranked_value_texts(dicebox::Measure measure,
                                            const std::vector<double>& values) {
    const int decimals = rank_decimals(measure, values);
    // Best first: the best is tied when the second is as good.
    const bool best_tied = values.size() > 1 && same_value(values[1], values[0]);
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < values.size(); ++i) {
        std::string text = value_text(measure, values[i], decimals);
        if (best_tied && same_value(values[i], values.front())) {
            text += ", equal best";
        } else if (i > 0 && same_value(values[i], values[i - 1])) {
            text += ", equal to the one above";
        }
        texts.push_back(std::move(text));
    }
    return texts;
}

}  // namespace dicebox::host
