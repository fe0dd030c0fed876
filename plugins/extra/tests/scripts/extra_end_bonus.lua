-- EXTRA!'s game_ends and final_score, for tests/rules/extra_hooks_test.cpp: a player's
-- game ends once their row 7 holds two crosses and an EXTRA number is written; every
-- EXTRA number written is worth 1000 at the end.
return {
  name = "End bonus",
  game = "extra",
  version = "1.0",
  author = "dicebox tests",
  description = "Ends a player's game at two crosses in row 7; 1000 per EXTRA number.",
  hooks = {
    game_ends = function(sheet)
      return sheet.rows[7] >= 2 and sheet.columns[1].number ~= nil
    end,
    final_score = function(sheet, total)
      for _, column in ipairs(sheet.columns) do
        if column.number ~= nil then total = total + 1000 end
      end
      return total
    end,
  },
}
