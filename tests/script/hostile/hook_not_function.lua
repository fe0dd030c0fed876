-- A hook that is not a function.
return {
    name = "Hook not a function", game = "extra",
    hooks = { row_score = 10 },
}
