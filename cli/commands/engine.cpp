// `dicebox engine`: the engine protocol (PROTOCOL.md) on standard input and output.
#include <cstdio>
#include <iostream>
#include <string>

#include "commands.hpp"
#include "engine/protocol.hpp"
#include "exit_codes.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"

namespace cli {

void add_engine(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "engine",
        "Let another program drive games: one JSON request per line on standard input, one "
        "JSON answer per line on standard output (see PROTOCOL.md)");
    // The house rules come with the requests ("rules" of `new`); their limits from here.
    auto limits = std::make_shared<RulesOptions>();
    add_limit_options(*cmd, *limits);
    cmd->callback([&globals, &run, limits] {
        run = [&globals, limits] {
            engine::Engine engine(plugins(globals), limits_of(*limits));
            // Every line gets its answer, blank ones included: a client counting
            // answers never falls out of step with its requests.
            std::string line;
            while (std::getline(std::cin, line)) {
                const nlohmann::json answer = engine.answer(line);
                // Refusals may quote the client's bytes; invalid UTF-8 must not stop the
                // answer from being written.
                const std::string text =
                    answer.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
                std::fwrite(text.data(), 1, text.size(), stdout);
                std::fputc('\n', stdout);
                std::fflush(stdout);
            }
            return kExitOk;
        };
    });
}

}  // namespace cli
