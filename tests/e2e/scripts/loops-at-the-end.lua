-- A house rule whose only hook, final_score, loops for ever: no game asks it before the
-- last player's game has ended. `rules check` finds it; so must every new game's start.
return {
    name = "Loops at the end",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Never gives a final score.",
    hooks = {
        final_score = function(sheet, total)
            while true do
            end
        end,
    },
}
