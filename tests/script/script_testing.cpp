// The helpers of script_testing.hpp.
#include "script_testing.hpp"

#include <gtest/gtest.h>

#include <fstream>

namespace script_testing {

ScriptFile::ScriptFile(const std::string& name, const std::string& text) : file_(dir_ / name) {
    std::ofstream(file_, std::ios::binary) << text;
}

std::shared_ptr<const Script> ScriptFile::load(Limits limits) const {
    return Script::load(file_, limits);
}

std::filesystem::path hostile(const std::string& name) {
    return std::filesystem::path(DICEBOX_HOSTILE_SCRIPTS) / name;
}

std::string load_error(const std::filesystem::path& file, Limits limits) {
    try {
        Script::load(file, limits);
    } catch (const dicebox::script::ScriptError& error) {
        return error.what();
    }
    return {};
}

std::string open_error(const Script& script) {
    try {
        script.open();
    } catch (const dicebox::HookError& error) {
        return error.what();
    }
    return {};
}

std::string hook_error(dicebox::RuleHooks& hooks, std::string_view hook, const json& args) {
    try {
        hooks.call(hook, args);
    } catch (const dicebox::HookError& error) {
        return error.what();
    }
    return {};
}

std::unique_ptr<dicebox::RuleHooks> hooks_of(const std::filesystem::path& file, Limits limits) {
    return Script::load(file, limits)->open();
}

void expect_healthy() {
    const ScriptFile good("healthy.lua", R"(
        return {
            name = "Healthy", game = "extra",
            hooks = { row_score = function(sum, crosses) return sum * crosses end },
        }
    )");
    const auto script = good.load();
    for (int game = 0; game < 100; ++game) {
        const auto hooks = script->open();
        ASSERT_EQ(hooks->call_integer("row_score", {7, game}, 0, 1000), 7 * game);
    }
}

}  // namespace script_testing
