-- Long track: the Goal is 30 steps from Start instead of 21, for longer races with
-- more knocking off on the way.

return {
  name = "Long track",
  game = "exxtra",
  version = "1.0",
  author = "dicebox",
  description = "A track of 30 spaces: the Goal is 30 steps from Start.",

  params = {
    track = 30,
  },
}
