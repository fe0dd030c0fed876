-- Reaching for debug, which could remove the instruction budget's hook.
return {
    name = "Reach debug", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            debug.sethook()
            return 0
        end,
    },
}
