-- EXTRA!'s game_ends, for tests/rules/extra_hooks_test.cpp: ends a player's game when
-- the sheet it is given has the shape scripts/README.md describes, after the first
-- round of a 4-column game (extra_numbers = 4, column_lengths = {10, 9, 8, 7}).
return {
  name = "Sheet shape",
  game = "extra",
  version = "1.0",
  author = "dicebox tests",
  description = "Ends a player's game when the sheet it is given looks as documented.",
  hooks = {
    game_ends = function(sheet)
      local crosses = 0
      for sum = 2, 12 do crosses = crosses + sheet.rows[sum] end
      local lengths = 0
      for _, column in ipairs(sheet.columns) do lengths = lengths + column.length end
      return crosses == 2 and #sheet.columns == 4 and lengths == 34
        and sheet.columns[1].number == 3 and sheet.columns[1].crosses == 1
        and sheet.columns[2].number == nil and sheet.columns[2].crosses == 0
    end,
  },
}
