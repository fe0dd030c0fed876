-- Recursion without end (not a tail call: every level stays on the stack).
local function deeper(n)
    return 1 + deeper(n + 1)
end

return {
    name = "Deep recursion", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return deeper(0)
        end,
    },
}
