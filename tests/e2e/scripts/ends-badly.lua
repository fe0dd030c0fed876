-- A house rule that fails in the middle of a game, and only in a game of longer EXTRA
-- columns than its own (--param column_lengths=[12,11,10]): there, the third time
-- game_ends is asked (after the third round of a solo game), it raises an error. Under
-- its own parameters, as `rules check` and every new game try its hooks, it never fails.
local asked = 0

return {
    name = "Ends badly",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Stops a game of longer columns when game_ends is asked the third time.",
    hooks = {
        game_ends = function(sheet)
            asked = asked + 1
            if asked == 3 and sheet.columns[1].length > 10 then
                error("no more")
            end
            return false
        end,
    },
}
