// Script::load: the file is read, hashed and run once in a throwaway sandbox, and the
// table it returns is checked; each game then opens its own sandbox (lua_hooks.hpp).
#include "dicebox/script/script.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <system_error>

#include "dicebox/sha256.hpp"
#include "lua_hooks.hpp"
#include "messages.hpp"
#include "sandbox.hpp"
#include "script_table.hpp"

namespace dicebox::script {
namespace {

std::string read_source(const std::filesystem::path& file) {
    std::error_code error;
    if (std::filesystem::is_directory(file, error)) {
        throw ScriptError(fmt::format("{}: cannot read the script: it is a folder", file.string()));
    }
    std::ifstream in(file, std::ios::binary);
    if (!in) {
        throw ScriptError(
            fmt::format("{}: cannot read the script: {}", file.string(), std::strerror(errno)));
    }
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad()) throw ScriptError(fmt::format("{}: cannot read the script", file.string()));
    return text.str();
}

std::string one_a_line(const std::vector<std::string>& problems) {
    std::string text;
    for (const auto& problem : problems) text += (text.empty() ? "" : "\n") + problem;
    return text;
}

}  // namespace

ScriptError::ScriptError(std::vector<std::string> problems)
    : std::runtime_error(one_a_line(problems)), problems_(std::move(problems)) {}

std::shared_ptr<const Script> Script::load(const std::filesystem::path& file, Limits limits) {
    return from_text(read_source(file), file.string(), limits);
}

std::shared_ptr<const Script> Script::from_text(std::string source, const std::string& name,
                                                Limits limits) {
    std::shared_ptr<Script> script(new Script());
    script->file_ = name;
    script->source_ = std::move(source);
    script->hash_ = sha256_hex(script->source_);
    script->limits_ = limits;
    try {
        Sandbox sandbox(limits);
        sandbox.run(script->source_, "@" + name);
        ScriptTable table = read_script_table(sandbox.state(), -1, name);
        script->metadata_ = std::move(table.metadata);
        script->params_ = std::move(table.params);
        script->seat_options_ = std::move(table.seat_options);
        script->hook_names_ = std::move(table.hooks);
    } catch (const LuaFailure& failure) {
        throw ScriptError(run_failure(failure, name, limits));
    }
    return script;
}

bool Script::defines(std::string_view hook) const {
    return std::binary_search(hook_names_.begin(), hook_names_.end(), hook);
}

std::unique_ptr<RuleHooks> Script::open() const {
    return open_hooks(file_.string(), source_, limits_);
}

}  // namespace dicebox::script
