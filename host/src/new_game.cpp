#include "dicebox/host/new_game.hpp"

namespace dicebox::host {

StartedGame start_game(const NewGame& game) {
    const auto& module = *game.module;
    StartedGame started;
    started.seats = game.seats;
    try {
        auto config = config_of(started.seats);
        config.params = game.params;
        started.session = std::make_unique<dicebox::Session>(
            module, ruled(std::move(config), game.rule, module), game.seed);
    } catch (const dicebox::ParamError& e) {
        throw SetupError(SetupError::Kind::Refused, e.what());
    } catch (const dicebox::HookError& e) {
        throw SetupError(SetupError::Kind::RuleFails, e.what());
    }
    take_options(started.session->config(), started.seats);
    started.record = dicebox::db::record_of(*started.session, seat_records(started.seats),
                                            dicebox::db::variant_of(game.rule.get(), game.params));
    return started;
}

}  // namespace dicebox::host
