// A game judged by its game's coach, decision by decision (`dicebox review`, the app's
// Review panel): at each decision of each seat, the coach's best choice against the one
// made, and what the one made cost in the coach's measure (expected points or chance of
// winning). The coach judges every decision from the deciding seat's view as it was
// then, as a hint would have.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "dicebox/coach.hpp"
#include "dicebox/db/reviews.hpp"
#include "dicebox/session.hpp"

namespace dicebox::host {

struct Judgement {
    std::size_t event = 0;  // its place in the log, from 0
    dicebox::Seat seat = 0;
    std::string made;  // the choice made, in notation
    double made_value = 0;
    std::string best;  // the coach's choice
    double best_value = 0;
    std::string reason;  // what sets the coach's choice apart from the one made
    bool blunder = false;

    // What the choice made cost: never below 0 (the coach's best is its best).
    double loss() const { return best_value > made_value ? best_value - made_value : 0.0; }
};

struct SeatReview {
    int decisions = 0;
    double loss = 0;  // the sum over its decisions
    int blunders = 0;
    double mean_loss() const { return decisions > 0 ? loss / decisions : 0.0; }
};

struct Review {
    dicebox::Measure measure = dicebox::Measure::points;
    std::vector<Judgement> decisions;  // in the order they were made
    std::vector<SeatReview> seats;     // by seat
    // The biggest mistakes: the places in `decisions` of the costliest few, costliest first.
    std::vector<std::size_t> biggest;
    std::string caveat;  // Coach::caveat of the game's rules, or empty
};

// A loss at least this big is a blunder: 40 expected points, or 10 points of the chance
// of winning.
double blunder_loss(dicebox::Measure measure);

// What the history keeps of a review (db::store_review): each seat's figures.
std::vector<dicebox::db::SeatReview> seat_reviews(const Review& review);

// Reviews the events of `log` (Session::log_json's form) played on from `start`, a
// session of the game before its first event. Throws NoHint (hint.hpp) for a game
// without a coach, std::invalid_argument for a log that does not apply.
Review review(dicebox::Session& start, const nlohmann::json& log,
              const std::vector<std::string>& names);

}  // namespace dicebox::host
