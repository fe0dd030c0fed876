-- A top-level key the host does not know.
return {
    name = "Unknown key", game = "extra",
    hook = { row_score = function() return 0 end },
}
