-- Excape: X-X on a turn's first roll counts as 100, as in the Excape edition, and so
-- beats every other roll (76 is the best of the printed ones). On any later roll an X
-- still makes the roll invalid: the game never asks for those values.

return {
  name = "Excape",
  game = "exxtra",
  version = "1.0",
  author = "dicebox",
  description = "X-X on a first roll counts as 100, as in the Excape edition.",

  hooks = {
    -- The value of die A showing `a` and die B showing `b`; an X is passed as 0.
    combination_value = function(a, b, first_roll)
      if first_roll and a == 0 and b == 0 then
        return 100
      end
      -- As printed: the higher die is the tens digit (7 and 1 make 71, 3 and X 30).
      return 10 * math.max(a, b) + math.min(a, b)
    end,
  },
}
