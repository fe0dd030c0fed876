#include "dicebox/host/new_game.hpp"

#include <random>

namespace dicebox::host {

dicebox::GameConfig config_of(const NewGame& game) {
    auto config = config_of(game.seats);
    config.params = game.params;
    return apply_house_rule(std::move(config), game.rule, *game.module);
}

StartedGame start_game(const NewGame& game) {
    StartedGame started;
    started.seats = game.seats;
    try {
        started.session = std::make_unique<dicebox::Session>(
            *game.module, config_of(game), game.seed ? *game.seed : std::random_device{}());
    } catch (const dicebox::ParamError& e) {
        throw SetupError({.kind = Refusal::Kind::GameRefuses, .reason = e.what()});
    } catch (const dicebox::HookError& e) {
        throw SetupError({.kind = Refusal::Kind::RuleFails, .reason = e.what()});
    }
    take_options(started.session->config(), started.seats);
    started.record = dicebox::db::record_of(*started.session, seat_records(started.seats),
                                            dicebox::db::variant_of(game.rule.get(), game.params));
    return started;
}

}  // namespace dicebox::host
