-- A house rule that fails as the game ends: the app must show its error, keep the game
-- in the history as aborted, and go on.
return {
  name = "Broken ending",
  game = "extra",
  version = "1.0",
  description = "Its final score fails.",

  hooks = {
    final_score = function(sheet, total)
      error("no final score today")
    end,
  },
}
