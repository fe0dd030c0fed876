#include "online/table_address.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "dicebox/names.hpp"
#include "dicebox/net/invitation.hpp"

namespace dicebox::cli {

namespace {

using Found = dicebox::Result<TableAddress>;

// The server and the code of a link, or why it is none.
Found from_link(const std::string& link) {
    const auto invitation = dicebox::net::read_invitation(link);
    if (!invitation) return Found::failure(invitation.error());
    const auto server = parse_server_address(invitation->server);
    if (!server) return Found::failure(server.error());
    return TableAddress{*server, invitation->code};
}

// The same server, its host's name in any case.
bool same_server(const ServerAddress& one, const ServerAddress& other) {
    const auto same_letter = [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) ==
               std::tolower(static_cast<unsigned char>(b));
    };
    return std::equal(one.host.begin(), one.host.end(), other.host.begin(), other.host.end(),
                      same_letter) &&
           one.port == other.port && one.tls == other.tls;
}

}  // namespace

Found table_address(const std::string& server, const std::string& code) {
    if (dicebox::net::is_link(server)) {
        auto linked = from_link(server);
        if (code.empty()) return linked;
        if (linked)
            return Found::failure(fmt::format(
                "the link {} holds the table's code: give the link alone, or the server and "
                "the code",
                dicebox::printable(server)));
        // Before a code it was meant for a server's address: why it is none, if it is none.
        const auto address = parse_server_address(server);
        return address ? linked : Found::failure(address.error());
    }
    const auto address = parse_server_address(server);
    if (!address) return Found::failure(address.error());
    if (!dicebox::net::is_link(code)) return TableAddress{*address, code};
    auto linked = from_link(code);
    if (linked && !same_server(*address, linked->server))
        return Found::failure(fmt::format(
            "the server {} is not the link's, {}: give the link alone, or the server and the "
            "code",
            address->text(), linked->server.text()));
    return linked;
}

}  // namespace dicebox::cli
