-- A row_score that answers a string for row 7, for tests/rules/hook_errors_test.cpp.
return {
  name = "Wordy rows",
  game = "extra",
  version = "1.0",
  author = "dicebox tests",
  description = "Row 7 scores 'lots'.",
  hooks = {
    row_score = function(sum, crosses)
      if sum == 7 then return "lots" end
      return 0
    end,
  },
}
