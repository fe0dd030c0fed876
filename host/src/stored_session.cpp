#include "dicebox/host/stored_session.hpp"

#include "dicebox/host/stored_rule.hpp"

namespace dicebox::host {

std::unique_ptr<dicebox::Session> start_stored_game(const dicebox::GameModule& module,
                                                    const dicebox::db::GameRecord& game,
                                                    const ScriptPtr& rule) {
    try {
        return std::make_unique<dicebox::Session>(
            module, apply_house_rule(game.config(), rule, module), game.seed);
    } catch (const dicebox::ParamError& e) {
        throw SetupError({.kind = Refusal::Kind::GameRefuses,
                          .game = game.id,
                          .game_name = module.info().name,
                          .subject = module.info().version,
                          .reason = e.what()});
    } catch (const dicebox::HookError& e) {
        throw SetupError({.kind = Refusal::Kind::RuleFails, .game = game.id, .reason = e.what()});
    }
}

void replay_log(dicebox::Session& session, const dicebox::db::GameRecord& game) {
    try {
        session.replay(game.log_json());
    } catch (const dicebox::HookError& e) {
        throw SetupError({.kind = Refusal::Kind::RuleFails, .game = game.id, .reason = e.what()});
    } catch (const std::exception& e) {
        const auto& info = session.module().info();
        throw SetupError({.kind = Refusal::Kind::LogRefused,
                          .game = game.id,
                          .game_name = game.module_name,
                          .subject = game.module_version,
                          .other = info.name + " " + info.version,
                          .reason = e.what()});
    }
}

std::optional<Refusal> resume_refusal(std::int64_t id, dicebox::db::Status status, bool simulated,
                                      bool online, const std::string& table) {
    using Kind = Refusal::Kind;
    if (status == dicebox::db::Status::Finished) return Refusal{.kind = Kind::Finished, .game = id};
    if (status == dicebox::db::Status::Aborted) return Refusal{.kind = Kind::Aborted, .game = id};
    if (simulated) return Refusal{.kind = Kind::Simulated, .game = id};
    // Its server takes it up, from the history it records into.
    if (online) return Refusal{.kind = Kind::AtServer, .game = id, .subject = table};
    return std::nullopt;
}

Resumed resume_stored_game(const dicebox::GameModule& module, dicebox::db::GameRecord game,
                           const RulesOptions& rules) {
    const auto rule = stored_rule(game, rules);
    if (!rule) throw SetupError(rule.error());
    auto seats = lineup_of(module, game);
    if (!seats) throw SetupError(seats.error());
    Resumed resumed{std::move(game), nullptr, *seats};
    resumed.session = start_stored_game(module, resumed.record, *rule);
    replay_log(*resumed.session, resumed.record);
    return resumed;
}

}  // namespace dicebox::host
