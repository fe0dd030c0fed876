// SHA-256 (FIPS 180-4), for naming a variant by its content: the same rules give the
// same hash wherever they are played.
#pragma once

#include <string>
#include <string_view>

namespace dicebox {

// The digest of `data` as 64 lowercase hex digits.
std::string sha256_hex(std::string_view data);

}  // namespace dicebox
