// What a conformance check found wrong, each in words that name where it happened
// ("game pig with 2 players, seed 3, event 12: ...") so that the position can be
// replayed. Only the first few are kept: a rule broken once is broken again in game
// after game, and the first positions say what to mend.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace dicebox::check {

class Findings {
  public:
    static constexpr std::size_t kKept = 5;

    void add(std::string finding);
    bool any() const { return count_ > 0; }
    // How many were found, kept or not.
    std::size_t count() const { return count_; }
    // The first kKept of them, as they were found.
    const std::vector<std::string>& first_found() const { return kept_; }

  private:
    std::vector<std::string> kept_;
    std::size_t count_ = 0;
};

}  // namespace dicebox::check
