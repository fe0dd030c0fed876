-- An arena hook that answers a probability of 1.5, for tests/rules/hook_errors_test.cpp.
return {
  name = "Overhit",
  game = "strike",
  version = "1.0",
  author = "dicebox tests",
  description = "Hard throws hit one and a half times.",
  hooks = {
    arena = function(style, thrown, in_arena)
      if style == "hard" then
        return { p_hit = 1.5, p_miss = 0.06, p_knock_out = 0.10 }
      end
      return { p_hit = 0.5, p_miss = 0.03, p_knock_out = 0.05 }
    end,
  },
}
