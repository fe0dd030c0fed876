-- Exxtra's double_move and invalid_roll_cost, for tests/rules/exxtra_hooks_test.cpp: a
-- double moves ten spaces per pip; a single X after the first roll costs nothing, X-X
-- five spaces.
return {
  name = "Big moves",
  game = "exxtra",
  version = "1.0",
  author = "dicebox tests",
  description = "Doubles move ten per pip; only X-X costs, five spaces.",
  hooks = {
    double_move = function(face) return 10 * face end,
    invalid_roll_cost = function(x_count)
      if x_count == 2 then return 5 end
      return 0
    end,
  },
}
