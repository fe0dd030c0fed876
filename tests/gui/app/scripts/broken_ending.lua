-- A house rule that fails as the game ends, and only in a game of longer EXTRA columns
-- than its own (column_lengths [12,11,10]): the app must show its error, keep the game
-- in the history as aborted, and go on. Under its own parameters, as every new game
-- tries its hooks first, it never fails.
return {
  name = "Broken ending",
  game = "extra",
  version = "1.0",
  description = "Its final score fails under longer columns.",

  hooks = {
    final_score = function(sheet, total)
      if sheet.columns[1].length > 10 then
        error("no final score today")
      end
      return total
    end,
  },
}
