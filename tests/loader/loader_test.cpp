// The plugin loader on real files: the real extra plugin, and fixtures built by CMake
// that are not libraries, not plugins, of another ABI, without rules, not loadable,
// or a second copy of a game already loaded (docs/architecture.md).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "dicebox/loader.hpp"
#include "dicebox/plugin_abi.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using ::testing::StartsWith;

fs::path fixtures() {
    return testing_support::fixture_dir() / "loader";
}
fs::path real_extra() {
    return testing_support::plugin_dir() / "dicebox-extra.so";
}

// The one failure recorded by loading `file` into an empty registry.
std::string reason_for(const fs::path& file) {
    dicebox::PluginRegistry registry;
    EXPECT_FALSE(registry.load_file(file)) << file;
    EXPECT_TRUE(registry.plugins().empty());
    if (registry.failures().size() != 1) {
        ADD_FAILURE() << file << ": " << registry.failures().size() << " failures recorded";
        return {};
    }
    EXPECT_EQ(registry.failures()[0].file, file);
    return registry.failures()[0].reason;
}

TEST(PluginLoader, TheRealExtraPluginLoads) {
    dicebox::PluginRegistry registry;
    ASSERT_TRUE(registry.load_file(real_extra()));
    EXPECT_TRUE(registry.failures().empty());
    ASSERT_EQ(registry.plugins().size(), 1u);
    EXPECT_EQ(registry.plugins()[0].file, real_extra());
    const dicebox::GameModule* extra = registry.find("extra");
    ASSERT_NE(extra, nullptr);
    EXPECT_EQ(extra, registry.plugins()[0].module);
    EXPECT_EQ(extra->info().name, "EXTRA!");
    EXPECT_EQ(registry.find("strike"), nullptr);

    dicebox::GameConfig config;
    config.players = 2;
    dicebox::Session session(*extra, config, 1);
    EXPECT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_EQ(session.act(0, "2+2 1+5 x3@1"), "");
}

TEST(PluginLoader, ATextFileNamedLikeAPluginIsNotASharedLibrary) {
    EXPECT_EQ(reason_for(fixtures() / "notaplugin.so"), "not a shared library (no ELF header)");
}

TEST(PluginLoader, AFileThatDoesNotExistIsListedAsMissing) {
    EXPECT_EQ(reason_for(fixtures() / "absent.so"), "no such file");
}

TEST(PluginLoader, ALibraryWithoutTheEntryPointIsNotADiceboxPlugin) {
    EXPECT_EQ(reason_for(fixtures() / "no_entry.so"),
              "not a dicebox plugin: it has no 'dicebox_plugin' entry point");
}

// As `dicebox check-plugin dicebox-extra.so` names a file in the current folder.
TEST(PluginLoader, AFileNamedWithoutItsFolderIsLoadedFromTheCurrentFolder) {
    const auto saved = std::filesystem::current_path();
    std::filesystem::current_path(fixtures());
    dicebox::PluginRegistry registry;
    const bool loaded = registry.load_file("dicebox-extra.so");
    std::filesystem::current_path(saved);
    EXPECT_TRUE(loaded) << registry.failures().front().reason;
    EXPECT_NE(registry.find("extra"), nullptr);
}

TEST(PluginLoader, APluginOfAnotherAbiIsRefusedNamingItsKitAndTheAbiNeeded) {
    EXPECT_EQ(reason_for(fixtures() / "abi_999.so"),
              "built with the dicebox 9.9.9 kit (plugin ABI 999); this dicebox " DICEBOX_VERSION
              " needs plugin ABI " +
                  std::to_string(DICEBOX_PLUGIN_ABI_VERSION) + ": rebuild it with its kit");
}

// Before ABI 7 the field after the ABI was the rules, not the kit's version.
TEST(PluginLoader, APluginOfAnAbiFromBeforeKitsWereNamedIsRefusedByItsAbiAlone) {
    EXPECT_EQ(reason_for(fixtures() / "abi_6.so"),
              "built for plugin ABI 6; this dicebox " DICEBOX_VERSION " needs plugin ABI " +
                  std::to_string(DICEBOX_PLUGIN_ABI_VERSION) + ": rebuild it with its kit");
}

// The board's file name is the one the build gives its library; a build without the
// desktop app (DICEBOX_GUI=OFF) builds no board, and the plugin names none.
TEST(PluginLoader, APluginNamesItsBoardLibraryBesideIt) {
    dicebox::PluginRegistry registry;
    ASSERT_TRUE(registry.load_file(real_extra()));
    if (DICEBOX_TEST_BOARDS) {
        EXPECT_EQ(registry.plugins()[0].board,
                  testing_support::plugin_dir() / "boards" / "dicebox-extra-board.so");
    } else {
        EXPECT_TRUE(registry.plugins()[0].board.empty());
    }
}

TEST(PluginLoader, APluginWithoutRulesIsRefused) {
    EXPECT_EQ(reason_for(fixtures() / "no_rules.so"), "it provides no game rules");
}

TEST(PluginLoader, ALibraryThatCannotBeLoadedGivesTheLinkersReason) {
    const auto why = reason_for(fixtures() / "unresolved.so");
    EXPECT_THAT(why, StartsWith("cannot be loaded: "));
    EXPECT_THAT(why, HasSubstr("dicebox_fixture_symbol_defined_nowhere"));
}

TEST(PluginLoader, AMissingFileIsListedNotFatal) {
    EXPECT_NE(reason_for(fixtures() / "no-such-plugin.so"), "");
}

TEST(PluginLoader, ACopyOfALoadedGameIsListedAsAlreadyProvided) {
    dicebox::PluginRegistry registry;
    ASSERT_TRUE(registry.load_file(real_extra()));
    EXPECT_FALSE(registry.load_file(fixtures() / "dicebox-extra.so"));
    ASSERT_EQ(registry.failures().size(), 1u);
    EXPECT_EQ(registry.failures()[0].file, fixtures() / "dicebox-extra.so");
    EXPECT_EQ(registry.failures()[0].reason,
              "game 'extra' is already provided by " + real_extra().string());
    ASSERT_EQ(registry.plugins().size(), 1u);
    EXPECT_EQ(registry.plugins()[0].file, real_extra());
}

TEST(PluginLoader, LoadingTheSamePluginTwiceIsListedAsAlreadyProvided) {
    dicebox::PluginRegistry registry;
    ASSERT_TRUE(registry.load_file(real_extra()));
    EXPECT_FALSE(registry.load_file(real_extra()));
    ASSERT_EQ(registry.failures().size(), 1u);
    EXPECT_THAT(registry.failures()[0].reason, HasSubstr("is already provided by"));
    EXPECT_EQ(registry.plugins().size(), 1u);
}

TEST(PluginLoader, MissingDirectoriesAndFilesGivenAsDirectoriesAreSkipped) {
    dicebox::PluginRegistry registry;
    registry.load_directories(
        {fixtures() / "no-such-directory", real_extra(), testing_support::plugin_dir()});
    EXPECT_TRUE(registry.failures().empty());
    EXPECT_NE(registry.find("extra"), nullptr);
}

TEST(PluginLoader, BrokenFilesAreListedWithTheirReasonsWhileTheGoodPluginLoads) {
    dicebox::PluginRegistry registry;
    registry.load_directories({fixtures()});

    ASSERT_EQ(registry.plugins().size(), 1u);
    EXPECT_EQ(registry.plugins()[0].file, fixtures() / "dicebox-extra.so");
    EXPECT_NE(registry.find("extra"), nullptr);

    // In file-name order; README.txt is not a .so and is not looked at.
    std::vector<std::pair<std::string, std::string>> listed;
    for (const auto& failure : registry.failures()) {
        listed.emplace_back(failure.file.filename().string(), failure.reason);
    }
    ASSERT_EQ(listed.size(), 6u);
    EXPECT_EQ(listed[0].first, "abi_6.so");
    EXPECT_THAT(listed[0].second, HasSubstr("plugin ABI 6"));
    EXPECT_EQ(listed[1].first, "abi_999.so");
    EXPECT_THAT(listed[1].second, HasSubstr("plugin ABI 999"));
    EXPECT_EQ(listed[2].first, "no_entry.so");
    EXPECT_THAT(listed[2].second, HasSubstr("no 'dicebox_plugin' entry point"));
    EXPECT_EQ(listed[3].first, "no_rules.so");
    EXPECT_THAT(listed[3].second, HasSubstr("no game rules"));
    EXPECT_EQ(listed[4].first, "notaplugin.so");
    EXPECT_THAT(listed[4].second, HasSubstr("not a shared library"));
    EXPECT_EQ(listed[5].first, "unresolved.so");
    EXPECT_THAT(listed[5].second, HasSubstr("cannot be loaded"));
}

TEST(PluginLoader, EveryPluginOfTheBuildLoadsFromThePluginDirectory) {
    dicebox::PluginRegistry registry;
    registry.load_directories({testing_support::plugin_dir()});
    EXPECT_TRUE(registry.failures().empty());
    std::vector<std::string> ids;
    for (const auto& plugin : registry.plugins()) ids.push_back(plugin.module->info().id);
    EXPECT_THAT(ids, ::testing::UnorderedElementsAreArray(testing_support::built_plugins()));
}

TEST(PluginLoader, TheFirstDirectoryToProvideAGameWins) {
    dicebox::PluginRegistry registry;
    registry.load_directories({testing_support::plugin_dir(), fixtures()});
    ASSERT_NE(registry.find("extra"), nullptr);
    const auto& plugins = registry.plugins();
    const auto is_extra = [](const auto& plugin) { return plugin.module->info().id == "extra"; };
    EXPECT_EQ(std::count_if(plugins.begin(), plugins.end(), is_extra), 1);
    EXPECT_EQ(std::find_if(plugins.begin(), plugins.end(), is_extra)->file, real_extra());
    const auto& failures = registry.failures();
    const auto copy = std::find_if(failures.begin(), failures.end(), [](const auto& failure) {
        return failure.file.filename() == "dicebox-extra.so";
    });
    ASSERT_NE(copy, failures.end());
    EXPECT_EQ(copy->reason, "game 'extra' is already provided by " + real_extra().string());
}

}  // namespace
