#include "man_page.hpp"

#include <fmt/format.h>

#include "dicebox/version.hpp"
#include "exit_codes.hpp"
#include "roff.hpp"

namespace dicebox::cli::manuals {
namespace {

// The date of the release the pages describe: pages built twice are the same file.
constexpr const char* kReleaseDate = "2026-11-25";

std::vector<const CLI::App*> commands_of(const CLI::App& app) {
    return app.get_subcommands([](const CLI::App*) { return true; });
}

std::string header(const std::string& page, const std::string& summary) {
    return fmt::format(
        ".TH {} 1 {} \"dicebox {}\" \"dicebox manual\"\n"
        ".SH NAME\n{} \\- {}\n",
        typed(page), kReleaseDate, DICEBOX_VERSION, typed(page), roff(summary));
}

// "dicebox rules list", as the command is typed.
std::string command_path(const CLI::App& command) {
    const CLI::App* parent = command.get_parent();
    return parent == nullptr ? command.get_name()
                             : command_path(*parent) + " " + command.get_name();
}

std::string synopsis(const CLI::App& command) {
    std::string line = fmt::format(".B {}\n", typed(command_path(command)));
    if (!command.get_options([](const CLI::Option* o) { return o->nonpositional(); }).empty()) {
        line += "[\\fIOPTIONS\\fR]\n";
    }
    for (const auto* positional :
         command.get_options([](const CLI::Option* o) { return !o->nonpositional(); })) {
        const auto name = positional->get_name(true);
        line += positional->get_required() ? fmt::format("\\fI{}\\fR\n", name)
                                           : fmt::format("[\\fI{}\\fR]\n", name);
    }
    if (!commands_of(command).empty()) line += "\\fICOMMAND\\fR ...\n";
    return line;
}

// One option: its names and the kind of value it takes, then its description, its
// default and whether it is required.
std::string option_entry(const CLI::Option& option) {
    std::string names;
    if (option.nonpositional()) {
        for (const auto& name : option.get_snames())
            names += (names.empty() ? "" : ", ") + typed("-" + name);
        for (const auto& name : option.get_lnames())
            names += (names.empty() ? "" : ", ") + typed("--" + name);
    } else {
        names = option.get_name(true);
    }
    std::string entry = fmt::format(".TP\n\\fB{}\\fR", names);
    const auto type = option.get_type_name();
    if (option.nonpositional() && option.get_expected_max() > 0 && !type.empty()) {
        entry += fmt::format(" \\fI{}\\fR", roff(type));
    }
    entry += "\n" + roff(option.get_description());
    if (!option.get_default_str().empty()) {
        entry += fmt::format(" (default: {})", roff(option.get_default_str()));
    }
    if (option.get_required() && option.nonpositional()) entry += " (required)";
    return entry + "\n";
}

std::string options_of(const CLI::App& command) {
    std::string text;
    for (const auto* option : command.get_options()) text += option_entry(*option);
    return text;
}

std::string command_list(const CLI::App& parent) {
    std::string text;
    for (const auto* command : commands_of(parent)) {
        text += fmt::format(".TP\n\\fB{}\\fR\n{}\n", typed(command->get_name()),
                            roff(command->get_description()));
    }
    return text;
}

}  // namespace

std::string main_page(const CLI::App& app) {
    std::string page = header("dicebox", "a rules sandbox for dice games");
    page += ".SH SYNOPSIS\n.B dicebox\n[\\fIOPTIONS\\fR] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR]\n";
    page += R"(.SH DESCRIPTION
.B dicebox
plays dice games by their rules, in the terminal, with people and bots. Each game is
a plugin;
.B dicebox games
lists those found, with their bots and parameters, and
.I /usr/share/dicebox/rules.md
holds the rules of the games shipped with dicebox.
House rules are Lua scripts; bots simulate thousands of seeded games to show what a
house rule changes; every game is kept in a history, which replays it and gives
records.
Each command has a manual page of its own, and
.B \-\-help
after it says what it takes.
The desktop app is
.BR dicebox\-gui (1).
.SH OPTIONS
These options may come before or after the command.
)";
    page += options_of(app);
    page += ".SH COMMANDS\n" + command_list(app);
    page += R"(.SH FILES
.TP
.I $XDG_DATA_HOME/dicebox/history.sqlite
The history: every game played or recorded (\fB\-\-db\fR chooses another file).
Without XDG_DATA_HOME, under
.IR ~/.local/share/dicebox .
.TP
.I $XDG_DATA_HOME/dicebox/plugins/
Games you add: their plugins (\fIdicebox\-GAME.so\fR), found before the installed ones.
.TP
.I $XDG_DATA_HOME/dicebox/scripts/
Your house rules (\fIGAME/NAME.lua\fR).
.TP
.I /usr/lib/dicebox/plugins/
The installed games, and their boards in \fIboards/\fR.
.TP
.I /usr/share/dicebox/scripts/
The house rules shipped with dicebox.
.TP
.I /usr/share/dicebox/rules.md
The rules of the games, every ambiguity decided.
.SH ENVIRONMENT
.TP
.B DICEBOX_PLUGIN_PATH
Folders of game plugins, separated by colons, searched after \fB\-\-plugin\-dir\fR and
before the user's and the installed ones.
.TP
.B XDG_DATA_HOME
Where the user's files are (default \fI~/.local/share\fR).
)";
    page += fmt::format(R"(.SH EXIT STATUS
.TP
.B {}
The command did its work.
.TP
.B {}
It could not: the reason is on standard error.
.TP
.B {}
Wrong arguments: a missing or unknown option, or a value it does not take.
.TP
.B {}
A game was left before its end (end of input while a person was to move).
.TP
.B {}
Stopped by Ctrl\-C.
)",
                        kExitOk, kExitFailure, kExitUsage, kExitAbandoned, kExitInterrupted);
    page += ".SH SEE ALSO\n.BR dicebox\\-gui (1)";
    for (const auto* command : commands_of(app)) {
        page += fmt::format(",\n.BR dicebox\\-{} (1)", typed(command->get_name()));
    }
    return page + "\n";
}

std::string command_page(const CLI::App& command) {
    const std::string name = "dicebox-" + command.get_name();
    std::string page = header(name, command.get_description());
    page += ".SH SYNOPSIS\n" + synopsis(command);
    page += ".SH DESCRIPTION\n" + roff(command.get_description()) + "\n";
    // What --help says after the options (what a person types at play's prompt).
    if (!command.get_footer().empty()) page += ".PP\n" + roff(command.get_footer()) + "\n";
    page += ".SH OPTIONS\n" + options_of(command);
    page += ".PP\nThe global options of\n.BR dicebox (1)\nmay be given too.\n";
    const auto subcommands = commands_of(command);
    if (!subcommands.empty()) page += ".SH COMMANDS\n" + command_list(command);
    for (const auto* subcommand : subcommands) {
        page += fmt::format(".SH \"{}\"\n", typed(command_path(*subcommand)));
        page += synopsis(*subcommand) + ".PP\n" + roff(subcommand->get_description()) + "\n";
        page += options_of(*subcommand);
    }
    return page + ".SH SEE ALSO\n.BR dicebox (1)\n";
}

}  // namespace dicebox::cli::manuals
