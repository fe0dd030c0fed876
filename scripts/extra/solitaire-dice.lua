-- Solitaire Dice: Sid Sackson's original of EXTRA!, from "A Gamut of Games" (1969),
-- also published as Choice and Einstein.
--
-- The dice, the pairs and the three throwaway numbers are EXTRA!'s; the sheet differs.
-- Every row has ten boxes: the 1st to 4th mark score -200, the 5th scores 0, and from
-- the 6th mark on the row scores its points P once for each mark above five, up to
-- the 10th: (min(marks, 10) - 5) * P. The throwaway columns have 8 boxes each, and
-- the game ends at the 8th mark of any of them. Played alone, a total above 500 wins.

-- The points P of the rows 2 to 12: the same in Sackson's book as in EXTRA!.
local POINTS = {
  [2] = 100, [3] = 70, [4] = 60, [5] = 50, [6] = 40, [7] = 30,
  [8] = 40, [9] = 50, [10] = 60, [11] = 70, [12] = 100,
}

return {
  name = "Solitaire Dice",
  game = "extra",
  version = "1.0",
  author = "dicebox",
  description = "Sackson's original of 1969: ten boxes a row scored (marks - 5) x P, "
    .. "throwaway columns of 8, a solo game won above 500.",

  params = {
    -- Four boxes before the 0 box in every row, then five boxes after it: ten in all.
    zone_boxes = { 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4 },
    multipliers = { 1, 2, 3, 4, 5 },
    -- Three throwaway columns of eight boxes; the 8th mark of any ends the game.
    column_lengths = { 8, 8, 8 },
    -- "A total above 500 counts as a win."
    solo_win_at_least = 501,
  },

  hooks = {
    -- The points of the row `sum` with `crosses` marks, written as Sackson wrote it
    -- rather than through EXTRA!'s zone and multiplier boxes.
    row_score = function(sum, crosses)
      if crosses == 0 then
        return 0                      -- an empty row counts nothing
      elseif crosses <= 4 then
        return -200                   -- a row begun but not yet at its 5th mark
      end
      -- The 5th mark scores 0; every mark from the 6th to the 10th scores P.
      return (math.min(crosses, 10) - 5) * POINTS[sum]
    end,
  },
}
