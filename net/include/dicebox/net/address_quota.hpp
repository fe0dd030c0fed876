// What the people behind one client address hold of a server at once: the tables opened
// from it that are open still, and the seats taken from it at them. Bounded, so that one
// client cannot take every table a server may have open; the limits are set so that ten
// people behind one address (a club's router) can each host and play.
//
// An address is as the transport counts connections (an IPv6 one's /64). A table goes when
// closed() says so; a seat is held until its table goes or the seat is handed on, which
// the lobby's `Held` tells when the address is at its limit.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace dicebox::net {

class AddressQuota {
  public:
    AddressQuota(std::size_t tables, std::size_t seats) : tables_(tables), seats_(seats) {}

    // Whether the seat of table `code` whose token's hash is `token_hash` is held still by
    // whoever took it: the table is open, and the token takes the seat.
    using Held = std::function<bool(const std::string& code, const std::string& token_hash)>;

    // Why `address` may open no more tables, or take no more seats; empty when it may.
    std::string table_refusal(const std::string& address) const;
    std::string seat_refusal(const std::string& address, const Held& held);
    // `address` opened table `code`.
    void opened(const std::string& address, const std::string& code);
    // `address` asks for a seat at table `code`: the seat is counted from now, so that two
    // joins on their way at once cannot both pass the limit. Then it took the seat with the
    // token whose hash is `token_hash`, or was refused (`token_hash` empty).
    void joining(const std::string& address, const std::string& code);
    void joined(const std::string& address, const std::string& code, std::string token_hash);
    // Table `code` has gone: what was held at it is held no more.
    void closed(const std::string& code);

  private:
    struct Holds {
        std::vector<std::string> tables;  // by code
        // code, token hash (empty: a join on its way)
        std::vector<std::pair<std::string, std::string>> seats;
    };

    std::size_t tables_;
    std::size_t seats_;
    std::map<std::string, Holds> holds_;  // by address; none for an address that holds none
};

}  // namespace dicebox::net
