-- pcall in a loop around an endless loop: every error it catches, it tries again.
return {
    name = "pcall in a loop", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            while true do
                pcall(function() while true do end end)
            end
        end,
    },
}
