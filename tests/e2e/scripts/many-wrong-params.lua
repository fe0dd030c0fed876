-- A house rule with three parameters EXTRA! refuses: `rules check` names each.
return {
    name = "Many wrong parameters",
    game = "extra",
    version = "1.0",
    params = { zone_penality = -100, dice = 99, solo_win_at_least = "many" },
}
