// Setting a game up in the app, as `dicebox play` and `dicebox resume` do: the session
// under its house rule, the history that records it, and its seats.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "dicebox/db/game_record.hpp"
#include "dicebox/host/lineup.hpp"
#include "play/game_runner.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

struct GameSetup {
    const dicebox::GameModule* module = nullptr;
    std::vector<dicebox::host::SeatSpec> seats;
    std::string rule;  // a house rule's file or name (rule_files.hpp); empty: as printed
    std::optional<std::uint64_t> seed;  // nothing: a random one
    // Parameters on top of the rules, as --param gives them: {"match": true} for Strike's match.
    nlohmann::json params = nlohmann::json::object();
};

// Why a game could not be set up, in words for a dialog.
class SetupError : public std::runtime_error {
  public:
    // RuleNotFound: the house rule a stored game was played under is not among those
    // found (or has changed since); the window offers to point at its script, as
    // --rules FILE does on the command line.
    enum class Kind { Other, RuleNotFound };

    explicit SetupError(const std::string& why, Kind kind = Kind::Other)
        : std::runtime_error(why), kind_(kind) {}
    Kind kind() const { return kind_; }

  private:
    Kind kind_;
};

// A new game, stored in the history file `history` from its first event. Throws
// SetupError: a house rule that cannot be loaded or fails, a history that cannot be
// written.
std::unique_ptr<GameRunner> start_game(const GameSetup& setup,
                                       const std::filesystem::path& history);

// `game` of the history replayed where it stopped, under its house rule: the script
// `rule_file` when given, else the one found among the known scripts. Throws SetupError:
// a game or house rule not found any more (Kind::RuleNotFound), a log that does not
// replay.
std::unique_ptr<dicebox::Session> replayed(const Catalog& catalog,
                                           const dicebox::db::GameRecord& game,
                                           const std::filesystem::path& rule_file = {});

// Unfinished game `id` of the history, set up again where it stopped (its house rule as
// replayed() finds it). Throws SetupError: no such game, a finished or aborted one, a
// game or house rule not found any more.
std::unique_ptr<GameRunner> resume_game(const Catalog& catalog, std::int64_t id,
                                        const std::filesystem::path& history,
                                        const std::filesystem::path& rule_file = {});

}  // namespace dicebox::gui
