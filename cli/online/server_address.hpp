// Where a dicebox server is, as the clients' command line writes it: "HOST[:PORT]", the
// host a name or an address ("[::1]:7654" for IPv6), the port 7654 unless given.
#pragma once

#include <string>

#include "dicebox/result.hpp"

namespace dicebox::cli {

constexpr unsigned short kDefaultPort = 7654;

struct ServerAddress {
    std::string host;
    unsigned short port = kDefaultPort;

    std::string text() const;  // as it is written again: "example.org:7654"
};

// The address, or why the text is none.
dicebox::Result<ServerAddress> parse_server_address(const std::string& text);

}  // namespace dicebox::cli
