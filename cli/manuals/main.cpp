// dicebox_manuals: writes the manual pages and the bash completion of `dicebox` from its
// command line, when dicebox is built (cli/CMakeLists.txt); not installed itself.
//   dicebox_manuals MAN1_DIR COMPLETION_FILE COMPLETION_FUNCTION
// COMPLETION_FUNCTION is the function that reads the tables (completion.bash), copied
// after them.
#include <fmt/format.h>

#include <exception>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "command_line.hpp"
#include "completion.hpp"
#include "man_page.hpp"

namespace {

namespace fs = std::filesystem;

void write(const fs::path& file, const std::string& text) {
    std::ofstream out(file, std::ios::binary);
    out << text;
    if (!out.flush()) throw std::runtime_error("cannot write " + file.string());
}

std::string read(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read " + file.string());
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        fmt::print(stderr, "Usage: dicebox_manuals MAN1_DIR COMPLETION_FILE COMPLETION_FUNCTION\n");
        return 2;
    }
    try {
        const dicebox::cli::CommandLine command_line;
        const CLI::App& app = command_line.app;
        const fs::path man1 = argv[1];
        fs::create_directories(man1);
        write(man1 / "dicebox.1", dicebox::cli::manuals::main_page(app));
        for (const auto* command : app.get_subcommands([](const CLI::App*) { return true; })) {
            write(man1 / ("dicebox-" + command->get_name() + ".1"),
                  dicebox::cli::manuals::command_page(*command));
        }
        const fs::path completion = argv[2];
        fs::create_directories(completion.parent_path());
        write(completion, dicebox::cli::manuals::completion_tables(app) + read(argv[3]));
    } catch (const std::exception& e) {
        fmt::print(stderr, "dicebox_manuals: {}\n", e.what());
        return 1;
    }
    return 0;
}
