// `dicebox engine`: the engine protocol (docs/protocol.md) on standard input and output.
#include <fmt/format.h>

#include <cstdio>
#include <iostream>
#include <string>

#include "commands.hpp"
#include "engine/protocol.hpp"
#include "engine/request_lines.hpp"
#include "exit_codes.hpp"
#include "plugins.hpp"
#include "rules_option.hpp"

namespace dicebox::cli {

namespace host = dicebox::host;
namespace {

// The answer to a line longer than any request may be; the engine reads on.
nlohmann::json too_long() {
    return host::refusal(fmt::format(
        "that line is not a request: it is longer than the limit of {}; send one JSON object "
        "per line",
        dicebox::byte_limit_text(engine::kRequestLimits.bytes)));
}

}  // namespace

void add_engine(CLI::App& app, const Globals& globals, Runner& run) {
    auto* cmd = app.add_subcommand(
        "engine",
        "Let another program drive games: one JSON request per line on standard input, one "
        "JSON answer per line on standard output (see docs/protocol.md)");
    // The house rules come with the requests ("rules" of `new`); their limits from here.
    auto limits = std::make_shared<host::RulesOptions>();
    add_limit_options(*cmd, *limits);
    cmd->callback([&globals, &run, limits] {
        run = [&globals, limits] {
            engine::Engine engine(plugins(globals), host::limits_of(*limits));
            // Every line gets its answer, blank ones included: a client counting
            // answers never falls out of step with its requests.
            engine::RequestLines lines(std::cin, engine::kRequestLimits.bytes);
            std::string line;
            for (auto read = lines.next(line); read != engine::RequestLines::Read::End;
                 read = lines.next(line)) {
                const nlohmann::json answer =
                    read == engine::RequestLines::Read::Line ? engine.answer(line) : too_long();
                const std::string text = host::message_text(answer);
                std::fwrite(text.data(), 1, text.size(), stdout);
                std::fputc('\n', stdout);
                std::fflush(stdout);
            }
            return kExitOk;
        };
    });
}

}  // namespace dicebox::cli
