// A game module: what a plugin provides for one game.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/bot.hpp"
#include "dicebox/coach.hpp"
#include "dicebox/house_rule.hpp"
#include "dicebox/params.hpp"
#include "dicebox/sentence.hpp"
#include "dicebox/state.hpp"
#include "dicebox/terminal_view.hpp"

namespace dicebox {

struct ModuleInfo {
    std::string id;  // stable, stored in the history: "extra"
    std::string name;
    std::string version;
    std::string description;
    int min_players = 1;
    int max_players = 1;
    // Strike counts penalty points: the lowest score is the best. Ranks and the
    // history's best scores follow this.
    bool lower_score_wins = false;
};

// How one game is set up: the number of seats, the variant's parameter overrides,
// each seat's options (such as EXTRA!'s children's handicap), and the house rule whose
// hooks the module calls. A house rule's parameters and seat options are already
// merged into `params` and `seats` by the host.
struct GameConfig {
    int players = 1;
    nlohmann::json params = nlohmann::json::object();
    std::vector<nlohmann::json> seats;      // one object per seat, or empty for defaults
    std::shared_ptr<const HouseRule> rule;  // null: the rules as printed
};

class GameModule {
  public:
    virtual ~GameModule() = default;

    virtual const ModuleInfo& info() const = 0;
    virtual const ParamSchema& params() const = 0;
    virtual const ParamSchema& seat_options() const = 0;
    // The hooks a house rule may define (RuleHooks); scripts/README.md documents each.
    virtual const std::vector<HookSpec>& hooks() const = 0;

    // A new game, with chance due for its first event. Throws ParamError (naming the
    // parameter) for an invalid configuration, HookError for a house rule that fails
    // while the game is set up. The game keeps the hooks it opened from config.rule.
    virtual std::unique_ptr<State> new_game(const GameConfig& config) const = 0;
    // Reads back State::to_json() of a game under the printed rules (a house rule's
    // hooks are not part of a state); throws std::invalid_argument on a malformed state.
    virtual std::unique_ptr<State> state_from_json(const nlohmann::json& json) const = 0;

    // Bot names, weakest first; "random" is always among them.
    virtual std::vector<std::string> bots() const = 0;
    // What the named bot does, in a sentence for a person choosing one (`dicebox games`,
    // the engine's `games`, the app's seats); empty when the module does not say.
    virtual std::string bot_description(std::string_view /*name*/) const { return {}; }
    // The named bot, or nullptr when the module has none of that name.
    virtual std::unique_ptr<Bot> make_bot(std::string_view name) const = 0;
    // The bot used when none is named.
    virtual std::string default_bot() const = 0;
    // The coach (hints and reviews) of `game`, a state of a game of this module (its
    // rules and players), or nullptr for a game without one. A coach may begin in the
    // background what it will need for such a game (Exxtra's solves the race of two
    // players), and only that: a review of six players pays for no race of two.
    virtual std::unique_ptr<Coach> make_coach(const State& /*game*/) const { return nullptr; }

    // The event in a sentence, in telling.language, for the log: what the server sends
    // beside each event and the app's boards write under its line (dicebox/sentence.hpp).
    // Told only from what the viewer may know (its views, the event as told to it). By
    // default the notation (notation_sentence()): a game without sentences of its own.
    virtual std::string sentence(const Telling& telling) const {
        return notation_sentence(telling);
    }

    // How the game is drawn in the terminal for players of these names (by seat), or
    // nullptr for a game that cannot be played there.
    virtual std::unique_ptr<TerminalView> terminal_view(std::vector<std::string> /*names*/) const {
        return nullptr;
    }
};

// Checks a configuration against the module's player range and schemas; throws
// ParamError. Modules call it first in new_game().
void check_config(const GameModule& module, const GameConfig& config);

}  // namespace dicebox
