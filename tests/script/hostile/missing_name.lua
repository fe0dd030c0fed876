-- Metadata without a name.
return { game = "extra" }
