#include "dicebox/host/stored_session.hpp"

namespace dicebox::host {

std::unique_ptr<dicebox::Session> set_up_again(const dicebox::GameModule& module,
                                               const dicebox::db::GameRecord& game,
                                               const ScriptPtr& rule) {
    try {
        return std::make_unique<dicebox::Session>(module, ruled(game.config(), rule, module),
                                                  game.seed);
    } catch (const dicebox::ParamError& e) {
        throw SetupError(SetupError::Kind::Refused, e.what());
    } catch (const dicebox::HookError& e) {
        throw SetupError(SetupError::Kind::RuleFails, e.what());
    }
}

void replay_log(dicebox::Session& session, const dicebox::db::GameRecord& game) {
    try {
        session.replay(game.log_json());
    } catch (const dicebox::HookError& e) {
        throw SetupError(SetupError::Kind::RuleFails, e.what());
    } catch (const std::exception& e) {
        throw SetupError(SetupError::Kind::LogRefused, e.what());
    }
}

std::unique_ptr<dicebox::Session> taken_up(const dicebox::GameModule& module,
                                           const dicebox::db::GameRecord& game,
                                           const ScriptPtr& rule) {
    auto session = set_up_again(module, game, rule);
    replay_log(*session, game);
    return session;
}

}  // namespace dicebox::host
