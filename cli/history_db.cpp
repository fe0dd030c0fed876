#include "history_db.hpp"

#include <fmt/format.h>

#include <system_error>

#include "shell_word.hpp"

namespace dicebox::cli {
namespace {

namespace fs = std::filesystem;

// Why `text` cannot name a history file or a PostgreSQL database, as CLI11 words it
// after "--db: "; empty when it can. A server's URI is checked by the server.
std::string path_refusal(std::string& text) {
    if (dicebox::db::is_server_uri(text)) return {};
    if (text.empty()) {
        return fmt::format(
            "an empty path names no file; leave --db out for the default history, {}",
            dicebox::db::default_path().string());
    }
    const fs::path file(text);
    std::error_code ec;
    const auto status = fs::status(file, ec);
    if (fs::is_directory(status)) {
        return fmt::format("{} is a folder; give the history's file, such as {}", text,
                           (file / "history.sqlite").string());
    }
    if (fs::exists(status) && !fs::is_regular_file(status)) {
        return fmt::format(
            "{} is not a regular file (it is a device, a pipe or a socket); a history is a file "
            "of its own",
            text);
    }
    const fs::path folder = file.parent_path();
    if (!folder.empty() && !fs::is_directory(folder, ec)) {
        return fmt::format(
            "the folder {} does not exist; create it first, or give a file in a folder that "
            "exists",
            folder.string());
    }
    return {};
}

// Whether `file` is a file holding nothing at all: no history yet, though it exists.
bool empty_file(const fs::path& file) {
    std::error_code ec;
    return fs::is_regular_file(file, ec) && fs::file_size(file, ec) == 0 && !ec;
}

}  // namespace

void add_db_option(CLI::App& app, Globals& globals) {
    app.add_option("--db", globals.db,
                   "The history: an SQLite file (default: "
                   "$XDG_DATA_HOME/dicebox/history.sqlite) or a PostgreSQL database "
                   "(postgresql://USER@HOST:PORT/DATABASE)")
        ->type_name("PATH|URI")
        ->check(CLI::Validator(path_refusal, ""));
}

fs::path history_file(const Globals& globals) {
    return globals.db.empty() ? dicebox::db::default_path() : globals.db;
}

std::string db_argument(const Globals& globals) {
    return globals.db.empty() ? std::string() : " --db " + shell_word(globals.db.string());
}

std::optional<dicebox::db::Store> open_history(const Globals& globals, dicebox::db::Access access,
                                               const char* command) {
    const auto file = history_file(globals);
    const bool empty = empty_file(file);
    if (empty && access == dicebox::db::Access::Read) {
        fmt::print(stderr,
                   "dicebox {}: {} is an empty file: no game has been recorded there yet (play a "
                   "game, or give another file with --db)\n",
                   command, file.string());
        return std::nullopt;
    }
    try {
        std::optional<dicebox::db::Store> store(std::in_place, file, access);
        if (empty) {
            fmt::print(stderr, "dicebox {}: {} was an empty file; it is now a dicebox history\n",
                       command, file.string());
        }
        return store;
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command, e.what());
        return std::nullopt;
    }
}

std::optional<dicebox::db::Store> open_history_to_change(const Globals& globals,
                                                         const char* command) {
    const auto file = history_file(globals);
    std::error_code ec;
    const bool missing = !dicebox::db::is_server_uri(file.string()) && !fs::exists(file, ec);
    return open_history(globals, missing ? dicebox::db::Access::Read : dicebox::db::Access::Write,
                        command);
}

}  // namespace dicebox::cli
