#include "dicebox/net/invitation.hpp"

#include <cctype>

namespace dicebox::net {

std::string written_code(std::string_view typed) {
    std::string code;
    for (const char c : typed) {
        if (c == '-' || std::isspace(static_cast<unsigned char>(c)) != 0) continue;
        code += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    }
    if (code.size() == 8) code.insert(4, "-");
    return code;
}

std::string read_code(std::string_view typed) {
    std::string code = written_code(typed);
    for (char& c : code) {
        if (c == 'O') c = '0';
        if (c == 'I' || c == 'L') c = '1';
    }
    return code;
}

std::string invitation_link(std::string_view server, std::string_view code) {
    std::string scheme = "http://";
    if (server.starts_with("wss://")) {
        scheme = "https://";
        server.remove_prefix(6);
    } else if (server.starts_with("ws://")) {
        server.remove_prefix(5);
    }
    return scheme + std::string(server) + "/t/" + std::string(code);
}

}  // namespace dicebox::net
