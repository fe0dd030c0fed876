-- Reaching for the file system through io.
return {
    name = "Reach io", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return #io.open("/etc/passwd"):read("a")
        end,
    },
}
