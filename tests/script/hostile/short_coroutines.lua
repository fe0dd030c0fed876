-- Many coroutines that each end before the count hook's first count, so that the
-- budget would not see their instructions; `created` tells how many it made.
local created = 0

return {
    name = "Short coroutines", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            while true do
                created = created + 1
                coroutine.wrap(function() for i = 1, 300 do end end)()
            end
        end,
        created = function()
            return created
        end,
    },
}
