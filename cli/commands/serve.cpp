// `dicebox serve`: a server of tables that people play at over a network (WebSocket, over
// TLS when given a certificate), the server the referee (docs/protocol.md, "Network"); on
// the same port, the web client a browser plays with.
#include <fmt/format.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/address.hpp>
#include <boost/asio/signal_set.hpp>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "commands.hpp"
#include "dicebox/net/offered_rules.hpp"
#include "dicebox/net/tls.hpp"
#include "dicebox/net/web_files.hpp"
#include "dicebox/net/websocket_server.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "number_option.hpp"
#include "plugins.hpp"

namespace dicebox::cli {

namespace asio = boost::asio;
namespace {

struct ServeOptions {
    std::string listen = "127.0.0.1:7654";
    dicebox::net::ServerLimits limits;
    dicebox::net::TlsIdentity tls;           // none unless both files are given
    std::vector<std::string> rules_folders;  // offered before the user's and the shipped
};

// "ADDRESS:PORT", the address an IPv4 or IPv6 one ("[::1]:7654" as well as "::1:7654").
asio::ip::tcp::endpoint endpoint_of(const std::string& text) {
    const auto wrong = [&] {
        return CLI::ValidationError(fmt::format(
            "--listen takes ADDRESS:PORT, like 127.0.0.1:7654 or [::]:7654, not '{}'", text));
    };
    const auto colon = text.rfind(':');
    if (colon == std::string::npos) throw wrong();
    std::string address = text.substr(0, colon);
    if (address.size() > 1 && address.front() == '[' && address.back() == ']')
        address = address.substr(1, address.size() - 2);
    boost::system::error_code error;
    const auto ip = asio::ip::make_address(address, error);
    if (error) throw wrong();
    const auto port = read_whole_number(
        text.substr(colon + 1), {.label = "the port of --listen", .most = 65535, .bounded = true});
    return {ip, static_cast<unsigned short>(port)};
}

// The options of `serve`, on `cmd`.
void add_serve_options(CLI::App& cmd, ServeOptions& options) {
    cmd.add_option("--listen", options.listen,
                   "The address and port to listen on (port 0: any free one; the one taken "
                   "is printed)")
        ->capture_default_str();
    add_whole_number(cmd, "--max-tables", options.limits.lobby.max_tables,
                     "How many tables may be open at once (1000 unless set)", 1);
    add_whole_number(cmd, "--unvisited-wait", options.limits.lobby.unvisited_seconds,
                     "How many seconds a table taken up after a restart, at which nobody had "
                     "taken a seat, waits for somebody to come to it before it goes (3600 "
                     "unless set)",
                     1);
    add_whole_number(cmd, "--return-wait", options.limits.lobby.return_seconds,
                     "How many seconds a person's seat that nobody is at waits for them to "
                     "come back (from when they left, or from a restart) before it is handed "
                     "on for good: in a game under way to the table's stand-in bot, else freed "
                     "for the next person with the code; a table nobody can come back to then "
                     "goes (3600 unless set: time for a lost connection, a flat battery or a "
                     "meal)",
                     1);
    add_whole_number(cmd, "--max-tables-per-address", options.limits.lobby.tables_per_address,
                     "How many tables opened from one address (an IPv6 one's /64) may be open "
                     "at once (20 unless set: ten people behind one router, each with a table "
                     "played at and another waiting)",
                     1);
    add_whole_number(cmd, "--max-seats-per-address", options.limits.lobby.seats_per_address,
                     "How many seats people from one address may hold at open tables at once "
                     "(40 unless set: ten people behind one router, each with the seat they "
                     "play and three waiting for them)",
                     1);
    add_whole_number(cmd, "--max-connections", options.limits.connections,
                     "How many clients may be connected at once (10000 unless set)", 1);
    add_whole_number(cmd, "--max-connections-per-address", options.limits.connections_per_address,
                     "How many clients may be connected at once from one address, an IPv6 "
                     "one's /64 (40 unless set: ten people behind one router, each at a table "
                     "and watching another)",
                     1);
    add_whole_number(cmd, "--unfinished-wait", options.limits.unfinished_seconds,
                     "How many seconds a client has to finish its handshake once connected, "
                     "and a message or a browser's request once it has begun one, and a "
                     "browser's connection may idle between requests; a slower client is "
                     "closed (10 unless set)",
                     1);
    add_whole_number(cmd, "--max-message", options.limits.message_bytes,
                     "The longest message a client may send, in bytes (a longer one closes "
                     "its connection; 65536 unless set)",
                     256);
    add_whole_number(cmd, "--max-rate", options.limits.messages_per_second,
                     "How many messages a client may send a second, on average over five "
                     "seconds (a faster one is closed as a flood; 20 unless set)",
                     1);
    cmd.add_option("--rules-folder", options.rules_folders,
                   "Offer the house rules (Lua scripts) of this folder too, before your own and "
                   "those shipped with dicebox (repeatable; 'dicebox rules list' shows those)")
        ->type_name("DIR")
        ->check(CLI::ExistingDirectory);
    auto* certificate = cmd.add_option("--tls-cert", options.tls.certificate_chain,
                                       "Speak WebSocket and HTTP over TLS only (wss://, "
                                       "https://), showing this certificate chain (PEM: the "
                                       "server's certificate first)")
                            ->type_name("FILE");
    auto* key = cmd.add_option("--tls-key", options.tls.private_key,
                               "The private key (PEM) of the --tls-cert certificate")
                    ->type_name("FILE");
    certificate->needs(key);
    key->needs(certificate);
}

// Takes up the tables the history holds, saying how many; false after saying why it cannot.
bool take_up_tables(dicebox::net::WebSocketServer& server) {
    try {
        const auto taken = server.lobby().take_up_tables();
        for (const auto& problem : taken.problems)
            fmt::print(stderr, "dicebox serve: {}\n", problem);
        if (taken.tables > 0)
            fmt::print("dicebox serve: {} {} taken up where {} stopped\n", taken.tables,
                       taken.tables == 1 ? "table" : "tables",
                       taken.tables == 1 ? "its game" : "their games");
        if (taken.waiting > 0)
            fmt::print("dicebox serve: {} {} waiting for people taken up\n", taken.waiting,
                       taken.waiting == 1 ? "table" : "tables");
        return true;
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox serve: {}\n", e.what());
        return false;
    }
}

// The house rules the tables may be opened under by name, each left out said.
void offer_rules(const Globals& globals, const ServeOptions& options, dicebox::net::Lobby& lobby) {
    const std::vector<std::filesystem::path> folders(options.rules_folders.begin(),
                                                     options.rules_folders.end());
    auto offered = dicebox::net::offered_rules(plugins(globals), folders);
    for (const auto& problem : offered.problems) fmt::print(stderr, "dicebox serve: {}\n", problem);
    lobby.offer_rules(std::move(offered.rules));
}

// The web client's files, installed in share/dicebox/web beside bin/ (as the build has
// them too), and the board files of the games loaded; nothing when they cannot be read,
// after saying why.
std::optional<dicebox::net::WebFiles> web_files(const Globals& globals) {
    const auto client = dicebox::executable_dir().parent_path() / "share" / "dicebox" / "web";
    try {
        auto files = dicebox::net::WebFiles::read(client, plugins(globals));
        if (files.find("/") == nullptr)
            fmt::print(stderr,
                       "dicebox serve: there is no web client in {}: browsers are not served\n",
                       client.string());
        return files;
    } catch (const std::exception& e) {
        fmt::print(stderr, "dicebox serve: {}\n", e.what());
        return std::nullopt;
    }
}

// "127.0.0.1:7654", "[::1]:7654".
std::string address_text(const asio::ip::tcp::endpoint& bound) {
    const auto address = bound.address().to_string();
    return fmt::format("{}:{}", bound.address().is_v6() ? "[" + address + "]" : address,
                       bound.port());
}

int serve(const Globals& globals, const ServeOptions& options,
          const asio::ip::tcp::endpoint& endpoint) {
    // The files are read first: a server that would not speak TLS as asked does not start
    // at all.
    std::optional<asio::ssl::context> tls;
    try {
        if (!options.tls.certificate_chain.empty()) tls = dicebox::net::server_tls(options.tls);
    } catch (const dicebox::net::TlsError& e) {
        fmt::print(stderr, "dicebox serve: {}\n", e.what());
        return kExitFailure;
    }
    auto web = web_files(globals);
    if (!web) return kExitFailure;
    auto history = open_history(globals, dicebox::db::Access::Write, "serve");
    if (!history) return kExitFailure;
    asio::io_context io;
    std::unique_ptr<dicebox::net::WebSocketServer> server;
    const bool secure = tls.has_value();
    try {
        server = std::make_unique<dicebox::net::WebSocketServer>(io, endpoint, plugins(globals),
                                                                 options.limits, &*history,
                                                                 std::move(*web), std::move(tls));
    } catch (const boost::system::system_error& e) {
        fmt::print(stderr, "dicebox serve: cannot listen on {}: {}\n", options.listen,
                   e.code().message());
        return kExitFailure;
    }
    if (!take_up_tables(*server)) return kExitFailure;
    offer_rules(globals, options, server->lobby());
    // Stopped by Ctrl-C or by a service manager's SIGTERM: every table is in the history,
    // and goes on when the server is started again.
    asio::signal_set signals(io, SIGINT, SIGTERM);
    signals.async_wait([&io](const boost::system::error_code&, int) { io.stop(); });
    const auto bound = address_text(server->endpoint());
    fmt::print("dicebox serve: listening on {}://{}\n", secure ? "wss" : "ws", bound);
    fmt::print("dicebox serve: the web client is at {}://{}/\n", secure ? "https" : "http", bound);
    std::fflush(stdout);
    io.run();
    return kExitOk;
}

}  // namespace

void add_serve(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "serve",
        "Serve tables that people play at over a network (WebSocket), this server rolling "
        "the dice, judging every move and playing the bots, and on the same port the web "
        "client that a browser plays with (see docs/protocol.md)");
    auto options = std::make_shared<ServeOptions>();
    add_serve_options(*cmd, *options);
    cmd->callback([&globals, &run, options] {
        const auto endpoint = endpoint_of(options->listen);
        run = [&globals, options, endpoint] { return serve(globals, *options, endpoint); };
    });
}

}  // namespace dicebox::cli
