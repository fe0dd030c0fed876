-- A hook named by a number.
return {
    name = "Hook key type", game = "extra",
    hooks = { function(sum, crosses) return 0 end },
}
