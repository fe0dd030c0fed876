// `dicebox seat LINK SEAT --bot KIND | --free` (or SERVER CODE SEAT): the word of whoever opened a
// table for a seat whose person does not come back: the seat is handed to one of the game's bots
// for the rest of the game, or freed for the next person who joins with the code. The
// table's host token is the one `host` kept in the person's seats (or --host-token).
#include <fmt/format.h>

#include <charconv>

#include "commands.hpp"
#include "dicebox/names.hpp"
#include "dicebox/net/invitation.hpp"
#include "dicebox/net/seat_store.hpp"
#include "exit_codes.hpp"
#include "online/play_online.hpp"
#include "online/table_address.hpp"

namespace dicebox::cli {

namespace {

struct SeatOptions {
    std::vector<std::string> table;  // LINK SEAT, or SERVER CODE SEAT
    int seat = 0;                    // the last of them, from 1
    std::string bot;
    bool free = false;
    std::string host_token;
};

// The host token of table `code` at `server` that this person keeps, or empty.
std::string kept_host_token(const ServerAddress& server, const std::string& code) {
    for (const auto& held : dicebox::net::SeatStore().seats()) {
        if (held.server == server.text() && !held.host_token.empty() &&
            dicebox::net::read_code(held.code) == dicebox::net::read_code(code))
            return held.host_token;
    }
    return {};
}

int hand_seat(const SeatOptions& options) {
    const auto table =
        table_address(options.table[0], options.table.size() == 3 ? options.table[1] : "");
    if (!table) {
        fmt::print(stderr, "dicebox seat: {}\n", table.error());
        return kExitUsage;
    }
    const ServerAddress& server = table->server;
    std::string host_token = options.host_token;
    try {
        if (host_token.empty()) host_token = kept_host_token(server, table->code);
    } catch (const dicebox::net::SeatStoreError& e) {
        fmt::print(stderr, "dicebox seat: {}\n", e.what());
        return kExitFailure;
    }
    if (host_token.empty()) {
        fmt::print(stderr,
                   "dicebox seat: you keep no host token of table {} on {}: only whoever opened "
                   "it with 'dicebox host' (or the app) may hand its seats on\n",
                   dicebox::printable(table->code), server.text());
        return kExitUsage;
    }
    auto connection = connect_to(server, "seat");
    if (!connection) return kExitFailure;
    nlohmann::json request = {
        {"cmd", "hand"}, {"host_token", host_token}, {"seat", options.seat - 1}};
    if (!options.free) request["bot"] = options.bot;
    std::optional<nlohmann::json> answer;
    try {
        if (connection->send(request.dump())) answer = connection->receive();
    } catch (const dicebox::net::ConnectionError& e) {
        fmt::print(stderr, "dicebox seat: {}\n", e.what());
        return kExitFailure;
    }
    if (!answer) {
        fmt::print(stderr, "dicebox seat: the server at {} closed the connection\n", server.text());
        return kExitFailure;
    }
    if (answer->value("ok", false) != true) {
        fmt::print(stderr, "dicebox seat: the server refuses: {}\n",
                   dicebox::printable(answer->value("error", std::string())));
        return kExitFailure;
    }
    if (options.free) {
        fmt::print("Seat {} is free: the next person who joins with the code takes it.\n",
                   options.seat);
    } else {
        fmt::print("Seat {} is the {} bot's for the rest of the game.\n", options.seat,
                   options.bot);
    }
    return kExitOk;
}

}  // namespace

void add_seat(CLI::App& app, const Globals&, Runner& run) {
    auto* cmd = app.add_subcommand(
        "seat",
        "Hand a seat of a table you opened, whose person does not come back, to a bot, or "
        "free it for the next person who joins with the code");
    auto options = std::make_shared<SeatOptions>();
    cmd->add_option("table-and-seat", options->table,
                    "The table's link (http://HOST:PORT/t/CODE) and the seat, as the table "
                    "numbers it (1 is the first); or the server (HOST or HOST:PORT, after wss:// "
                    "when it speaks TLS), the table's code and the seat")
        ->required()
        ->expected(1, 3)  // 2 or 3, which the callback checks: "2 to 3" reads "x 2" in the help
        ->type_name("LINK SEAT | SERVER CODE SEAT");
    auto* bot = cmd->add_option("--bot", options->bot,
                                "The kind of bot that plays the seat for the rest of the game");
    auto* free = cmd->add_flag("--free", options->free,
                               "Free the seat: the next person who joins with the code takes it");
    bot->excludes(free);
    cmd->add_option("--host-token", options->host_token,
                    "The table's host token (unless given, the one kept when you opened it)");
    cmd->callback([&run, options] {
        const auto& table = options->table;
        if (table.size() < 2 || (table.size() == 2 && !dicebox::net::is_link(table[0])))
            throw CLI::ValidationError(
                "seat takes the table's link and the seat, or its server, code and seat");
        const auto& seat = table.back();
        const auto [end, ec] =
            std::from_chars(seat.data(), seat.data() + seat.size(), options->seat);
        if (ec != std::errc() || end != seat.data() + seat.size() || options->seat < 1)
            throw CLI::ValidationError(
                fmt::format("'{}' is not a seat: the table numbers its seats from 1",
                            dicebox::printable(seat)));
        if (options->bot.empty() && !options->free)
            throw CLI::ValidationError("seat takes --bot KIND or --free");
        run = [options] { return hand_seat(*options); };
    });
}

}  // namespace dicebox::cli
