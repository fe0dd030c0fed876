-- collectgarbage, which would let a script stop the collector.
return {
    name = "collectgarbage", game = "extra",
    hooks = {
        row_score = function(sum, crosses)
            collectgarbage("stop")
            return 0
        end,
    },
}
