#include "dicebox/net/lobby.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/names.hpp"
#include "dicebox/net/fair_dice.hpp"
#include "dicebox/net/invitation.hpp"

namespace dicebox::net {

using host::refusal;
using host::Request;
using host::RequestError;
using nlohmann::json;

namespace {

// A seat of a table being opened: {"bot": KIND} for a bot; {} for a person's free seat,
// or {"name": NAME} for one kept for that person; either with the seat's "options".
host::SeatSpec seat_spec(const json& seat, std::size_t index) {
    if (!seat.is_object())
        throw RequestError(fmt::format(
            "seat {} must be an object, like {{}} or {{\"bot\":\"greedy\"}}", index + 1));
    host::SeatSpec spec;
    for (const auto& [key, value] : seat.items()) {
        if (key == "bot" && value.is_string() && !seat.contains("name")) {
            spec.bot = value.get<std::string>();
            spec.name = spec.bot;
        } else if (key == "name" && value.is_string() && !seat.contains("bot")) {
            spec.name = value.get<std::string>();
            if (const auto why = dicebox::name_refusal(spec.name); !why.empty())
                throw RequestError(fmt::format("seat {}: {}", index + 1, why));
        } else if (key == "options" && value.is_object()) {
            spec.options = value;
        } else {
            throw RequestError(fmt::format(
                "seat {}: \"{}\" is not a seat's field here; a seat has \"bot\" or \"name\" (a "
                "string) and \"options\" (an object)",
                index + 1, key));
        }
    }
    return spec;
}

// A table's "stand_in" object: {"bot": KIND, "after": SECONDS}, SECONDS from 1 to a day
// (60 unless given).
StandIn stand_in_of(const json& setting) {
    const auto wrong = [] {
        return RequestError(
            "stand_in must be like {\"bot\":\"planner\",\"after\":60}: the bot that plays for "
            "a person away longer than \"after\" seconds (1 to 86400)");
    };
    if (!setting.contains("bot") || !setting["bot"].is_string()) throw wrong();
    StandIn stand_in{setting["bot"].get<std::string>()};
    for (const auto& [key, value] : setting.items()) {
        if (key == "bot") continue;
        if (key != "after" || !value.is_number_integer() || value.get<std::int64_t>() < 1 ||
            value.get<std::int64_t>() > 86'400)
            throw wrong();
        stand_in.after = std::chrono::seconds(value.get<std::int64_t>());
    }
    return stand_in;
}

}  // namespace

Lobby::Lobby(const dicebox::PluginRegistry& registry, LobbyLimits limits, Outbox& outbox,
             db::Store* history)
    : registry_(registry),
      limits_(limits),
      outbox_(outbox),
      history_(history),
      quota_(limits.tables_per_address, limits.seats_per_address) {}

Lobby::TakenUp Lobby::take_up_tables() {
    TakenUp taken;
    if (history_ == nullptr) return taken;
    // One table of the history taken up: `make` sets it up with its game's module.
    const auto take_up = [&](const std::string& code, const std::string& game,
                             const std::string& which, const auto& make) {
        const auto* module = registry_.find(game);
        try {
            if (module == nullptr)
                throw std::runtime_error(fmt::format("there is no game '{}' here", game));
            tables_.insert_or_assign(code, make(*module));
            return true;
        } catch (const db::StoreError&) {
            throw;
        } catch (const std::exception& e) {
            // The module does not go on with the game, or one of its bots fails.
            taken.problems.push_back(
                fmt::format("table {} ({}) cannot go on: {}", code, which, e.what()));
            return false;
        }
    };
    for (const auto& stored : db::waiting_tables(*history_)) {
        const auto& code = stored.table.code;
        taken.waiting +=
            take_up(code, stored.module, "waiting for people", [&](const auto& module) {
                auto table = std::make_unique<Table>(module, stored, pusher(), *history_);
                // Its game may have failed to begin: every seat was taken.
                table->begin_when_full();
                return table;
            });
    }
    for (const auto& stored : db::unfinished_online_games(*history_)) {
        taken.tables +=
            take_up(stored.table.code, stored.game.module, fmt::format("game {}", stored.game.id),
                    [&](const auto& module) {
                        return std::make_unique<Table>(module, stored, pusher(), *history_);
                    });
    }
    // A game's table too may have nobody who can come back to it: its seats were handed
    // on, and its game could not be ended as aborted then (Table::abandon()).
    if (taken.waiting > 0 || taken.tables > 0)
        unvisited_go_at_ = Clock::now() + std::chrono::seconds(limits_.unvisited_seconds);
    return taken;
}

Table::Observer Lobby::pusher() {
    return [this](const Table& changed, const dicebox::Event* event) { push(changed, event); };
}

void Lobby::connected(ConnectionId connection, std::string address) {
    places_[connection] = {};
    addresses_[connection] = std::move(address);
}

void Lobby::disconnected(ConnectionId connection) {
    const auto place = places_.find(connection);
    if (place == places_.end()) return;
    leave(place->second, connection);
    places_.erase(place);
    addresses_.erase(connection);
    send_held();
}

void Lobby::leave(Place& place, ConnectionId connection) {
    if (place.table.empty()) return;
    const std::string code = std::exchange(place.table, {});
    auto& watchers = watchers_[code];
    std::erase(watchers, connection);
    Table& table = table_named(code);
    if (place.seat != dicebox::kOnlooker) table.left(place.seat, Clock::now());
    place.seat = dicebox::kOnlooker;
    if (forsaken(code)) close(code);
}

bool Lobby::forsaken(const std::string& code) const {
    // Its game under way, or a seat taken, its people may come back to it.
    const auto watchers = watchers_.find(code);
    const Table& table = table_named(code);
    return (watchers == watchers_.end() || watchers->second.empty()) &&
           (table.over() || !table.seat_taken());
}

void Lobby::close(const std::string& code) {
    table_named(code).abandon();
    quota_.closed(code);
    if (history_ != nullptr && !table_named(code).begun()) {
        try {
            db::drop_waiting_table(*history_, code);
        } catch (const db::StoreError&) {
            // Kept, it is taken up again when the server starts: nothing is lost.
        }
    }
    tables_.erase(code);
    watchers_.erase(code);
}

void Lobby::move_to(ConnectionId connection, const std::string& code, dicebox::Seat seat) {
    Place& place = places_.at(connection);
    if (place.table == code) {
        if (place.seat != dicebox::kOnlooker && place.seat != seat)
            table_named(code).left(place.seat, Clock::now());
    } else {
        // Told of the new table before the old one is left, which may close it.
        watchers_[code].push_back(connection);
        leave(place, connection);
    }
    place = {code, seat};
}

void Lobby::tick() {
    const auto now = Clock::now();
    std::vector<std::string> handed_on;
    for (const auto& [code, table] : tables_) {
        try {
            if (table->tick(now, std::chrono::seconds(limits_.return_seconds)))
                handed_on.push_back(code);
        } catch (const std::exception&) {
            // A bot that fails (a plugin's bug) leaves its table waiting; the others go on.
        }
    }
    for (const auto& code : handed_on) {
        if (forsaken(code)) close(code);
    }
    // A table taken up that nobody comes to would count towards --max-tables for good: it
    // is forsaken without anybody leaving it or handing its seats on.
    if (unvisited_go_at_ && now >= *unvisited_go_at_) {
        unvisited_go_at_.reset();
        std::vector<std::string> forsaken_tables;
        for (const auto& [code, table] : tables_) {
            if (forsaken(code)) forsaken_tables.push_back(code);
        }
        for (const auto& code : forsaken_tables) close(code);
    }
    send_held();
}

void Lobby::received(ConnectionId connection, std::string_view message) {
    json answer;
    try {
        answer = carry_out(connection, Request(message));
    } catch (const RequestError& e) {
        answer = refusal(e.what());
    } catch (const host::SetupError& e) {
        answer = refusal(e.what());
    } catch (const dicebox::ParamError& e) {
        answer = refusal(e.what());
    } catch (const std::exception& e) {
        // What no request should cause (no secure randomness, a plugin's failure): the
        // request is refused and the server goes on.
        answer = refusal(fmt::format("the server could not do that: {}", e.what()));
    }
    send_held();
    outbox_.send(connection, host::message_text(answer));
}

void Lobby::unreadable(ConnectionId connection, const std::string& why) {
    send_held();
    outbox_.send(connection, host::message_text(refusal(why)));
}

json Lobby::carry_out(ConnectionId connection, const Request& request) {
    const std::string& cmd = request.cmd();
    if (cmd == "open") return open(connection, request);
    if (cmd == "join") return join(connection, request);
    if (cmd == "rejoin") return rejoin(connection, request);
    if (cmd == "watch") return watch(connection, request);
    if (cmd == "act") return act(connection, request);
    if (cmd == "legal") return legal(connection, request);
    if (cmd == "log") return log(connection, request);
    if (cmd == "hand") return hand(request);
    throw RequestError(
        fmt::format("unknown command '{}'; the commands are open, join, rejoin, watch, act, "
                    "legal, log and hand",
                    cmd));
}

std::string Lobby::new_code() const {
    // Crockford's base 32: a code is read out and typed by people (net/invitation.hpp).
    for (;;) {
        std::string code;
        for (const char byte : random_bytes(8)) {
            if (code.size() == 4) code += '-';
            code += kCodeLetters[static_cast<unsigned char>(byte) % kCodeLetters.size()];
        }
        if (!tables_.contains(code)) return code;
    }
}

json Lobby::open(ConnectionId connection, const Request& request) {
    request.allow_only({"game", "seats", "params", "stand_in", "house_rule"});
    if (tables_.size() >= limits_.max_tables)
        throw RequestError(
            fmt::format("this server has as many tables open as it may ({}); try again later",
                        limits_.max_tables));
    if (auto why = quota_.table_refusal(addresses_.at(connection)); !why.empty())
        throw RequestError(why);
    host::NewGame game;
    const std::string id = request.string("game");
    game.module = registry_.find(id);
    if (game.module == nullptr) throw RequestError(fmt::format("there is no game '{}' here", id));
    const json& seats = request.array("seats");
    for (std::size_t i = 0; i < seats.size(); ++i) game.seats.push_back(seat_spec(seats[i], i));
    // A table is where people play: one of bots alone would wait for nobody for ever.
    if (!seats.empty() && std::all_of(game.seats.begin(), game.seats.end(),
                                      [](const host::SeatSpec& seat) { return !seat.bot.empty(); }))
        throw RequestError(
            "every seat is a bot's: a table needs a seat for a person (bots play among "
            "themselves with 'dicebox simulate')");
    if (const json* params = request.optional_object("params")) game.params = *params;
    if (const auto text = request.optional_string("house_rule")) {
        // Checked here, in the server's sandbox, and run only there.
        auto rule = host::rule_from_text(*game.module, *text);
        if (!rule) throw RequestError(rule.error());
        game.rule = std::move(*rule);
    }
    std::optional<StandIn> stand_in;
    if (const json* setting = request.optional_object("stand_in")) stand_in = stand_in_of(*setting);
    const std::string code = new_code();
    const std::string host_token = random_hex(16);
    auto table = std::make_unique<Table>(code, std::move(game), std::move(stand_in),
                                         token_hash(host_token), pusher(), history_);
    const json view = table->view(dicebox::kOnlooker);
    tables_.emplace(code, std::move(table));
    quota_.opened(addresses_.at(connection), code);
    // Whoever opens a table looks on at it until they take a seat or go.
    move_to(connection, code, dicebox::kOnlooker);
    return {{"ok", true}, {"code", code}, {"host_token", host_token}, {"table", view}};
}

AddressQuota::Held Lobby::held_seat() const {
    return [this](const std::string& code, const std::string& hash) {
        const auto table = tables_.find(code);
        return table != tables_.end() && table->second->seat_of_token_hash(hash).has_value();
    };
}

Table& Lobby::table_named(const std::string& code) const {
    // As written first: a code of a table kept from before codes were Crockford's.
    for (const auto& read : {code, written_code(code), read_code(code)}) {
        if (const auto table = tables_.find(read); table != tables_.end()) return *table->second;
    }
    throw RequestError(fmt::format("there is no table {}", dicebox::printable(code)));
}

json Lobby::join(ConnectionId connection, const Request& request) {
    request.allow_only({"code", "name"});
    Table& table = table_named(request.string("code"));
    if (places_.at(connection).seat != dicebox::kOnlooker)
        throw RequestError("this connection already sits at a table");
    const std::string& address = addresses_.at(connection);
    if (auto why = quota_.seat_refusal(address, held_seat()); !why.empty()) throw RequestError(why);
    const auto joined = table.join(request.string("name"));
    if (!joined) throw RequestError(joined.error());
    quota_.took(address, table.code(), token_hash(joined->token));
    move_to(connection, table.code(), joined->seat);
    table.begin_when_full();
    return with_rule(table, {{"ok", true},
                             {"seat", joined->seat},
                             {"token", joined->token},
                             {"table", table.view(joined->seat)}});
}

json Lobby::rejoin(ConnectionId connection, const Request& request) {
    request.allow_only({"token"});
    const std::string token = request.string("token");
    // Hashed once for all the tables. A bot's seat has no hash, which no token's matches.
    const std::string hash = token_hash(token);
    for (const auto& [code, table] : tables_) {
        if (const auto seat = table->seat_of_token_hash(hash)) {
            // A seat is played from one connection: an older one at it, lost without
            // the server knowing yet, is unseated (still connected, at no table).
            for (auto& [other, place] : places_) {
                if (other != connection && place.table == code && place.seat == *seat) {
                    std::erase(watchers_[code], other);
                    place = {};
                }
            }
            move_to(connection, code, *seat);
            table->back(*seat);
            return with_rule(*table,
                             {{"ok", true}, {"seat", *seat}, {"table", table->view(*seat)}});
        }
    }
    throw RequestError("no seat has that token");
}

json Lobby::hand(const Request& request) {
    request.allow_only({"host_token", "seat", "bot"});
    const std::string hash = token_hash(request.string("host_token"));
    const auto table = std::find_if(tables_.begin(), tables_.end(),
                                    [&](const auto& one) { return one.second->hosted_by(hash); });
    if (table == tables_.end()) throw RequestError("no table has that host token");
    const auto seat = static_cast<dicebox::Seat>(request.integer("seat"));
    const std::string bot = request.optional_string("bot").value_or("");
    const std::string code = table->first;
    // A connection still at the seat holds it, as long as the server knows it.
    for (const auto& [connection, place] : places_) {
        if (place.table == code && place.seat == seat)
            throw RequestError(fmt::format("somebody is at seat {}", seat));
    }
    if (std::string why = table->second->hand(seat, bot); !why.empty()) throw RequestError(why);
    if (forsaken(code)) close(code);
    return {{"ok", true}};
}

json Lobby::watch(ConnectionId connection, const Request& request) {
    request.allow_only({"code"});
    Table& table = table_named(request.string("code"));
    move_to(connection, table.code(), dicebox::kOnlooker);
    return with_rule(table, {{"ok", true}, {"table", table.view(dicebox::kOnlooker)}});
}

json Lobby::with_rule(const Table& table, json answer) {
    if (table.rule()) answer["rule_script"] = table.rule()->source();
    return answer;
}

std::pair<Table*, dicebox::Seat> Lobby::seat_of(ConnectionId connection) const {
    const Place& place = places_.at(connection);
    if (place.table.empty() || place.seat == dicebox::kOnlooker)
        throw RequestError("this connection sits at no table; join one first");
    return {&table_named(place.table), place.seat};
}

json Lobby::act(ConnectionId connection, const Request& request) {
    request.allow_only({"action"});
    const auto [table, seat] = seat_of(connection);
    const std::string action = request.string("action");
    if (std::string why = table->act(seat, action); !why.empty())
        throw RequestError(fmt::format("seat {} cannot play '{}': {}", seat, action, why));
    return {{"ok", true}};
}

json Lobby::legal(ConnectionId connection, const Request& request) const {
    request.allow_only({});
    const auto [table, seat] = seat_of(connection);
    return {{"ok", true}, {"seat", seat}, {"actions", table->legal(seat)}};
}

json Lobby::log(ConnectionId connection, const Request& request) const {
    request.allow_only({});
    const Place& place = places_.at(connection);
    if (place.table.empty()) throw RequestError("this connection is at no table; join one first");
    return {{"ok", true}, {"log", table_named(place.table).told_log(place.seat)}};
}

void Lobby::push(const Table& table, const dicebox::Event* event) {
    const auto watchers = watchers_.find(table.code());
    if (watchers == watchers_.end()) return;
    for (const ConnectionId connection : watchers->second) {
        json message = table.view(places_.at(connection).seat, event);
        message["push"] = "table";
        held_.push_back({connection, table.code(), host::message_text(message)});
    }
}

void Lobby::send_held() {
    for (auto& held : held_) {
        const auto table = tables_.find(held.table);
        if (table != tables_.end() && table->second->unrecorded()) continue;
        outbox_.send(held.connection, std::move(held.message));
    }
    held_.clear();
}

}  // namespace dicebox::net
