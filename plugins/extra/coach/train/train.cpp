// extra_train: trains the expert's value table by self-play, for the rules as printed or
// under a house rule, and writes it as a table file (../table_file.hpp), with the
// command that trained it. The shipped tables are trained again by the command they
// record (the target extra_train_tables, ../README.md).
//
// Temporal differences on the sheets after each choice (TD(0) on afterstates): solo
// games in which the table's own best choice is played, each sheet's value moved toward
// the value of the next one, the last toward the final total. The step shrinks as the
// games go on. The seed makes a table reproducible.
#include <fmt/format.h>

#include <charconv>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include "../../extra_state.hpp"
#include "../../module.hpp"
#include "../table_file.hpp"
#include "../value_table.hpp"
#include "dicebox/rng.hpp"
#include "dicebox/script/script.hpp"

namespace {

using namespace dicebox;
using namespace dicebox::extra;

constexpr const char* kUsage =
    "Usage: extra_train [--rules FILE] [--games N] [--seed N] --out FILE\n"
    "Trains EXTRA!'s expert by self-play under the printed rules or a house rule's,\n"
    "and writes its value table to FILE (plugins/extra/coach/README.md).\n";

struct Options {
    std::string out;
    std::string rules;
    long games = 3'000'000;
    std::uint64_t seed = 1;
};

// One solo game of the table's best choices, learning as it goes.
void train_one(const ExtraState& start, ValueTable& table, double step, Rng& rng) {
    ExtraState game = start;
    std::vector<Action> choices;
    Sheet before;
    bool learning = false;
    while (!game.terminal()) {
        game.apply_chance(game.sample_chance(rng));
        game.choices_for(game.sheet(0), choices);
        double best = -1e18;
        Action chosen = choices.front();
        Sheet after;
        for (const Action choice : choices) {
            const Sheet sheet = game.entered(game.sheet(0), Choice::decode(choice));
            const double value = table(sheet);
            if (value > best) {
                best = value;
                chosen = choice;
                after = sheet;
            }
        }
        if (learning) table.learn(before, step * (best - table(before)));
        before = after;
        learning = true;
        game.apply(0, chosen);
    }
    // The last choice's sheet, toward the final score (a house rule's hooks included).
    table.learn(before, step * (game.scores()[0] - table(before)));
}

Options parse(int argc, char** argv) {
    Options options;
    for (int i = 1; i < argc; ++i) {
        const std::string_view flag = argv[i];
        if (flag == "--help" || flag == "-h") {
            std::fputs(kUsage, stdout);
            std::exit(0);
        }
        if (i + 1 >= argc) throw std::invalid_argument(fmt::format("{} needs a value", flag));
        const std::string_view value = argv[++i];
        auto number = [&](auto& into) {
            const auto [end, error] =
                std::from_chars(value.data(), value.data() + value.size(), into);
            if (error != std::errc() || end != value.data() + value.size() || into <= 0)
                throw std::invalid_argument(
                    fmt::format("{} takes a positive number, not '{}'", flag, value));
        };
        if (flag == "--out")
            options.out = value;
        else if (flag == "--rules")
            options.rules = value;
        else if (flag == "--games")
            number(options.games);
        else if (flag == "--seed")
            number(options.seed);
        else
            throw std::invalid_argument(fmt::format("unknown option {}", flag));
    }
    if (options.out.empty()) throw std::invalid_argument("--out is required");
    return options;
}

// Writes `text` to `file` whole or not at all: a training stopped or failed leaves the
// table that was there.
void write_whole(const std::filesystem::path& file, const std::string& text) {
    auto partial = file;
    partial += ".partial";
    {
        std::ofstream out(partial, std::ios::binary);
        out << text;
        if (!out.flush())
            throw std::runtime_error(fmt::format("cannot write {}", partial.string()));
    }
    std::filesystem::rename(partial, file);
}

}  // namespace

int main(int argc, char** argv) try {
    const Options options = parse(argc, argv);
    GameConfig config;
    if (!options.rules.empty())
        config = script::ruled_by(config, script::Script::load(options.rules), *module());
    const auto state = module()->new_game(config);
    const auto& start = static_cast<const ExtraState&>(*state);

    // The command as it trains again: every option spelt out, the paths as given.
    const std::string command =
        fmt::format("extra_train{} --games {} --seed {} --out {}",
                    options.rules.empty() ? "" : " --rules " + options.rules, options.games,
                    options.seed, options.out);
    ValueTable table(start.rules());
    Rng rng(options.seed);
    for (long game = 0; game < options.games; ++game) {
        const double step = 0.02 / (1 + static_cast<double>(game) / 1e6);
        train_one(start, table, step, rng);
    }
    write_whole(options.out, write_table({fingerprint(start.rules()), command, table.learned()}));
    return 0;
} catch (const std::exception& error) {
    fmt::print(stderr, "extra_train: {}\n{}", error.what(), kUsage);
    return 2;
}
