-- Gentle: a row still in the zone costs -150 instead of -200.
--
-- Only a parameter changes, so the game is played at the speed of the printed rules:
-- parameters are applied once, when the game is set up.

return {
  name = "Gentle",
  game = "extra",
  version = "1.0",
  author = "dicebox",
  description = "Rows still in the -200 zone cost -150.",

  params = {
    zone_penalty = -150,
  },
}
