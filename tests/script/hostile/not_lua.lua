-- Not Lua at all.
return {
    name = "Not Lua", game = "extra",
    hooks = { row_score = function(sum, crosses) return sum +* crosses end },
}
