-- A to-be-closed variable whose __close never ends.
return {
    name = "Endless __close", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            local guard <close> = setmetatable({}, { __close = function() while true do end end })
            return 0
        end,
    },
}
