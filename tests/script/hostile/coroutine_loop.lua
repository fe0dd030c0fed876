-- A coroutine wrapping an endless loop, and one whose error coroutine.resume catches.
return {
    name = "Coroutine loop", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            coroutine.wrap(function() while true do end end)()
        end,
        resumed = function()
            while true do
                coroutine.resume(coroutine.create(function() while true do end end))
            end
        end,
    },
}
