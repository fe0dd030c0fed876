-- An error whose value is a table.
return {
    name = "Error table", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            error({ code = 42 })
        end,
    },
}
