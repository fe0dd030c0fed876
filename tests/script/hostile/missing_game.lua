-- Metadata without a game.
return { name = "No game" }
