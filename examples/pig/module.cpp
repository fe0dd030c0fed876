// Pig's module and the plugin's entry point: what dicebox loads.
#include "dicebox/module.hpp"
#include "bots.hpp"
#include "dicebox/plugin_abi.hpp"
#include "pig_state.hpp"
#include "pig_view.hpp"

namespace pig {
namespace {

constexpr int kHoldAt = 20;

class PigModule : public dicebox::GameModule {
  public:
    const dicebox::ModuleInfo& info() const override {
        static const dicebox::ModuleInfo info{
            "pig",
            "Pig",
            "1.0.0",
            "The press-your-luck classic: roll one die as often as you dare, and a 1 loses "
            "the turn; hold to bank the turn total, and the first to bank 100 wins.",
            2,
            6};
        return info;
    }
    const dicebox::ParamSchema& params() const override { return PigRules::schema(); }
    const dicebox::ParamSchema& seat_options() const override {
        static const dicebox::ParamSchema none;
        return none;
    }
    // Pig offers no hooks to house rules: its parameters are all there is to vary.
    const std::vector<dicebox::HookSpec>& hooks() const override {
        static const std::vector<dicebox::HookSpec> none;
        return none;
    }

    std::unique_ptr<dicebox::State> new_game(const dicebox::GameConfig& config) const override {
        dicebox::check_config(*this, config);
        return std::make_unique<PigState>(
            PigRules::from_params(PigRules::schema().resolve(config.params)), config.players);
    }

    std::unique_ptr<dicebox::State> state_from_json(const nlohmann::json& json) const override {
        return PigState::from_json(json);
    }

    std::vector<std::string> bots() const override { return {"random", "hold-at-20"}; }
    std::unique_ptr<dicebox::Bot> make_bot(std::string_view name) const override {
        if (name == "random") return std::make_unique<dicebox::RandomBot>();
        if (name == "hold-at-20") return std::make_unique<HoldAtBot>(kHoldAt);
        return nullptr;
    }
    std::string default_bot() const override { return "hold-at-20"; }

    std::unique_ptr<dicebox::TerminalView> terminal_view(
        std::vector<std::string> names) const override {
        return make_terminal_view(std::move(names));
    }
};

const dicebox::GameModule* module() {
    static const PigModule instance;
    return &instance;
}

}  // namespace
}  // namespace pig

DICEBOX_DEFINE_PLUGIN(pig::module)
