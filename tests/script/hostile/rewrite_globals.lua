-- Rewriting the globals while the file runs: error, pcall, a metatable on _G, _G itself.
error = function() end
pcall = function() return true end
setmetatable(_G, { __index = function(_, name) while true do end end })
_G = nil

return {
    name = "Rewritten globals", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            error("this error() does nothing")
            return undefined_points
        end,
        unlock = function()
            setmetatable(_ENV, nil)
        end,
    },
}
