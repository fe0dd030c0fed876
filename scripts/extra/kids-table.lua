-- Kids' table: the children's handicap of the rulebook (docs/rules.md, EXTRA!, Official
-- variants) for every seat. A new EXTRA number is written at the head of its column
-- without a cross; its crosses start with the number's second use, so every player's
-- game lasts a little longer.
--
-- The handicap is a seat option: `seats` sets it for every seat at once, and an option
-- given for one seat on the command line still wins over it.

return {
  name = "Kids' table",
  game = "extra",
  version = "1.0",
  author = "dicebox",
  description = "The children's handicap for every seat: a new EXTRA number is written "
    .. "without a cross.",

  seats = {
    handicap = true,
  },
}
