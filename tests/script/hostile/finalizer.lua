-- A finalizer (__gc) with an endless loop: Lua runs finalizers with hooks off.
return {
    name = "Finalizer", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            setmetatable({}, { __gc = function() while true do end end })
            return 0
        end,
    },
}
