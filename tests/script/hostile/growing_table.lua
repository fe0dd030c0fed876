-- A table that grows without end.
return {
    name = "Growing table", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            local t = {}
            while true do t[#t + 1] = { sum, crosses, sum, crosses } end
        end,
    },
}
