#include "command_line.hpp"

#include "dicebox/version.hpp"
#include "history_db.hpp"
#include "terminal/help_format.hpp"

namespace dicebox::cli {

CommandLine::CommandLine()
    : app("dicebox: a rules sandbox for dice games ('dicebox games' lists those found)",
          "dicebox") {
    app.require_subcommand(1);
    // Set before the commands are added: each takes its parent's formatter.
    app.formatter(std::make_shared<FittedHelp>());
    app.set_version_flag("--version", "dicebox " DICEBOX_VERSION);

    app.add_option("--plugin-dir", globals.plugin_dirs,
                   "Also look for game plugins in this directory (searched first)")
        ->type_name("DIR");
    add_db_option(app, globals);
    // The global options may also follow the command: `dicebox history --db FILE`.
    app.fallthrough();

    add_games(app, globals, run);
    add_play(app, globals, run);
    add_resume(app, globals, run);
    add_simulate(app, globals, run);
    add_engine(app, globals, run);
    add_serve(app, globals, run);
    add_join(app, globals, run);
    add_host(app, globals, run);
    add_seat(app, globals, run);
    add_history(app, globals, run);
    add_show(app, globals, run);
    add_replay(app, globals, run);
    add_review(app, globals, run);
    add_export(app, globals, run);
    add_import(app, globals, run);
    add_sync(app, globals, run);
    add_records(app, globals, run);
    add_rules(app, globals, run);
    add_check_plugin(app, globals, run);
}

}  // namespace dicebox::cli
