-- Library functions that loop in C for hours without allocating: the count hook
-- never sees them.
local huge = setmetatable({}, { __len = function() return math.maxinteger - 2 end })

return {
    name = "Costly C", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            table.move({}, 1, math.maxinteger - 1, 2)
        end,
        insert = function()
            table.insert(huge, 1, "x")
        end,
        remove = function()
            table.remove(huge, 1)
        end,
        backtracking = function()
            return string.find(string.rep("a", 5000), "a-a-a-b")
        end,
        plain_find = function()
            local s = string.rep("a", 1 << 24)
            return s:find(string.rep("a", 1 << 23) .. "b", 1, true)
        end,
    },
}
