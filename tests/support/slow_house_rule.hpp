// A house rule of EXTRA! whose game_ends takes about 8,000,000 of a hook's 10,000,000
// instructions each time it is asked: once a round for each player whose game goes on. The
// server's test and benchmark of a table under it beside others (issue 35, point 26).
#pragma once

namespace testing_support {

inline constexpr const char* kSlowEnds = R"(return {
  name = "Slow ends", game = "extra", version = "1.0", author = "dicebox tests",
  description = "game_ends counts to 4,000,000 before it says the printed rules go on.",
  hooks = {
    game_ends = function(sheet)
      local n = 0
      for i = 1, 4000000 do n = n + 1 end
      return false
    end,
  },
})";

}  // namespace testing_support
