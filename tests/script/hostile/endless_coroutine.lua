-- A coroutine that never ends, resumed in a loop.
return {
    name = "Endless coroutine", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            local forever = coroutine.wrap(function()
                while true do coroutine.yield() end
            end)
            while true do forever() end
        end,
    },
}
