-- A house rule that needs 8 MiB while it is read: within the default memory, beyond a
-- small --rules-memory.
local text = string.rep("x", 8 * 1024 * 1024)

return {
    name = "Big text",
    game = "extra",
    version = "1.0",
    author = "dicebox tests",
    description = "Parameters only, after a large string of " .. #text .. " bytes.",
    params = { solo_win_at_least = -100 },
}
