#include "seat_options_option.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "dicebox/json_text.hpp"

namespace dicebox::cli {
namespace {

namespace host = dicebox::host;
using R = dicebox::Result<std::vector<host::SeatSpec>>;

// One option given to one seat, as the flag wrote it, for the messages.
struct Given {
    std::string flag;  // "--seat-option Ann:handicap", "--handicap Ann"
    std::string player;
    std::string option;
    nlohmann::json value;
};

// "NAME:OPTION[=VALUE]". The last colon ends the name, as a bot's "bot:KIND" holds one
// and no option's value does (seat options are numbers, lists of them, or flags).
dicebox::Result<Given> given_of(const std::string& text) {
    using G = dicebox::Result<Given>;
    const std::string flag = "--seat-option " + text;
    const auto colon = text.rfind(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 == text.size()) {
        return G::failure(fmt::format(
            "{}: write NAME:OPTION or NAME:OPTION=VALUE, e.g. --seat-option Ann:handicap", flag));
    }
    Given given{flag, text.substr(0, colon), text.substr(colon + 1), true};
    if (const auto equals = given.option.find('='); equals != std::string::npos) {
        // A VALUE that is not JSON stays a string, so that the game's schema says what
        // the option takes.
        const std::string value = given.option.substr(equals + 1);
        given.option.resize(equals);
        given.value = value;
        if (nlohmann::json::accept(value)) {
            try {
                given.value = dicebox::parse_json(value);
            } catch (const dicebox::JsonTextError& e) {
                return G::failure(fmt::format("{}: the value cannot be read: {}", flag, e.what()));
            }
        }
    }
    return given;
}

std::vector<std::string> option_names(const dicebox::ParamSchema& schema) {
    std::vector<std::string> names;
    for (const auto& spec : schema.specs()) names.push_back(spec.name);
    return names;
}

// The seat given the option, or why not.
std::string give(const dicebox::GameModule& module, std::vector<host::SeatSpec>& seats,
                 const Given& given) {
    const auto& schema = module.seat_options();
    if (schema.find(given.option) == nullptr) {
        const auto names = option_names(schema);
        return fmt::format("{}: {}'s seats take no option '{}' ({})", given.flag,
                           module.info().name, given.option,
                           names.empty() ? std::string("they take none")
                                         : fmt::format("they take {}", fmt::join(names, ", ")));
    }
    if (const auto problems = schema.problems({{given.option, given.value}}); !problems.empty()) {
        return fmt::format("{}: {}", given.flag, problems.front());
    }
    const auto seat = std::find_if(seats.begin(), seats.end(), [&](const host::SeatSpec& s) {
        return s.name == given.player || (!s.bot.empty() && "bot:" + s.bot == given.player);
    });
    if (seat == seats.end()) {
        return fmt::format("{}: there is no such player", given.flag);
    }
    seat->options[given.option] = given.value;
    return "";
}

}  // namespace

void add_seat_option_options(CLI::App& command, SeatOptionOptions& options) {
    command
        .add_option("--seat-option", options.seat_options,
                    "Give a player's seat an option of the game, e.g. --seat-option Ann:handicap "
                    "(VALUE is true when left out; see 'dicebox games --json'); may be repeated")
        ->type_name("NAME:OPTION[=VALUE]");
    // --handicap names an option, not a game: like --match for --param match=true, it is a
    // shorthand that needs no knowledge of any game, and a game whose seats take no
    // 'handicap' option refuses it with the reason.
    command
        .add_option("--handicap", options.handicap,
                    "Give this player the children's handicap (--seat-option NAME:handicap), "
                    "for games that have one; may be repeated")
        ->type_name("NAME");
}

R with_seat_options(const dicebox::GameModule& module, std::vector<host::SeatSpec> seats,
                    const SeatOptionOptions& options) {
    for (const auto& name : options.handicap) {
        if (module.seat_options().find("handicap") == nullptr) {
            return R::failure(fmt::format(
                "--handicap {}: {} has no handicap (its seats take no 'handicap' option); leave "
                "--handicap out",
                name, module.info().name));
        }
        const auto problem = give(module, seats, {"--handicap " + name, name, "handicap", true});
        if (!problem.empty()) return R::failure(problem);
    }
    for (const auto& text : options.seat_options) {
        const auto given = given_of(text);
        if (!given) return R::failure(given.error());
        const auto problem = give(module, seats, *given);
        if (!problem.empty()) return R::failure(problem);
    }
    return seats;
}

}  // namespace dicebox::cli
