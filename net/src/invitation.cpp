#include "dicebox/net/invitation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>

#include "dicebox/names.hpp"

namespace dicebox::net {

namespace {

std::string_view trimmed(std::string_view text) {
    const auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!text.empty() && space(text.front())) text.remove_prefix(1);
    while (!text.empty() && space(text.back())) text.remove_suffix(1);
    return text;
}

std::string lowered(std::string_view text) {
    std::string lower(text);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return lower;
}

// The scheme's TLS (https://) or not (http://), the scheme taken off `link`.
std::optional<bool> scheme_tls(std::string_view& link) {
    const auto end = link.find("://");
    if (end == std::string_view::npos) return std::nullopt;
    const std::string scheme = lowered(link.substr(0, end));
    if (scheme != "http" && scheme != "https") return std::nullopt;
    link.remove_prefix(end + 3);
    return scheme == "https";
}

using Reading = dicebox::Result<std::string>;

// "HOST:PORT" (IPv6 in brackets) from the link's authority, or why it is none.
Reading server_of(std::string_view authority, bool tls) {
    if (authority.find('@') != std::string_view::npos)
        return Reading::failure("a table's link names no person before its host");
    std::string_view host = authority;
    std::string_view port;
    if (authority.starts_with('[')) {
        const auto close = authority.find(']');
        if (close == std::string_view::npos) return Reading::failure("the [ of its host is open");
        host = authority.substr(0, close + 1);
        const auto rest = authority.substr(close + 1);
        if (!rest.empty() && !rest.starts_with(':')) return Reading::failure("its host ends at ]");
        if (!rest.empty()) port = rest.substr(1);
    } else if (const auto colon = authority.find(':'); colon != std::string_view::npos) {
        host = authority.substr(0, colon);
        port = authority.substr(colon + 1);
    }
    if (host.empty() || host == "[]") return Reading::failure("it has no host");
    unsigned number = tls ? 443 : 80;
    if (!port.empty() || authority.ends_with(':')) {
        const auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), number);
        if (ec != std::errc() || end != port.data() + port.size() || number < 1 || number > 65535)
            return Reading::failure("its port is a number from 1 to 65535");
    }
    return fmt::format("{}{}:{}", tls ? "wss://" : "", lowered(host), number);
}

// The code of a "/t/CODE" path (with %-escapes, a "/" after it), or why there is none.
Reading code_of(std::string_view path) {
    if (path.ends_with('/')) path.remove_suffix(1);
    if (!path.starts_with("/t/") || path.size() == 3 || path.find('/', 3) != std::string_view::npos)
        return Reading::failure("a table's link is /t/ and its code after the server");
    const auto decoded = percent_decoded(path.substr(3));
    if (!decoded) return Reading::failure("a % in its code is not followed by two hex digits");
    const std::string& typed = *decoded;
    const std::string code = read_code(typed);
    const bool letters = std::all_of(code.begin(), code.end(), [](char c) {
        return c == '-' || kCodeLetters.find(c) != std::string_view::npos;
    });
    if (code.size() != 9 || code[4] != '-' || !letters)
        return Reading::failure(
            fmt::format("'{}' is not a table's code: eight letters and digits, like K7QM-2XPA",
                        dicebox::printable(typed)));
    return code;
}

}  // namespace

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

std::optional<std::string> percent_decoded(std::string_view text) {
    std::string decoded;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            decoded += text[i];
            continue;
        }
        unsigned escaped = 0;
        const char* digits = text.data() + i + 1;
        if (i + 2 >= text.size() ||
            std::from_chars(digits, digits + 2, escaped, 16).ptr != digits + 2)
            return std::nullopt;
        decoded += static_cast<char>(escaped);
        i += 2;
    }
    return decoded;
}

bool is_link(std::string_view typed) {
    typed = trimmed(typed);
    if (const auto end = typed.find("://"); end != std::string_view::npos) {
        const std::string scheme = lowered(typed.substr(0, end));
        if (scheme != "ws" && scheme != "wss") return true;
        typed.remove_prefix(end + 3);
    }
    return typed.find('/') != std::string_view::npos;
}

dicebox::Result<Invitation> read_invitation(std::string_view typed) {
    const std::string_view link = trimmed(typed);
    const auto wrong = [&](const std::string& why) {
        return dicebox::Result<Invitation>::failure(
            fmt::format("'{}' is not a table's link ({}); a link is written like "
                        "http://club.example.org:7654/t/K7QM-2XPA",
                        dicebox::printable(link), why));
    };
    std::string_view rest = link;
    const auto tls = scheme_tls(rest);
    if (!tls) return wrong("it begins with http:// or https://");
    rest = rest.substr(0, rest.find_first_of("?#"));
    const auto path_start = std::min(rest.find('/'), rest.size());
    const auto server = server_of(rest.substr(0, path_start), *tls);
    if (!server) return wrong(server.error());
    const auto code = code_of(rest.substr(path_start));
    if (!code) return wrong(code.error());
    return Invitation{*server, *code};
}

}  // namespace dicebox::net
