#include "dicebox/net/address_quota.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace dicebox::net {

std::string AddressQuota::table_refusal(const std::string& address) const {
    const auto holds = holds_.find(address);
    if (holds == holds_.end() || holds->second.tables.size() < tables_) return {};
    return fmt::format(
        "this address has opened as many tables as it may ({}); another can be opened once "
        "one of them has closed",
        tables_);
}

std::string AddressQuota::seat_refusal(const std::string& address, const Held& held) {
    const auto holds = holds_.find(address);
    if (holds == holds_.end() || holds->second.seats.size() < seats_) return {};
    // Only now are the seats handed on since they were taken let go of.
    std::erase_if(holds->second.seats,
                  [&](const auto& seat) { return !held(seat.first, seat.second); });
    if (holds->second.seats.size() < seats_) return {};
    return fmt::format(
        "this address holds as many seats as it may ({}); another can be taken once one of "
        "them has been handed on or its table has closed",
        seats_);
}

void AddressQuota::opened(const std::string& address, const std::string& code) {
    holds_[address].tables.push_back(code);
}

void AddressQuota::took(const std::string& address, const std::string& code,
                        std::string token_hash) {
    holds_[address].seats.emplace_back(code, std::move(token_hash));
}

void AddressQuota::closed(const std::string& code) {
    for (auto holds = holds_.begin(); holds != holds_.end();) {
        std::erase(holds->second.tables, code);
        std::erase_if(holds->second.seats, [&](const auto& seat) { return seat.first == code; });
        if (holds->second.tables.empty() && holds->second.seats.empty()) {
            holds = holds_.erase(holds);
        } else {
            ++holds;
        }
    }
}

}  // namespace dicebox::net
