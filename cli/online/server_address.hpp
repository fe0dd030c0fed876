// Where a dicebox server is, as the clients' command line writes it: "[SCHEME://]HOST[:PORT]",
// the scheme ws:// (plain WebSocket, the one unless given) or wss:// (over TLS), the host a
// name or an address ("[::1]:7654" for IPv6), the port 7654 unless given.
#pragma once

#include <string>

#include "dicebox/result.hpp"

namespace dicebox::cli {

constexpr unsigned short kDefaultPort = 7654;

struct ServerAddress {
    std::string host;
    unsigned short port = kDefaultPort;
    bool tls = false;  // wss://

    // As it is written again: "example.org:7654", "wss://example.org:7654".
    std::string text() const;
};

// The address, or why the text is none.
dicebox::Result<ServerAddress> parse_server_address(const std::string& text);

}  // namespace dicebox::cli
