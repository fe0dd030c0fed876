-- Not Lua: the parser stops at the second line.
return { name = "Not Lua", game = "extra" version = "1.0" }
