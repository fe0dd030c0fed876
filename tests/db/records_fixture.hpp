// A small history of hand-made games whose records are worked out by hand in the tests
// (records_test.cpp, records_cli_test.cpp).
//
// Game  minute  game / variant      seats: player score rank (W = winner)
//  1      1     extra / standard    Ann 150 1 W, Ben 120 2
//  2      2     extra / standard    Ann 100 2, Ben 130 1 W, Cid 90 3
//  3      3     extra / standard    Ann 140 1 W, Ben 140 1 W, Cid 80 3   (shared win)
//  4      4     extra / standard    Ann 160 1 W                          (solo, won)
//  5      5     extra / standard    Ann 90 1                             (solo, lost)
//  6      6     extra / standard    Ann 170 1 W, Cid 110 2
//  7      7     extra / short       Ben 60 2, Cid 70 1 W
//  8      8     strike / standard   Ann 3 1 W, Ben 5 2                   (lowest wins)
//  9      9     strike / standard   Ann 4 2, Ben 2 1 W, Cid 4 2
// 10     10     strike / standard   Ben 7 1                              (solo, lost)
// 11     11     extra / standard    Ann 300 1 W, Ben 50 2                (simulated)
// 12     12     extra / standard    Ann, Eve                             (unfinished)
//
// The games are stored out of order, so that their ids do not follow their ends.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

namespace records_fixture {

// Minute m of the fixture: the end of game m, Unix ms.
constexpr std::int64_t kStart = 1'700'000'000'000;
constexpr std::int64_t minute(int m) {
    return kStart + m * 60'000;
}

// Writes the games into a new history at `location` (a file or a URI); returns the stored id of
// each game by its number in the table above (index 0 unused).
std::vector<std::int64_t> write(const std::filesystem::path& location);

}  // namespace records_fixture
