// The Strike module and the plugin's entry point.
#include "dicebox/module.hpp"
#include "bots.hpp"
#include "coach.hpp"
#include "dicebox/plugin_abi.hpp"
#include "hooks.hpp"
#include "sentences.hpp"
#include "strike_state.hpp"
#include "terminal/strike_view.hpp"

namespace dicebox::strike {
namespace {

class StrikeModule : public dicebox::GameModule {
  public:
    const dicebox::ModuleInfo& info() const override {
        static const dicebox::ModuleInfo info{
            "strike",
            "Strike",
            "1.0.0",
            "Ravensburger's dice arena: throw your dice in, take every die that matches another, "
            "and do not run out; the last player with dice wins.",
            kMinPlayers,
            kMaxPlayers,
            /*lower_score_wins=*/true};
        return info;
    }
    const dicebox::ParamSchema& params() const override { return StrikeRules::schema(); }
    const dicebox::ParamSchema& seat_options() const override {
        static const dicebox::ParamSchema none;
        return none;
    }
    const std::vector<dicebox::HookSpec>& hooks() const override {
        static const std::vector<dicebox::HookSpec> hooks{
            {kArenaHook, "arena(style, thrown, in_arena) -> {p_hit, p_miss, p_knock_out}",
             "the arena model's numbers (each from 0 to 1) for a throw of `thrown` dice in "
             "`style` (\"soft\", \"normal\", \"hard\") into an arena holding `in_arena` dice "
             "(0 to 5). Printed: the style's row of the arena model's table (parameters "
             "soft_p_hit ... hard_p_knock_out). Asked when the game is set up for every style, "
             "number thrown and number in the arena"},
            {kMatchPointsHook, "match_points(players_left) -> points",
             "the points (-1000 to 1000; the lowest total wins) of a player who drops out "
             "while `players_left` players are still in the game. Printed: that number. "
             "Asked when the game is set up for 1 to the players less one"},
        };
        return hooks;
    }

    std::unique_ptr<dicebox::State> new_game(const dicebox::GameConfig& config) const override {
        dicebox::check_config(*this, config);
        nlohmann::json params = StrikeRules::schema().resolve(config.params);
        StrikeRules rules = StrikeRules::from_params(params);
        check_dice(rules, config.players);
        apply_hooks(config.rule.get(), rules, config.players);
        return std::make_unique<StrikeState>(rules, std::move(params), config.players);
    }

    std::unique_ptr<dicebox::State> state_from_json(const nlohmann::json& json) const override {
        return StrikeState::from_json(json);
    }

    std::vector<std::string> bots() const override {
        return {"random", "careful", "greedy", "planner", "expert"};
    }
    std::string bot_description(std::string_view name) const override {
        if (name == "random") return "Any legal choice, at random.";
        if (name == "careful") return "Throws soft and stops as soon as it may.";
        if (name == "greedy") return "Throws normal and never stops while it has dice.";
        if (name == "planner")
            return "Plays each style's turn on in samples and chooses the style, or stopping, "
                   "that gains its reserve most, less what the arena it leaves gives the next "
                   "player.";
        if (name == "expert")
            return "In a single game of two, the game solved for the chance of winning; "
                   "otherwise it plays as the planner.";
        return {};
    }

    std::unique_ptr<dicebox::Bot> make_bot(std::string_view name) const override {
        if (name == "random") return std::make_unique<dicebox::RandomBot>();
        if (name == "careful") return std::make_unique<CarefulBot>();
        if (name == "greedy") return std::make_unique<GreedyBot>();
        if (name == "planner") return std::make_unique<PlannerBot>();
        if (name == "expert") return new_expert();
        return nullptr;
    }
    std::string default_bot() const override { return "planner"; }
    std::unique_ptr<dicebox::Coach> make_coach(const dicebox::State&) const override {
        return new_coach();
    }
    std::string sentence(const dicebox::Telling& telling) const override {
        return strike::sentence(telling);
    }
    std::unique_ptr<dicebox::TerminalView> terminal_view(
        std::vector<std::string> names) const override {
        return make_terminal_view(std::move(names));
    }
};

const dicebox::GameModule* module() {
    static const StrikeModule instance;
    return &instance;
}

}  // namespace
}  // namespace dicebox::strike

DICEBOX_DEFINE_PLUGIN(dicebox::strike::module)
