-- An error whose value's __tostring fails, or never ends: the host must not call it.
return {
    name = "Error __tostring", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            error(setmetatable({}, { __tostring = function() error("no words") end }))
        end,
        endless = function()
            error(setmetatable({}, { __tostring = function() while true do end end }))
        end,
    },
}
