#include "play/game_setup.hpp"

#include <fmt/format.h>

#include <random>

#include "dicebox/db/games.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/new_game.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"

namespace dicebox::gui {
namespace {

std::unique_ptr<dicebox::db::Store> open_store(const std::filesystem::path& history) {
    try {
        return std::make_unique<dicebox::db::Store>(history, dicebox::db::Access::Write);
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(e.what());
    }
}

}  // namespace

std::unique_ptr<GameRunner> start_game(const GameSetup& setup,
                                       const std::filesystem::path& history) {
    const auto& module = *setup.module;
    const dicebox::script::Limits limits;
    dicebox::host::ScriptPtr script;
    if (!setup.rule.empty()) {
        const auto rules = dicebox::host::rules_for(module, setup.rule, limits);
        if (!rules) throw SetupError(rules.error());
        script = *rules;
    }
    const std::uint64_t seed = setup.seed ? *setup.seed : std::random_device{}();
    dicebox::host::StartedGame game;
    try {
        game = dicebox::host::start_game({&module, setup.seats, setup.params, script, seed});
    } catch (const dicebox::host::SetupError& e) {
        if (e.kind() == dicebox::host::SetupError::Kind::RuleFails) {
            throw SetupError(
                fmt::format("The house rule fails as the game is set up: {}", e.what()));
        }
        throw SetupError(e.what());
    }
    auto store = open_store(history);
    try {
        auto recorder = std::make_unique<dicebox::db::LiveRecorder>(*store, std::move(game.record));
        return std::make_unique<GameRunner>(std::move(game.session), std::move(game.seats),
                                            std::move(store), std::move(recorder));
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(e.what());
    }
}

std::unique_ptr<dicebox::Session> replayed(const Catalog& catalog,
                                           const dicebox::db::GameRecord& game,
                                           const std::filesystem::path& rule_file) {
    const auto id = game.id;
    const auto* module = catalog.plugins().find(game.module);
    if (module == nullptr) {
        throw SetupError(fmt::format("Game {} is a game of {}, whose plugin is not found.", id,
                                     game.module_name));
    }
    dicebox::host::RulesOptions rules;
    rules.rules = rule_file.string();
    rules.folders = catalog.rule_folders();
    const auto rule = dicebox::host::stored_rule(game, rules);
    if (!rule) throw SetupError(rule.error(), SetupError::Kind::RuleNotFound);
    std::unique_ptr<dicebox::Session> session;
    try {
        session = dicebox::host::taken_up(*module, game, *rule);
    } catch (const dicebox::host::SetupError& e) {
        if (e.kind() == dicebox::host::SetupError::Kind::RuleFails) {
            throw SetupError(fmt::format("The house rule of game {} fails: {}", id, e.what()));
        }
        throw SetupError(fmt::format(
            "Game {} was played with {} {} and does not go on with {} {}: {}", id, game.module_name,
            game.module_version, module->info().name, module->info().version, e.what()));
    }
    return session;
}

std::unique_ptr<GameRunner> resume_game(const Catalog& catalog, std::int64_t id,
                                        const std::filesystem::path& history,
                                        const std::filesystem::path& rule_file) {
    auto store = open_store(history);
    dicebox::db::GameRecord game;
    try {
        game = dicebox::db::load_game(*store, id);
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(e.what());
    }
    if (game.status != dicebox::db::Status::Unfinished) {
        throw SetupError(
            fmt::format("Game {} is {} and cannot go on.", id, to_string(game.status)));
    }
    auto session = replayed(catalog, game, rule_file);
    const auto lineup = dicebox::host::lineup_of(session->module(), game);
    if (!lineup) throw SetupError(fmt::format("Game {}: {}", id, lineup.error()));
    try {
        auto recorder = std::make_unique<dicebox::db::LiveRecorder>(*store, std::move(game));
        return std::make_unique<GameRunner>(std::move(session), *lineup, std::move(store),
                                            std::move(recorder));
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(e.what());
    }
}

}  // namespace dicebox::gui
