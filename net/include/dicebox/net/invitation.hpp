// A table's invitation code, as people read it out, type it and paste it: eight letters
// and digits of Crockford's base 32 (no I, L, O or U), written "K7QM-2XPA". A code typed is
// read leniently: case, dashes and spaces do not matter, and the letters a person takes
// for digits are read as Crockford's base 32 reads them (O as 0; I and L as 1).
#pragma once

#include <string>
#include <string_view>

namespace dicebox::net {

// The 32 characters of a code: Crockford's base 32.
inline constexpr std::string_view kCodeLetters = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// The code as written: "K7QM-2XPA" for "k7qm2xpa", "K7QM 2XPA" or "K7QM-2XPA"; the text
// with only case, dashes and spaces undone when it is not eight letters and digits.
std::string written_code(std::string_view typed);

// The code Crockford's base 32 reads in `typed`: written_code() with O read as 0, and I and
// L as 1.
std::string read_code(std::string_view typed);

// The invitation as a link a browser opens, "http://HOST:PORT/t/K7QM-2XPA", from the
// server's address as a client wrote it ("HOST:PORT", "ws://HOST:PORT" or, over TLS,
// "wss://HOST:PORT", which gives https://) and the table's code.
std::string invitation_link(std::string_view server, std::string_view code);

}  // namespace dicebox::net
