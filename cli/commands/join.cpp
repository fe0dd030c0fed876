// `dicebox join LINK --name NAME` (or SERVER CODE): a seat at a table of a dicebox server,
// played at the terminal as `play` plays; `--token` takes a seat back after a lost
// connection.
#include <fmt/format.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "online/play_online.hpp"
#include "online/table_address.hpp"

namespace dicebox::cli {

namespace {

constexpr const char* kWhatJoinTakes =
    "join takes a table's link (or its server and code) and --name, or the --token of a seat "
    "taken before";

struct JoinOptions {
    std::string server;
    std::string code;
    std::string name;
    std::string token;
};

int join(const Globals& globals, const JoinOptions& options) {
    const auto table = table_address(options.server, options.code);
    if (!table) {
        fmt::print(stderr, "dicebox join: {}\n", table.error());
        return kExitUsage;
    }
    if (table->code.empty() && options.token.empty()) {
        fmt::print(stderr, "dicebox join: {}\n", kWhatJoinTakes);
        return kExitUsage;
    }
    auto connection = connect_to(table->server, "join");
    if (!connection) return kExitFailure;
    dicebox::net::Seating seating;
    // A token names its seat: a link given with it says only where the server is.
    if (options.token.empty()) seating.code = table->code;
    seating.name = options.name;
    seating.token = options.token;
    return play_online(globals, std::move(connection), table->server, std::move(seating), "join");
}

}  // namespace

void add_join(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "join",
        "Take a seat at a table of a dicebox server and play it here; at the end the dice are "
        "checked and the game kept in your history");
    auto options = std::make_shared<JoinOptions>();
    cmd->add_option("server", options->server,
                    "The table's link, http://HOST:PORT/t/CODE as its host sent it; or the "
                    "server: HOST or HOST:PORT, after wss:// when it speaks TLS (the port is "
                    "7654 unless given)")
        ->required();
    auto* code = cmd->add_option("code", options->code,
                                 "The table's invitation code, like K7QM-2XPA, after the server "
                                 "(its link holds it)");
    auto* name = cmd->add_option("--name", options->name, "Your name at the table");
    auto* token = cmd->add_option("--token", options->token,
                                  "Take back the seat this token names (printed when you took it), "
                                  "after a lost connection");
    token->excludes(code)->excludes(name);
    cmd->callback([&globals, &run, options] {
        // Whether the server names a table too is known once it is read as a link.
        if (options->token.empty() && options->name.empty())
            throw CLI::ValidationError(kWhatJoinTakes);
        run = [&globals, options] { return join(globals, *options); };
    });
}

}  // namespace dicebox::cli
