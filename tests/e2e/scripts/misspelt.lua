-- A house rule with two mistakes that `dicebox rules check` finds: a parameter EXTRA!
-- does not have, and a hook it does not offer.
return {
    name = "Misspelt",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "A zone penalty under the wrong name and a misspelt hook.",
    params = { zone_penality = -100 },
    hooks = {
        row_scor = function(sum, crosses)
            return 0
        end,
    },
}
