// What export and import agree on: the version of our own data in an export, under
// the fields named "dicebox".
#pragma once

namespace dicebox::db {

// Raised when what dicebox keeps in an export changes; import reads this one and the
// ones before it, and refuses a newer one.
//   1: a seat's "handicap", true or false.
//   2: a seat's "options", the object of its seat options (GameModule::seat_options()).
//   3: a seat's "hints", how many hints the coach gave it.
//   4: a play's "online", whether it was played at a server's table.
//   5: a seat's "review", the coach's review of its decisions, or null.
constexpr int kExportFormat = 5;

}  // namespace dicebox::db
