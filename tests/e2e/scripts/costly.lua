-- A house rule whose hook costs some 100,000 Lua instructions a call: within the default
-- budget, beyond a small --rules-instructions.
return {
    name = "Costly",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Every row scores its crosses, after a long useless loop.",
    hooks = {
        row_score = function(sum, crosses)
            local total = 0
            for i = 1, 25000 do
                total = total + i
            end
            return crosses
        end,
    },
}
