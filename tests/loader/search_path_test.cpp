// Where plugins are looked for: --plugin-dir first, then $DICEBOX_PLUGIN_PATH, then the
// user's own folder, then beside the running binary (core/include/dicebox/loader.hpp).
#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>

#include "dicebox/loader.hpp"
#include "dicebox/user_data.hpp"
#include "plugins.hpp"

namespace {

namespace fs = std::filesystem;

// Sets DICEBOX_PLUGIN_PATH for one test (or unsets it) and restores it afterwards.
class PluginPathVariable {
  public:
    explicit PluginPathVariable(const char* value) {
        if (const char* old = std::getenv(kName)) saved_ = old;
        if (value != nullptr) {
            setenv(kName, value, 1);
        } else {
            unsetenv(kName);
        }
    }
    ~PluginPathVariable() {
        if (saved_) {
            setenv(kName, saved_->c_str(), 1);
        } else {
            unsetenv(kName);
        }
    }
    PluginPathVariable(const PluginPathVariable&) = delete;
    PluginPathVariable& operator=(const PluginPathVariable&) = delete;

  private:
    static constexpr const char* kName = "DICEBOX_PLUGIN_PATH";
    std::optional<std::string> saved_;
};

// The user's folder, then the binary's own: what follows the command line and the variable.
std::vector<fs::path> users_then_the_binarys() {
    const fs::path bin = dicebox::executable_dir();
    return {dicebox::user_data_dir() / "plugins", bin / "plugins",
            bin.parent_path() / "lib" / "dicebox" / "plugins"};
}

std::vector<fs::path> joined(std::vector<fs::path> first, const std::vector<fs::path>& then) {
    first.insert(first.end(), then.begin(), then.end());
    return first;
}

TEST(PluginSearchPath, TheExecutableDirIsTheRunningBinarysFolder) {
    // The test programs are built beside the dicebox binary, whose plugins are in bin/plugins.
    EXPECT_TRUE(
        fs::equivalent(dicebox::executable_dir(), testing_support::dicebox_binary().parent_path()));
    EXPECT_TRUE(fs::equivalent(users_then_the_binarys()[1], testing_support::plugin_dir()));
}

TEST(PluginSearchPath, WithoutTheVariableCommandLineDirsComeBeforeTheUsersAndTheBinarysOwn) {
    PluginPathVariable unset(nullptr);
    EXPECT_EQ(dicebox::plugin_search_path({}), users_then_the_binarys());
    EXPECT_EQ(dicebox::plugin_search_path({"/opt/one", "/opt/two"}),
              joined({"/opt/one", "/opt/two"}, users_then_the_binarys()));
}

TEST(PluginSearchPath, DiceboxPluginPathIsHonouredAfterTheCommandLine) {
    PluginPathVariable path("/env/a:/env/b");
    EXPECT_EQ(dicebox::plugin_search_path({"/cli"}),
              joined({"/cli", "/env/a", "/env/b"}, users_then_the_binarys()));
}

TEST(PluginSearchPath, EmptyPartsOfDiceboxPluginPathAreIgnored) {
    PluginPathVariable path(":/env/a::/env/b:");
    EXPECT_EQ(dicebox::plugin_search_path({}),
              joined({"/env/a", "/env/b"}, users_then_the_binarys()));
}

TEST(PluginSearchPath, APluginFoundThroughDiceboxPluginPathWinsOverTheBinarysOwn) {
    const fs::path fixtures = testing_support::fixture_dir() / "loader";
    PluginPathVariable path(fixtures.c_str());
    dicebox::PluginRegistry registry;
    registry.load_directories(dicebox::plugin_search_path({}));
    ASSERT_NE(registry.find("extra"), nullptr);
    EXPECT_EQ(registry.plugins()[0].file, fixtures / "dicebox-extra.so");
    // The binary's own copy is listed as a duplicate, beside the broken fixtures.
    bool duplicate_listed = false;
    for (const auto& failure : registry.failures()) {
        duplicate_listed |= failure.file == testing_support::plugin_dir() / "dicebox-extra.so" &&
                            failure.reason.find("already provided") != std::string::npos;
    }
    EXPECT_TRUE(duplicate_listed);
    EXPECT_GE(registry.failures().size(), 6u);
}

}  // namespace
