-- string.rep asked for a gigabyte, and a string that doubles until memory runs out.
return {
    name = "string.rep bomb", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            return #string.rep("x", 1 << 30)
        end,
        doubling = function()
            local s = "x"
            while true do s = s .. s end
        end,
    },
}
