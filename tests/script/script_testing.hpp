// What the scripting host's tests share: scripts written to a temporary folder, the
// hostile corpus, the messages of failures, and the proof that the host is healthy.
#pragma once

#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

#include "dicebox/house_rule.hpp"
#include "dicebox/script/script.hpp"
#include "temp_dir.hpp"

namespace script_testing {

using dicebox::script::Limits;
using dicebox::script::Script;
using nlohmann::json;

// A script written to a file of its own in a fresh temporary folder.
class ScriptFile {
  public:
    ScriptFile(const std::string& name, const std::string& text);
    const std::filesystem::path& path() const { return file_; }
    std::string name() const { return file_.string(); }
    std::shared_ptr<const Script> load(Limits limits = {}) const;

  private:
    testing_support::TempDir dir_;
    std::filesystem::path file_;
};

// A script of the hostile corpus (tests/script/hostile/).
std::filesystem::path hostile(const std::string& name);

// The ScriptError message of loading `file`, or "" when it loads.
std::string load_error(const std::filesystem::path& file, Limits limits = {});
// The HookError message of opening the script's hooks, or "" when they open.
std::string open_error(const Script& script);
// The HookError message of calling `hook`, or "" when it returns.
std::string hook_error(dicebox::RuleHooks& hooks, std::string_view hook,
                       const json& args = json::array());

// The hooks of `file`, loaded and opened, for a test to call.
std::unique_ptr<dicebox::RuleHooks> hooks_of(const std::filesystem::path& file, Limits limits = {});

// After an attack: a good script loads in the same process, and 100 more sandboxes
// open and answer.
void expect_healthy();

}  // namespace script_testing
