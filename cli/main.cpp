// dicebox: the command-line front end.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <CLI/CLI.hpp>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include "command_line.hpp"
#include "exit_codes.hpp"

namespace {

// "dicebox rules check": the command as far as it was read, to name it in messages.
std::string command_of(const CLI::App& app) {
    std::string command = "dicebox";
    for (auto chosen = app.get_subcommands(); !chosen.empty();
         chosen = chosen.front()->get_subcommands()) {
        command += " " + chosen.front()->get_name();
    }
    return command;
}

// What a parse error says: CLI11's words, but for a command that is missing or unknown,
// which CLI11 words as "A subcommand is required" either way.
std::string parse_error_text(const CLI::App& app, const CLI::ParseError& e) {
    const CLI::App* chosen = &app;
    while (!chosen->get_subcommands().empty()) chosen = chosen->get_subcommands().front();
    if (e.what() != std::string_view("A subcommand is required")) return e.what();
    std::vector<std::string> commands;
    for (const auto* command : chosen->get_subcommands([](const CLI::App*) { return true; })) {
        commands.push_back(command->get_name());
    }
    const auto unread = app.remaining(true);
    return fmt::format("{}; the commands are: {}",
                       unread.empty() ? std::string("a command is needed")
                                      : fmt::format("'{}' is not a command", unread.front()),
                       fmt::join(commands, ", "));
}

}  // namespace

int main(int argc, char** argv) {
    dicebox::cli::CommandLine command_line;
    CLI::App& app = command_line.app;
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        const auto command = command_of(app);
        fmt::print(stderr, "{}: {}\nRun '{} --help' for more information.\n", command,
                   parse_error_text(app, e), command);
        return dicebox::cli::kExitUsage;
    }
    try {
        return command_line.run();
    } catch (const std::exception& e) {
        fmt::print(stderr, "{}: {}\n", command_of(app), e.what());
        return dicebox::cli::kExitFailure;
    }
}
