-- Strike's match_points, for tests/rules/strike_hooks_test.cpp: ten points for each
-- player still in.
return {
  name = "Tens",
  game = "strike",
  version = "1.0",
  author = "dicebox tests",
  description = "A player who drops out scores ten per player still in.",
  hooks = {
    match_points = function(players_left) return 10 * players_left end,
  },
}
