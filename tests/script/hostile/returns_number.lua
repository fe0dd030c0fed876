-- A script that returns a number instead of its table.
return 42
