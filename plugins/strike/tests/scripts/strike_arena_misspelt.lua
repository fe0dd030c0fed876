-- An arena hook with a misspelt field, for tests/rules/hook_errors_test.cpp.
return {
  name = "Misspelt",
  game = "strike",
  version = "1.0",
  author = "dicebox tests",
  description = "p_knockout instead of p_knock_out.",
  hooks = {
    arena = function(style, thrown, in_arena)
      return { p_hit = 0.5, p_miss = 0.03, p_knockout = 0.05 }
    end,
  },
}
