// The Exxtra module and the plugin's entry point.
#include "dicebox/module.hpp"
#include "bots.hpp"
#include "coach.hpp"
#include "dicebox/plugin_abi.hpp"
#include "duel.hpp"
#include "exxtra_state.hpp"
#include "hooks.hpp"
#include "sentences.hpp"
#include "terminal/exxtra_view.hpp"

namespace dicebox::exxtra {
namespace {

const ExxtraRules& printed_rules() {
    static const ExxtraRules rules =
        ExxtraRules::from_params(ExxtraRules::schema().resolve(nlohmann::json::object()));
    return rules;
}

class ExxtraModule : public dicebox::GameModule {
  public:
    const dicebox::ModuleInfo& info() const override {
        static const dicebox::ModuleInfo info{
            "exxtra",
            "Exxtra",
            "1.0.0",
            "Reiner Knizia's race: roll two special dice as often as you dare, then place the "
            "pair on the dice ladder; its ring moves your pawn next turn, unless it is knocked "
            "off first.",
            kMinPlayers,
            kMaxPlayers};
        return info;
    }
    const dicebox::ParamSchema& params() const override { return ExxtraRules::schema(); }
    const dicebox::ParamSchema& seat_options() const override {
        static const dicebox::ParamSchema none;
        return none;
    }
    const std::vector<dicebox::HookSpec>& hooks() const override {
        static const std::vector<dicebox::HookSpec> hooks{
            {kCombinationValueHook, "combination_value(a, b, first_roll) -> value",
             "the value (0 to 999) of a roll of die A showing `a` and die B showing `b` (0 "
             "for X); higher is better. Printed: the higher die is the tens digit, an X "
             "counts as 0 on a first roll. Asked when the game is set up for every roll, "
             "and on later rolls only for those without an X (the others are invalid)"},
            {kDoubleMoveHook, "double_move(face) -> spaces",
             "how far a double of `face` moves the pawn at once (0 to 200). Printed: the "
             "face (parameter double_moves). Asked when the game is set up for every face both "
             "dice show but X"},
            {kInvalidRollCostHook, "invalid_roll_cost(x_count) -> spaces",
             "how many spaces back (0 to 200) a roll with `x_count` Xs after the first roll "
             "costs. Printed: one per X (parameter "
             "x_step_back). Asked when the game is set up for 1 and 2"},
        };
        return hooks;
    }

    std::unique_ptr<dicebox::State> new_game(const dicebox::GameConfig& config) const override {
        dicebox::check_config(*this, config);
        nlohmann::json params = ExxtraRules::schema().resolve(config.params);
        ExxtraRules rules = ExxtraRules::from_params(params);
        apply_hooks(config.rule.get(), rules);
        return std::make_unique<ExxtraState>(rules, std::move(params), config.players);
    }

    std::unique_ptr<dicebox::State> state_from_json(const nlohmann::json& json) const override {
        return ExxtraState::from_json(json);
    }

    std::vector<std::string> bots() const override {
        return {"random", "cautious", "bold", "planner", "expert"};
    }
    std::string bot_description(std::string_view name) const override {
        if (name == "random") return "Any legal choice, at random.";
        if (name == "cautious")
            return "Places a roll worth 40 or more, or its 2nd roll, on the highest free ring.";
        if (name == "bold")
            return "Places a roll worth 64 or more, or its 4th roll, on the highest free ring.";
        if (name == "planner")
            return "Weighs every roll by its exact odds: places on its best ring (the steps "
                   "gained if the pair survives, the pairs knocked off) or rolls again.";
        if (name == "expert")
            return "With two players, the race solved for the chance of winning; with more, "
                   "it plays as the planner.";
        return {};
    }

    std::unique_ptr<dicebox::Bot> make_bot(std::string_view name) const override {
        if (name == "random") return std::make_unique<dicebox::RandomBot>();
        if (name == "cautious") return std::make_unique<ThresholdBot>(40, 2);
        if (name == "bold") return std::make_unique<ThresholdBot>(64, 4);
        if (name == "planner") return std::make_unique<PlannerBot>();
        if (name == "expert") {
            Duel::prepare(printed_rules());
            return new_expert();
        }
        return nullptr;
    }
    std::string default_bot() const override { return "planner"; }
    std::unique_ptr<dicebox::Coach> make_coach(const dicebox::State& game) const override {
        // The race of two is solved while the game begins, before the first hint is
        // asked; with more players the coach plays games on instead and needs none.
        const auto& exxtra = static_cast<const ExxtraState&>(game);
        if (exxtra.players() == 2) Duel::prepare(exxtra.rules());
        return new_coach();
    }
    std::string sentence(const dicebox::Telling& telling) const override {
        return exxtra::sentence(telling);
    }
    std::unique_ptr<dicebox::TerminalView> terminal_view(
        std::vector<std::string> names) const override {
        return make_terminal_view(std::move(names));
    }
};

const dicebox::GameModule* module() {
    static const ExxtraModule instance;
    return &instance;
}

}  // namespace
}  // namespace dicebox::exxtra

DICEBOX_DEFINE_PLUGIN(dicebox::exxtra::module)
