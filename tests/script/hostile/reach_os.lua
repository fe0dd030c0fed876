-- Reaching for the shell through os.
return {
    name = "Reach os", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return os.execute("echo owned")
        end,
    },
}
