-- A game_ends that fails in the second round, for tests/rules/hook_errors_test.cpp.
return {
  name = "Referee",
  game = "extra",
  version = "1.0",
  author = "dicebox tests",
  description = "The referee goes home after the first round.",
  hooks = {
    game_ends = function(sheet)
      local crosses = 0
      for sum = 2, 12 do crosses = crosses + sheet.rows[sum] end
      if crosses > 2 then
        error("the referee has gone home")
      end
      return false
    end,
  },
}
