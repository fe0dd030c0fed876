-- An endless loop while the file itself runs.
local spins = 0
while true do spins = spins + 1 end
return { name = "Never returns", game = "extra" }
