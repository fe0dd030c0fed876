// `dicebox host GAME --players ... --server SERVER`: a table opened at a dicebox server,
// with a seat kept for each person named and the bots named; the first person named is
// the one at this terminal, and the others join with the invitation: the table's link.
#include <fmt/format.h>

#include "commands.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/net/invitation.hpp"
#include "dicebox/net/table_view.hpp"
#include "exit_codes.hpp"
#include "online/play_online.hpp"
#include "params_option.hpp"
#include "players_option.hpp"
#include "plugins.hpp"
#include "seat_options_option.hpp"
#include "shell_word.hpp"

namespace dicebox::cli {

namespace {

struct HostOptions {
    std::string game;
    std::string players;
    std::string server = "127.0.0.1";
    std::string stand_in;
    std::string rules;
    std::int64_t stand_in_after = 60;
    SeatOptionOptions seat_options;
    ParamOptions params;
};

int host_table(const Globals& globals, const HostOptions& options) {
    const auto* module = find_game(globals, options.game, "host");
    if (module == nullptr) return kExitUsage;
    auto lineup = parse_lineup(*module, options.players);
    if (lineup) lineup = with_seat_options(*module, *lineup, options.seat_options);
    if (!lineup) {
        fmt::print(stderr, "dicebox host: {}\n", lineup.error());
        return kExitUsage;
    }
    const auto you = std::find_if(lineup->begin(), lineup->end(),
                                  [](const auto& seat) { return seat.bot.empty(); });
    if (you == lineup->end()) {
        fmt::print(stderr,
                   "dicebox host: --players names no person; the first person named is "
                   "you\n");
        return kExitUsage;
    }
    const auto params = param_overrides(*module, options.params);
    if (!params) {
        fmt::print(stderr, "dicebox host: {}\n", params.error());
        return kExitUsage;
    }
    // Checked here first, so that a script the server would refuse is told of at once;
    // the server checks it again and runs it in its own sandbox.
    host::ScriptPtr rule;
    if (!options.rules.empty()) {
        auto checked = host::rules_for(*module, options.rules, {});
        if (!checked) {
            fmt::print(stderr, "dicebox host: {}\n", checked.error());
            return kExitUsage;
        }
        rule = *checked;
    }
    const auto server = parse_server_address(options.server);
    if (!server) {
        fmt::print(stderr, "dicebox host: {}\n", server.error());
        return kExitUsage;
    }
    auto connection = connect_to(*server, "host");
    if (!connection) return kExitFailure;
    dicebox::net::Seating seating;
    seating.open = dicebox::net::open_request(*module, *lineup, *params, rule);
    if (!options.stand_in.empty())
        seating.open["stand_in"] = {{"bot", options.stand_in}, {"after", options.stand_in_after}};
    seating.name = you->name;
    const auto opened = [&](const std::string& code) {
        fmt::print("Table {} is open on {}{}.\n", code, server->text(),
                   rule ? fmt::format(", under the house rule {}", rule->name()) : "");
        // The link is the invitation everywhere: a browser opens it, dicebox takes it.
        const auto link = dicebox::net::invitation_link(server->text(), code);
        fmt::print("  The invitation, for a browser: {}\n", link);
        for (const auto& seat : *lineup) {
            if (seat.bot.empty() && &seat != &*you)
                fmt::print("  {} joins with: dicebox join {} --name {}\n", seat.name,
                           shell_word(link), shell_word(seat.name));
        }
        fmt::print(
            "  A seat whose person does not come back: dicebox seat {} SEAT --bot KIND "
            "(or --free)\n",
            shell_word(link));
    };
    return play_online(globals, std::move(connection), *server, std::move(seating), "host", opened);
}

}  // namespace

void add_host(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "host",
        "Open a table at a dicebox server, with seats kept for the people named, and play "
        "the first of them here");
    auto options = std::make_shared<HostOptions>();
    cmd->add_option("game", options->game, "The game to play (see 'dicebox games')")->required();
    cmd->add_option("--players", options->players,
                    "The seats in order: people's names and bot:KIND, e.g. \"Ann,Ben,bot:greedy\"; "
                    "the first person is you")
        ->required();
    cmd->add_option("--server", options->server,
                    "The server: HOST or HOST:PORT, after wss:// when it speaks TLS (the port "
                    "is 7654 unless given)")
        ->capture_default_str();
    cmd->add_option("--stand-in", options->stand_in,
                    "A kind of bot that plays for a person who has lost their connection, until "
                    "they are back (none unless given)");
    add_whole_number(*cmd, "--stand-in-after", options->stand_in_after,
                     "How many seconds a person may be away before the --stand-in bot plays for "
                     "them (60 unless set)",
                     1, 86'400);
    cmd->add_option("--rules", options->rules,
                    "A house rule to play under: a script's file, or the name of one in the "
                    "rules folders (see 'dicebox rules list'); its text is sent to the server, "
                    "which runs it");
    add_seat_option_options(*cmd, options->seat_options);
    add_param_options(*cmd, options->params);
    cmd->callback([&globals, &run, options] {
        run = [&globals, options] { return host_table(globals, *options); };
    });
}

}  // namespace dicebox::cli
