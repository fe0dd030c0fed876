-- Reaching for modules through require.
return {
    name = "Reach require", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return require("os").time()
        end,
    },
}
