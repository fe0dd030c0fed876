-- An error message of a megabyte.
return {
    name = "Long message", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            error(string.rep("x", 1 << 20))
        end,
    },
}
