// The boards of the games found: each plugin's board library, loaded once.
#pragma once

#include <QString>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "dicebox/board/board_abi.hpp"
#include "dicebox/loader.hpp"

namespace dicebox::board {

struct BoardFailure {
    std::string game;  // the game's id
    std::filesystem::path file;
    QString reason;
};

class BoardRegistry {
  public:
    // Loads the board library of every plugin of `plugins` that names one; a library
    // that cannot be used is recorded with the reason, and its game has no board.
    explicit BoardRegistry(const PluginRegistry& plugins);
    BoardRegistry() = default;

    // Loads `file` as the board library of game `id`; on failure records why and
    // returns false.
    bool load(const std::string& id, const std::filesystem::path& file);

    // The board of game `id`, or nullptr.
    const DiceboxBoard* find(const std::string& id) const;
    const std::vector<BoardFailure>& failures() const { return failures_; }

  private:
    std::map<std::string, const DiceboxBoard*, std::less<>> boards_;
    std::vector<BoardFailure> failures_;
};

}  // namespace dicebox::board
