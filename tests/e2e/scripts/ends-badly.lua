-- A house rule that fails in the middle of a game: the third time game_ends is asked
-- (after the third round of a solo game), it raises an error.
local asked = 0

return {
    name = "Ends badly",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Stops the game with an error when game_ends is asked the third time.",
    hooks = {
        game_ends = function(sheet)
            asked = asked + 1
            if asked == 3 then
                error("no more")
            end
            return false
        end,
    },
}
