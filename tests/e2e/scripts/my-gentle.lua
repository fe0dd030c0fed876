-- A user's own house rule, put in $XDG_DATA_HOME/dicebox/scripts by the tests.
return {
    name = "My gentle",
    game = "extra",
    version = "0.1",
    author = "a user",
    description = "Rows still in the -200 zone cost -100.",
    params = { zone_penalty = -100 },
}
