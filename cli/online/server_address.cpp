#include "online/server_address.hpp"

#include <fmt/format.h>

#include <charconv>

namespace dicebox::cli {

std::string ServerAddress::text() const {
    const char* scheme = tls ? "wss://" : "";
    // An IPv6 address is written in brackets, so that its port can be told from it.
    if (host.find(':') != std::string::npos) return fmt::format("{}[{}]:{}", scheme, host, port);
    return fmt::format("{}{}:{}", scheme, host, port);
}

dicebox::Result<ServerAddress> parse_server_address(const std::string& text) {
    const auto wrong = [&](const char* why) {
        return dicebox::Result<ServerAddress>::failure(
            fmt::format("'{}' is not a server's address ({}); write HOST or HOST:PORT, like "
                        "example.org:7654 or [::1]:7654, after wss:// for TLS",
                        text, why));
    };
    ServerAddress address;
    std::string where = text;  // the host and the port, after the scheme
    if (const auto scheme_end = where.find("://"); scheme_end != std::string::npos) {
        const std::string scheme = where.substr(0, scheme_end);
        if (scheme != "ws" && scheme != "wss") return wrong("the scheme is ws:// or wss://");
        address.tls = scheme == "wss";
        where.erase(0, scheme_end + 3);
    }
    std::string port;
    if (where.starts_with('[')) {
        const auto close = where.find(']');
        if (close == std::string::npos) return wrong("the [ of an IPv6 address is not closed");
        address.host = where.substr(1, close - 1);
        const std::string rest = where.substr(close + 1);
        if (!rest.empty() && !rest.starts_with(':')) return wrong("the address ends at ]");
        if (!rest.empty()) port = rest.substr(1);
        if (!rest.empty() && port.empty()) return wrong("no port after the colon");
    } else {
        const auto colon = where.find(':');
        if (colon != std::string::npos && where.find(':', colon + 1) != std::string::npos)
            return wrong("an IPv6 address is written in brackets");
        address.host = where.substr(0, colon);
        if (colon != std::string::npos) {
            port = where.substr(colon + 1);
            if (port.empty()) return wrong("no port after the colon");
        }
    }
    if (address.host.empty()) return wrong("no host");
    if (!port.empty()) {
        unsigned number = 0;
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), number);
        if (ec != std::errc() || end != port.data() + port.size() || number < 1 || number > 65535)
            return wrong("the port is a number from 1 to 65535");
        address.port = static_cast<unsigned short>(number);
    }
    return address;
}

}  // namespace dicebox::cli
