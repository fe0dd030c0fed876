// A table's invitation code, as people read it out, type it and paste it: eight letters
// and digits of Crockford's base 32 (no I, L, O or U), written "K7QM-2XPA". A code typed is
// read leniently: case, dashes and spaces do not matter, and the letters a person takes
// for digits are read as Crockford's base 32 reads them (O as 0; I and L as 1).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "dicebox/result.hpp"

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

// A table's invitation as its link gives it: the server's address as a client writes it
// ("HOST:PORT", or "wss://HOST:PORT" from an https:// link) and the code as read_code()
// reads it.
struct Invitation {
    std::string server;
    std::string code;
};

// A link's path with its %XX escapes decoded (RFC 3986), or nothing when a % is not followed
// by two hex digits: the server reads a request's path so, and read_invitation() a link's code.
std::optional<std::string> percent_decoded(std::string_view text);

// Whether `typed` is written as a link: after a scheme that is not a server's (ws:// or
// wss://), or with a path ("club.example.org/t/K7QM-2XPA"). Where a client asks for a code or
// a server, such a text is read_invitation()'s, which takes it or says why not.
bool is_link(std::string_view typed);

// The invitation in a link, read as leniently as a browser opens it: spaces around, the
// scheme and the host in any case, the port 80 or 443 unless given, a "/" after the code, a
// query (a messenger adds "?fbclid=…"; the server does not read it) and a fragment (the web
// client's "#watch") are let be, and the code is read as read_code() reads it. Otherwise why
// the text is no table's link: another scheme, a person's name before the host
// ("ann@host", which would only mislead), another path than /t/CODE, or a code that is not
// eight letters and digits.
dicebox::Result<Invitation> read_invitation(std::string_view typed);

}  // namespace dicebox::net
