-- An error without a value.
return {
    name = "Error nil", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            error(nil)
        end,
    },
}
