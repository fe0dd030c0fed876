-- A house rule whose every hook fails as soon as a game asks it, each in its own way:
-- `rules check` tries each alone and names all three.
return {
    name = "Failing hooks",
    game = "extra",
    version = "1.0",
    hooks = {
        row_score = function(sum, crosses)
            return "abc"
        end,
        game_ends = function(sheet)
            while true do
            end
        end,
        final_score = function(sheet, total)
            return 0 / 0
        end,
    },
}
