-- A house rule whose table has two keys a script does not have and a wrong value: `rules
-- check` names all three, not only the first.
return {
    name = "Many wrong keys",
    game = "extra",
    version = 1,
    colour = "red",
    sound = "loud",
}
