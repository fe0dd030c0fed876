-- Reaching for package.loadlib, which loads native code.
return {
    name = "Reach package", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return package.loadlib("libc.so.6", "system")
        end,
    },
}
