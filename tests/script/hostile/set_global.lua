-- Hooks that would carry state from one game into the next through globals.
total = 0

return {
    name = "Set global", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            count = (count or 0) + 1
            return count
        end,
        existing = function()
            total = total + 1
            return total
        end,
        raw = function()
            rawset(_G, "count", 1)
        end,
        library = function()
            math.floor = function() return 0 end
        end,
    },
}
