-- A house rule that fails after some games of a simulation on one thread: the 100th time
-- game_ends is asked (in the fifth solo game or so), it raises an error.
local asked = 0

return {
    name = "Ends later",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Stops the game with an error when game_ends is asked the 100th time.",
    hooks = {
        game_ends = function(sheet)
            asked = asked + 1
            if asked == 100 then
                error("no more")
            end
            return false
        end,
    },
}
