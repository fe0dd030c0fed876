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
    std::erase_if(holds->second.seats, [&](const auto& seat) {
        return !seat.second.empty() && !held(seat.first, seat.second);
    });
    if (holds->second.seats.size() < seats_) return {};
    return fmt::format(
        "this address holds as many seats as it may ({}); another can be taken once one of "
        "them has been handed on or its table has closed",
        seats_);
}

void AddressQuota::opened(const std::string& address, const std::string& code) {
    holds_[address].tables.push_back(code);
}

void AddressQuota::joining(const std::string& address, const std::string& code) {
    holds_[address].seats.emplace_back(code, std::string());
}

void AddressQuota::joined(const std::string& address, const std::string& code,
                          std::string token_hash) {
    const auto holds = holds_.find(address);
    // None on its way when the table closed meanwhile (closed() let go of it).
    if (holds == holds_.end()) return;
    auto& seats = holds->second.seats;
    const auto on_its_way = std::find(seats.begin(), seats.end(), std::pair(code, std::string()));
    if (on_its_way == seats.end()) return;
    if (!token_hash.empty()) {
        on_its_way->second = std::move(token_hash);
        return;
    }
    seats.erase(on_its_way);
    if (holds->second.tables.empty() && seats.empty()) holds_.erase(holds);
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
