#include "play/game_setup.hpp"

#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/host/new_game.hpp"
#include "play/refusal_text.hpp"

namespace dicebox::gui {
namespace {

using dicebox::host::Refusal;

std::unique_ptr<dicebox::db::Store> open_store(const std::filesystem::path& history) {
    try {
        return std::make_unique<dicebox::db::Store>(history, dicebox::db::Access::Write);
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(QString::fromStdString(e.what()));
    }
}

// The kinds of refusal for which the window offers to point at the game's script.
bool of_the_rule(Refusal::Kind kind) {
    using Kind = Refusal::Kind;
    return kind == Kind::RulePrinted || kind == Kind::RuleNotTheGames ||
           kind == Kind::RuleChanged || kind == Kind::RuleNotFound || kind == Kind::RuleNotLoaded;
}

}  // namespace

SetupError::SetupError(const Refusal& refusal)
    : SetupError(RefusalText::of(refusal), refusal.game != 0 && of_the_rule(refusal.kind)
                                               ? Kind::RuleNotFound
                                               : Kind::Other) {}

std::unique_ptr<GameRunner> start_game(const GameSetup& setup,
                                       const std::filesystem::path& history) {
    const auto& module = *setup.module;
    dicebox::host::ScriptPtr script;
    if (!setup.rule.empty()) {
        const auto rules = dicebox::host::rules_for(module, setup.rule, dicebox::script::Limits{});
        if (!rules)
            throw SetupError(
                Refusal{.kind = Refusal::Kind::RuleNotLoaded, .reason = rules.error()});
        script = *rules;
    }
    dicebox::host::StartedGame game;
    try {
        game = dicebox::host::start_game({&module, setup.seats, setup.params, script, setup.seed});
    } catch (const dicebox::host::SetupError& e) {
        throw SetupError(e.refusal());
    }
    auto store = open_store(history);
    try {
        auto recorder = std::make_unique<dicebox::db::LiveRecorder>(*store, std::move(game.record));
        return std::make_unique<GameRunner>(std::move(game.session), std::move(game.seats),
                                            std::move(store), std::move(recorder));
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(QString::fromStdString(e.what()));
    }
}

dicebox::host::Resumed replayed(const Catalog& catalog, dicebox::db::GameRecord game,
                                const std::filesystem::path& rule_file) {
    const auto* module = catalog.plugins().find(game.module);
    if (module == nullptr)
        throw SetupError(Refusal{
            .kind = Refusal::Kind::GameMissing, .game = game.id, .game_name = game.module_name});
    dicebox::host::RulesOptions rules;
    rules.rules = rule_file.string();
    rules.folders = catalog.rule_folders();
    try {
        return dicebox::host::resume_stored_game(*module, std::move(game), rules);
    } catch (const dicebox::host::SetupError& e) {
        throw SetupError(e.refusal());
    }
}

std::unique_ptr<GameRunner> resume_game(const Catalog& catalog, std::int64_t id,
                                        const std::filesystem::path& history,
                                        const std::filesystem::path& rule_file) {
    auto store = open_store(history);
    dicebox::db::GameRecord game;
    try {
        game = dicebox::db::load_game(*store, id);
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(QString::fromStdString(e.what()));
    }
    if (const auto refusal = dicebox::host::resume_refusal(
            id, game.status, game.simulated, game.online,
            game.online ? dicebox::db::table_of(*store, id) : std::string()))
        throw SetupError(*refusal);
    auto resumed = replayed(catalog, std::move(game), rule_file);
    try {
        auto recorder =
            std::make_unique<dicebox::db::LiveRecorder>(*store, std::move(resumed.record));
        return std::make_unique<GameRunner>(std::move(resumed.session), std::move(resumed.seats),
                                            std::move(store), std::move(recorder));
    } catch (const dicebox::db::StoreError& e) {
        throw SetupError(QString::fromStdString(e.what()));
    }
}

}  // namespace dicebox::gui
