-- Steady hands: a careful throw is rewarded. A single die thrown soft always lands in
-- the arena, never knocks a die out of it, and knocks the dice there the less, the
-- fewer there are. Every other throw (normal, hard, and a big throw of a whole reserve
-- even when soft) follows the printed arena model.

-- The arena model of docs/rules.md, Strike for the throws this rule leaves alone. The hook takes
-- the place of the parameters soft_p_hit ... hard_p_knock_out.
local PRINTED = {
  soft = { p_hit = 0.25, p_miss = 0.01, p_knock_out = 0.02 },
  normal = { p_hit = 0.50, p_miss = 0.03, p_knock_out = 0.05 },
  hard = { p_hit = 0.80, p_miss = 0.06, p_knock_out = 0.10 },
}

return {
  name = "Steady hands",
  game = "strike",
  version = "1.0",
  author = "dicebox",
  description = "A single die thrown soft always lands, knocks nothing out, and knocks "
    .. "fewer dice in a sparse arena.",

  hooks = {
    -- The model's numbers for a throw of `thrown` dice in `style` ("soft", "normal" or
    -- "hard") into an arena holding `in_arena` dice (0 to 5).
    arena = function(style, thrown, in_arena)
      if style ~= "soft" or thrown > 1 then
        return PRINTED[style]
      end
      return {
        p_hit = 0.05 * in_arena,  -- 0.25 as printed only when the arena is full
        p_miss = 0,               -- it always lands
        p_knock_out = 0,          -- what it knocks stays in the arena
      }
    end,
  },
}
