// A hint: the coach's best few choices at a decision of a seat, from that seat's view.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "dicebox/coach.hpp"
#include "dicebox/session.hpp"

namespace dicebox::host {

// A game without a coach (GameModule::make_coach), or a seat not to move: the reason
// in words.
class NoHint : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct Hint {
    dicebox::Measure measure = dicebox::Measure::points;
    std::vector<dicebox::Advice> best;  // best first
    std::vector<std::string> notation;  // of each advice's action
    std::string caveat;                 // Coach::caveat of the game's rules, or empty
};

// The coach of `game` (GameModule::make_coach), made once for a game's hints; throws
// NoHint for a game without one.
std::unique_ptr<dicebox::Coach> coach_of(const dicebox::Session& game);

// `coach`'s `count` best choices for `seat`, which must be to move, thought out from the
// seat's view only (State::view), so that it holds no other seat's secret. Its
// randomness comes from the session's seed and the length of its log. Throws NoHint.
Hint hint(dicebox::Coach& coach, const dicebox::Session& session, dicebox::Seat seat,
          const std::vector<std::string>& names, std::size_t count = 3);

// "expected 312 points", "61% to win", "38.4% to win": a value in the coach's measure,
// with `decimals` decimals.
std::string value_text(dicebox::Measure measure, double value, int decimals = 0);

// Whether two values of the coach are the same as far as it can tell them apart: exactly
// the same games won, or the same solved chance or expected score but for rounding.
bool same_value(double a, double b);

// The decimals (0 or 1) that `values` need so that no two that differ read alike.
int rank_decimals(dicebox::Measure measure, const std::vector<double>& values);

// `values`, best first, as a hint or a review tells them: with rank_decimals, and those
// equal to the best said to be "equal best", any other equal to the one above it "equal
// to the one above", rather than ranked: "50% to win, equal best".
std::vector<std::string> ranked_value_texts(dicebox::Measure measure,
                                            const std::vector<double>& values);

}  // namespace dicebox::host
