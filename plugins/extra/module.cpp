// The EXTRA! module and the plugin's entry point.
#include <fmt/format.h>

#include "bots.hpp"
#include "coach/expert.hpp"
#include "dicebox/plugin_abi.hpp"
#include "extra_state.hpp"
#include "module.hpp"
#include "sentences.hpp"
#include "terminal/extra_view.hpp"

namespace dicebox::extra {
namespace {

class ExtraModule : public dicebox::GameModule {
  public:
    const dicebox::ModuleInfo& info() const override {
        static const dicebox::ModuleInfo info{
            "extra",
            "EXTRA!",
            "1.0.0",
            "Sid Sackson's dice game: one roll for everybody, two pairs and an EXTRA die "
            "entered on your own score sheet.",
            1,
            kMaxPlayers};
        return info;
    }
    const dicebox::ParamSchema& params() const override { return ExtraRules::schema(); }
    const dicebox::ParamSchema& seat_options() const override { return ExtraRules::seat_schema(); }
    const std::vector<dicebox::HookSpec>& hooks() const override {
        static const std::vector<dicebox::HookSpec> hooks{
            {kRowScoreHook, "row_score(sum, crosses) -> points",
             "the points (-1000000 to 1000000) of row `sum` (2 to 12) with `crosses` "
             "crosses (0 to the row's length). Printed: the -200 zone, the 0 box, P times "
             "the highest multiplier crossed. Asked when the game is set up for every row "
             "and number of crosses"},
            {kGameEndsHook, "game_ends(sheet) -> boolean",
             "whether a player's game ends after the round just entered on their `sheet` "
             "({rows = {[2] = crosses, ..., [12] = crosses}, columns = {{number =, crosses "
             "=, length =}, ...}}). Printed: the last box of an EXTRA column is crossed, "
             "which ends it whatever the hook says. Asked after each round for each player "
             "whose game goes on"},
            {kFinalScoreHook, "final_score(sheet, total) -> score",
             "a player's final score (-100000000 to 100000000) from their `sheet` and the "
             "`total` of its rows; ranks and winners follow it. Printed: the total. Asked "
             "for every player when the last player's game has ended"},
        };
        return hooks;
    }

    std::unique_ptr<dicebox::State> new_game(const dicebox::GameConfig& config) const override {
        dicebox::check_config(*this, config);
        nlohmann::json params = ExtraRules::schema().resolve(config.params);
        ExtraRules rules = ExtraRules::from_params(params);
        std::vector<bool> handicaps(static_cast<std::size_t>(config.players), false);
        for (std::size_t seat = 0; seat < config.seats.size(); ++seat) {
            handicaps[seat] = ExtraRules::seat_schema().resolve(config.seats[seat])["handicap"];
        }
        ExtraHooks hooks = ExtraHooks::open(config.rule.get(), rules);
        return std::make_unique<ExtraState>(rules, std::move(params), handicaps, std::move(hooks));
    }

    std::unique_ptr<dicebox::State> state_from_json(const nlohmann::json& json) const override {
        return ExtraState::from_json(json);
    }

    std::vector<std::string> bots() const override {
        return {"random", "greedy", "planner", "expert"};
    }
    std::string bot_description(std::string_view name) const override {
        if (name == "random") return "Any legal choice, at random.";
        if (name == "greedy") return "The choice whose sheet scores most right now.";
        if (name == "planner")
            return "The choice whose sheet can expect the highest final total: each row "
                   "after the crosses it can still expect in the rounds left.";
        if (name == "expert")
            return "Looks one roll ahead and values each sheet by a table learned by "
                   "self-play. Tables were trained for the printed rules and for Solitaire "
                   "Dice; under other rules it values sheets as the planner does.";
        return {};
    }

    std::unique_ptr<dicebox::Bot> make_bot(std::string_view name) const override {
        if (name == "random") return std::make_unique<dicebox::RandomBot>();
        if (name == "greedy") return std::make_unique<SheetValueBot>(current_total);
        if (name == "planner") return std::make_unique<SheetValueBot>(expected_final);
        if (name == "expert") return std::make_unique<ExpertBot>();
        return nullptr;
    }
    std::string default_bot() const override { return "planner"; }
    std::unique_ptr<dicebox::Coach> make_coach(const dicebox::State&) const override {
        return std::make_unique<ExtraCoach>();
    }
    std::string sentence(const dicebox::Telling& telling) const override {
        return extra::sentence(telling);
    }
    std::unique_ptr<dicebox::TerminalView> terminal_view(
        std::vector<std::string> names) const override {
        return make_terminal_view(std::move(names));
    }
};

}  // namespace

const dicebox::GameModule* module() {
    static const ExtraModule instance;
    return &instance;
}

}  // namespace dicebox::extra

DICEBOX_DEFINE_PLUGIN(dicebox::extra::module)
