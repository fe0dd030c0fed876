#include "dicebox/host/review.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "dicebox/host/hint.hpp"
#include "dicebox/rng.hpp"

namespace dicebox::host {

namespace {

// How many of the costliest decisions a review marks.
constexpr std::size_t kBiggest = 3;
// The stream of the reviewing coach's randomness, apart from the dice's and the bots'.
constexpr std::uint64_t kReviewStream = 0x5EE;

}  // namespace

double blunder_loss(dicebox::Measure measure) {
    return measure == dicebox::Measure::win_chance ? 0.10 : 40.0;
}

std::vector<dicebox::db::SeatReview> seat_reviews(const Review& review) {
    std::vector<dicebox::db::SeatReview> seats;
    const char* measure = review.measure == dicebox::Measure::win_chance ? "win_chance" : "points";
    for (std::size_t seat = 0; seat < review.seats.size(); ++seat) {
        const auto& summary = review.seats[seat];
        seats.push_back(
            {static_cast<int>(seat), measure, summary.decisions, summary.loss, summary.blunders});
    }
    return seats;
}

Review review(dicebox::Session& start, const nlohmann::json& log,
              const std::vector<std::string>& names) {
    const auto coach = coach_of(start);
    Review out;
    out.measure = coach->measure();
    out.caveat = coach->caveat(start.state());
    out.seats.resize(static_cast<std::size_t>(start.state().players()));
    dicebox::Rng rng(start.seed(), kReviewStream);
    for (std::size_t i = 0; i < log.size(); ++i) {
        const auto& event = log[i];
        if (!event.contains("seat")) {
            if (const auto refusal = start.force(event.at("chance").get<std::string>());
                !refusal.empty())
                throw std::invalid_argument(fmt::format("event {}: {}", i + 1, refusal));
            continue;
        }
        const dicebox::Seat seat = event.at("seat").get<int>();
        const std::string made = event.at("action").get<std::string>();
        const auto view = start.state().view(seat);
        const auto advice = coach->advise(*view, seat, names, rng);
        const auto parsed = view->parse_action(made);
        const auto chosen = std::find_if(advice.begin(), advice.end(), [&](const auto& a) {
            return parsed && a.action == *parsed;
        });
        if (chosen != advice.end()) {
            Judgement judged{i,
                             seat,
                             made,
                             chosen->value,
                             view->format_action(advice.front().action),
                             advice.front().value,
                             advice.front().reason,
                             false};
            judged.blunder = judged.loss() >= blunder_loss(out.measure);
            auto& summary = out.seats.at(static_cast<std::size_t>(seat));
            ++summary.decisions;
            summary.loss += judged.loss();
            summary.blunders += judged.blunder;
            out.decisions.push_back(std::move(judged));
        }
        if (const auto refusal = start.act(seat, made); !refusal.empty())
            throw std::invalid_argument(fmt::format("event {}: {}", i + 1, refusal));
    }
    std::vector<std::size_t> order(out.decisions.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return out.decisions[a].loss() > out.decisions[b].loss();
    });
    for (const std::size_t i : order) {
        if (out.biggest.size() == kBiggest || out.decisions[i].loss() <= 0) break;
        out.biggest.push_back(i);
    }
    return out;
}

}  // namespace dicebox::host
