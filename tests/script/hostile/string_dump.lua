-- string.dump, which makes binary chunks.
return {
    name = "string.dump", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return #string.dump(function() end)
        end,
    },
}
