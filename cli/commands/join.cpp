// `dicebox join SERVER CODE --name NAME`: a seat at a table of a dicebox server, played
// at the terminal as `play` plays; `--token` takes a seat back after a lost connection.
#include <fmt/format.h>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "online/play_online.hpp"

namespace dicebox::cli {

namespace {

struct JoinOptions {
    std::string server;
    std::string code;
    std::string name;
    std::string token;
};

int join(const Globals& globals, const JoinOptions& options) {
    const auto server = parse_server_address(options.server);
    if (!server) {
        fmt::print(stderr, "dicebox join: {}\n", server.error());
        return kExitUsage;
    }
    auto connection = connect_to(*server, "join");
    if (!connection) return kExitFailure;
    dicebox::net::Seating seating;
    seating.code = options.code;
    seating.name = options.name;
    seating.token = options.token;
    return play_online(globals, std::move(connection), *server, std::move(seating), "join");
}

}  // namespace

void add_join(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "join",
        "Take a seat at a table of a dicebox server and play it here; at the end the dice are "
        "checked and the game kept in your history");
    auto options = std::make_shared<JoinOptions>();
    cmd->add_option("server", options->server,
                    "The server: HOST or HOST:PORT, after wss:// when it speaks TLS (the port "
                    "is 7654 unless given)")
        ->required();
    auto* code =
        cmd->add_option("code", options->code, "The table's invitation code, like K7QM-2XPA");
    auto* name = cmd->add_option("--name", options->name, "Your name at the table");
    auto* token = cmd->add_option("--token", options->token,
                                  "Take back the seat this token names (printed when you took it), "
                                  "after a lost connection");
    code->needs(name);
    name->needs(code);
    token->excludes(code)->excludes(name);
    cmd->callback([&globals, &run, options] {
        if (options->token.empty() && options->code.empty())
            throw CLI::ValidationError(
                "join takes a table's code and --name, or the --token of a seat taken before");
        run = [&globals, options] { return join(globals, *options); };
    });
}

}  // namespace dicebox::cli
