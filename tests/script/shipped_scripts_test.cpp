// What every shipped house rule (scripts/<game>/*.lua) must be: a script its game's
// `dicebox rules check` passes, with the metadata scripts/README.md asks for, and a rule
// of parameters only that sets no hook.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <set>

#include "dicebox/rng.hpp"
#include "shipped_scripts.hpp"

namespace shipped_test {
namespace {

using ::testing::IsEmpty;

std::vector<std::filesystem::path> shipped_files() {
    std::vector<std::filesystem::path> files;
    for (const auto& game : std::filesystem::directory_iterator(scripts_dir())) {
        if (!game.is_directory()) continue;
        for (const auto& file : std::filesystem::directory_iterator(game.path())) {
            if (file.path().extension() == ".lua") files.push_back(file.path());
        }
    }
    return files;
}

TEST(ShippedScripts, EveryScriptPassesItsGamesCheckWithItsMetadata) {
    const auto files = shipped_files();
    EXPECT_EQ(files.size(), 6u);
    for (const auto& file : files) {
        SCOPED_TRACE(file.string());
        const auto script = Script::load(file);
        EXPECT_EQ(script->metadata().game, file.parent_path().filename());
        EXPECT_EQ(script->metadata().author, "dicebox");
        EXPECT_FALSE(script->metadata().name.empty());
        EXPECT_FALSE(script->metadata().version.empty());
        EXPECT_FALSE(script->metadata().description.empty());
        EXPECT_THAT(dicebox::script::check(*script, module_of(*script)), IsEmpty());
    }
}

// Gentle, Kids' table and Long track change parameters and seat options only: they set
// no hook, so no sandbox is opened for their games, and a game under one of them is
// move for move the game of the same parameters and seat options without a rule.
TEST(ShippedScripts, AParameterOnlyScriptIsItsParametersAndNothingElse) {
    for (const char* path : {"extra/gentle.lua", "extra/kids-table.lua", "exxtra/long-track.lua"}) {
        SCOPED_TRACE(path);
        const auto rule = shipped(path);
        const auto& module = module_of(*rule);
        for (const auto& hook : module.hooks()) EXPECT_FALSE(rule->defines(hook.name)) << hook.name;
        EXPECT_THAT(rule->hook_names(), IsEmpty());

        const int players = 2;
        const auto ruled = ruled_config(rule->metadata().game, rule, players);
        ASSERT_EQ(ruled.rule, rule);
        auto bare = ruled;
        bare.rule = nullptr;
        EXPECT_EQ(bare.params, rule->params());
        for (std::uint64_t game = 0; game < 5; ++game) {
            dicebox::Session with_rule(module, ruled, dicebox::derive_seed(5, game));
            dicebox::Session without(module, bare, dicebox::derive_seed(5, game));
            play_out(with_rule, module.default_bot());
            play_out(without, module.default_bot());
            EXPECT_EQ(with_rule.log_json(), without.log_json());
            EXPECT_EQ(with_rule.state().scores(), without.state().scores());
        }
    }
}

}  // namespace
}  // namespace shipped_test
