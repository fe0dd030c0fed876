// dicebox: the command-line front end.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <exception>

#include "commands.hpp"
#include "exit_codes.hpp"
#include "plugins.hpp"

int main(int argc, char** argv) {
    CLI::App app{"dicebox: a rules sandbox for dice games (EXTRA!, Exxtra, Strike)", "dicebox"};
    app.require_subcommand(1);
    app.set_version_flag("--version", "dicebox 0.1.0");

    cli::Globals globals;
    app.add_option("--plugin-dir", globals.plugin_dirs,
                   "Also look for game plugins in this directory (searched first)")
        ->type_name("DIR");
    app.add_option("--db", globals.db,
                   "The history database (default: $XDG_DATA_HOME/dicebox/history.sqlite)")
        ->type_name("PATH");
    // The global options may also follow the command: `dicebox history --db FILE`.
    app.fallthrough();

    cli::Runner run;
    cli::add_games(app, globals, run);
    cli::add_play(app, globals, run);
    cli::add_resume(app, globals, run);
    cli::add_simulate(app, globals, run);
    cli::add_engine(app, globals, run);
    cli::add_history(app, globals, run);
    cli::add_show(app, globals, run);
    cli::add_replay(app, globals, run);
    cli::add_export(app, globals, run);
    cli::add_import(app, globals, run);
    cli::add_records(app, globals, run);
    cli::add_rules(app, globals, run);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return cli::kExitUsage;
    }
    try {
        return run();
    } catch (const std::exception& e) {
        fmt::print(stderr, "dicebox: {}\n", e.what());
        return cli::kExitFailure;
    }
}
