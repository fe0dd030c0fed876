// What the history view's tests share: games played by bots the app's way and recorded
// in a history file, to list and replay.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace history_fixture {

// Bots of the kinds given play a whole game of `game` with `seed`, recorded in `history`
// as the app records it; returns the game's id, or 0 when it did not end in time.
std::int64_t play(const std::filesystem::path& history, const std::string& game,
                  const std::vector<std::string>& bots, std::uint64_t seed);

// A game of `person` and the bots that stops when the person is first asked, left
// unfinished in `history`; returns its id, or 0 when the person was never asked.
std::int64_t leave_unfinished(const std::filesystem::path& history, const std::string& game,
                              const std::string& person, const std::vector<std::string>& bots,
                              std::uint64_t seed);

}  // namespace history_fixture
