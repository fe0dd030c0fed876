-- A house rule that fails after some games of a simulation on one thread, and only in
-- games of longer EXTRA columns than its own (--param column_lengths=[12,11,10]): there,
-- the 100th time game_ends is asked (in the fifth solo game or so), it raises an error.
-- Under its own parameters, as `rules check` and every new game try it, it never fails.
local asked = 0

return {
    name = "Ends later",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Stops a game of longer columns when game_ends is asked the 100th time.",
    hooks = {
        game_ends = function(sheet)
            asked = asked + 1
            if asked == 100 and sheet.columns[1].length > 10 then
                error("no more")
            end
            return false
        end,
    },
}
