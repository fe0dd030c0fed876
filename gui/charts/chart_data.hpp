// The numbers the charts draw that the history does not hold: the moving average of a
// player's scores and the bins of a score histogram.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dicebox::gui {

// How many of the latest games the scores-over-time chart averages.
constexpr std::size_t kMovingAverageGames = 10;

// For each score, the average of it and the scores before it, at most `window` in all:
// the first points average the fewer scores there are.
std::vector<double> moving_average(const std::vector<int>& scores,
                                   std::size_t window = kMovingAverageGames);

// The most points a chart draws of one series: more would fall on the same pixels, and
// drawing each one keeps the window from its events (tens of thousands of scores take
// seconds).
constexpr std::size_t kMostPointsDrawn = 600;

// Which of `values` (in order) a chart draws: every one when there are no more than
// `most`; else, of each of most / 2 runs of consecutive values, the lowest and the
// highest, in order, so that the drawing keeps the values' spread and trend.
std::vector<std::size_t> points_drawn(const std::vector<double>& values,
                                      std::size_t most = kMostPointsDrawn);

// The smallest of 1, 2, 5, 10, 20, 50, ... that is at least `width`: the bins' width and
// the steps of the charts' count axes.
int round_width(double width);

// A value axis with round ticks: every multiple of `step` from `low` to `high`, the values
// it was made for inside, never on the frame.
struct AxisTicks {
    double low = 0;
    double high = 1;
    int step = 1;
};

// The ticks for values from `least` to `most` (a single value too), about six of them.
AxisTicks round_ticks(double least, double most);

// Whether the times of the games (Unix ms, in order) spread them along a time axis. They
// do not when they all end within a minute (a single game) or many end so close together
// that they would be drawn on one spot (a burst of simulated games): the games are then
// drawn one after the other, by number.
bool times_spread(const std::vector<std::int64_t>& times);

struct ScoreBin {
    int from = 0;  // the scores from..to, both included
    int to = 0;
    int count = 0;
};

// The bins of `simulate --compare` (dicebox::host::bins_of) from the lowest score to the highest:
// at most about √n of them for n scores, at least 5 and at most 20 where the scores' range allows.
// Nothing for no scores.
std::vector<ScoreBin> histogram(std::vector<int> scores);

}  // namespace dicebox::gui
