-- Hooks that return what cannot leave Lua, or not what the game asked for.
local cycle = {}
cycle.next = cycle

return {
    name = "Wrong types", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return "ten"
        end,
        a_function = function()
            return function() end
        end,
        a_coroutine = function()
            return coroutine.create(function() end)
        end,
        a_cycle = function()
            return cycle
        end,
        infinity = function()
            return 1 / 0
        end,
        not_a_number = function()
            return 0 / 0
        end,
        boolean_key = function()
            return { [true] = 1 }
        end,
        nested_function = function()
            return { rows = { 1, 2, print or math.max } }
        end,
        not_utf8 = function()
            return "\255\254"
        end,
    },
}
