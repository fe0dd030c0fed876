-- An endless loop in a hook.
return {
    name = "Endless loop", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            while true do end
        end,
    },
}
