// Test access to the real plugins: loaded from the build's plugin directory through
// the real loader, once per test program.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "dicebox/loader.hpp"
#include "dicebox/module.hpp"

namespace testing_support {

// The build's plugin directory and the `dicebox` binary (set by CMake).
std::filesystem::path plugin_dir();
std::filesystem::path dicebox_binary();
// A folder of test fixtures built by CMake (not-a-plugin files and the like).
std::filesystem::path fixture_dir();

// The ids of the game plugins this build makes, as CMake lists them.
std::vector<std::string> built_plugins();

const dicebox::PluginRegistry& registry();
// The module of `id`; fails the calling test's program if it is missing.
const dicebox::GameModule& module(const std::string& id);

}  // namespace testing_support
