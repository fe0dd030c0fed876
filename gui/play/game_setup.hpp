// Setting a game up in the app, as `dicebox play` and `dicebox resume` do: the session
// under its house rule, the history that records it, and its seats.
#pragma once

#include <QString>
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
#include "dicebox/host/refusal.hpp"
#include "dicebox/host/stored_session.hpp"
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

// Why a game could not be set up, or go on, in the person's language for a dialog.
class SetupError : public std::runtime_error {
  public:
    // RuleNotFound: the house rule a stored game was played under is not among those
    // found (or has changed since); the window offers to point at its script, as
    // --rules FILE does on the command line.
    enum class Kind { Other, RuleNotFound };

    explicit SetupError(const QString& why, Kind kind = Kind::Other)
        : std::runtime_error(why.toStdString()), why_(why), kind_(kind) {}
    // A refusal of host/, worded in the person's language.
    explicit SetupError(const dicebox::host::Refusal& refusal);
    const QString& why() const { return why_; }
    Kind kind() const { return kind_; }

  private:
    QString why_;
    Kind kind_;
};

// A new game, stored in the history file `history` from its first event. Throws
// SetupError: a house rule that cannot be loaded or fails, a history that cannot be
// written.
std::unique_ptr<GameRunner> start_game(const GameSetup& setup,
                                       const std::filesystem::path& history);

// `game` of the history taken up where it stopped, under its house rule: the script
// `rule_file` when given, else the one found among the known scripts. Throws SetupError:
// a game or house rule not found any more (Kind::RuleNotFound), a log that does not
// replay.
dicebox::host::Resumed replayed(const Catalog& catalog, dicebox::db::GameRecord game,
                                const std::filesystem::path& rule_file = {});

// Game `id` of the history, set up again where it stopped (its house rule as replayed()
// finds it), when it may go on here (host::resume_refusal). Throws SetupError: no such
// game, one that may not go on, a game or house rule not found any more.
std::unique_ptr<GameRunner> resume_game(const Catalog& catalog, std::int64_t id,
                                        const std::filesystem::path& history,
                                        const std::filesystem::path& rule_file = {});

}  // namespace dicebox::gui
