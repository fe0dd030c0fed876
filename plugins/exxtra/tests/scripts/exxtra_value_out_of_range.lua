-- A combination_value beyond 999, for tests/rules/hook_errors_test.cpp.
return {
  name = "Thousand",
  game = "exxtra",
  version = "1.0",
  author = "dicebox tests",
  description = "7-6 is worth 1000.",
  hooks = {
    combination_value = function(a, b, first_roll)
      if a == 7 and b == 6 then return 1000 end
      return 10 * math.max(a, b) + math.min(a, b)
    end,
  },
}
