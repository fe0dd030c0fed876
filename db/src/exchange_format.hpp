// What export and import agree on: the version of our own data in an export, under
// the fields named "dicebox".
#pragma once

namespace dicebox::db {

// Raised when what dicebox keeps in an export changes; import refuses other versions.
constexpr int kExportFormat = 1;

}  // namespace dicebox::db
