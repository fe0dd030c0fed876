-- An endless loop inside pcall, which catches ordinary errors.
return {
    name = "Endless loop in pcall", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            local ok = pcall(function() while true do end end)
            return ok and 1 or 0
        end,
    },
}
