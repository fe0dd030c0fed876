// Each hook of a script tried in a game (`dicebox rules check`): a script that check()
// finds nothing wrong with can still fail as soon as a game asks its hooks (a row score
// of "abc", NaN, a loop). Each hook is tried alone, so that one failing hook does not
// hide another.
#include <fmt/format.h>

#include "dicebox/bot.hpp"
#include "dicebox/script/script.hpp"
#include "dicebox/session.hpp"

namespace dicebox::script {
namespace {

// The script seen through one of its hooks only.
class OneHook : public HouseRule {
  public:
    OneHook(const Script& script, std::string hook) : script_(script), hook_(std::move(hook)) {}

    const std::string& name() const override { return script_.name(); }
    const std::string& hash() const override { return script_.hash(); }
    bool defines(std::string_view hook) const override { return hook == hook_; }
    std::unique_ptr<RuleHooks> open() const override { return script_.open(); }

  private:
    const Script& script_;
    std::string hook_;
};

// Any seed will do: the trial only has to be the same on every run.
constexpr std::uint64_t kTrialSeed = 1;
// Far more events than a game of any of the rules takes; a rule that keeps a game going
// beyond it is not a hook failing.
constexpr int kMostEvents = 100'000;

// Plays one game under `rule` with random bots in the fewest seats the game allows.
void play_trial(const Script& script, const GameModule& module,
                std::shared_ptr<const HouseRule> rule) {
    GameConfig config;
    config.players = module.info().min_players;
    config.params = script.params();
    config.seats.assign(static_cast<std::size_t>(config.players), script.seat_options());
    config.rule = std::move(rule);
    Session session(module, std::move(config), kTrialSeed);
    RandomBot bot;
    std::vector<Seat> seats;
    for (int event = 0; event < kMostEvents && !session.state().terminal(); ++event) {
        if (session.state().chance_due()) {
            session.roll();
            continue;
        }
        session.state().to_move(seats);
        const Seat seat = seats.front();
        session.act(seat, bot.choose(session.state(), seat, session.bot_rng(seat)));
    }
}

}  // namespace

std::vector<std::string> trial(const Script& script, const GameModule& module) {
    std::vector<std::string> failures;
    for (const std::string& hook : script.hook_names()) {
        try {
            play_trial(script, module, std::make_shared<OneHook>(script, hook));
        } catch (const HookError& error) {
            failures.emplace_back(error.what());
        } catch (const ParamError& error) {
            failures.push_back(fmt::format("the game cannot be set up: {}", error.what()));
            break;  // the same for every hook
        }
    }
    return failures;
}

}  // namespace dicebox::script
