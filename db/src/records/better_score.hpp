// The direction of a game's scores, which the records' tallies all compare by: Strike
// counts penalty points, so there the lower score is the better one. Internal to the
// records.
#pragma once

namespace dicebox::db::records_detail {

// Whether score `a` is better than `b` in a game where `lower` scores win.
inline bool better_score(int a, int b, bool lower) {
    return lower ? a < b : a > b;
}

}  // namespace dicebox::db::records_detail
