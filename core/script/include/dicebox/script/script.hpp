// House rules written in Lua: a script file read into a HouseRule.
//
// A script returns a table (scripts/README.md):
//
//     return {
//       name = "Gentle", game = "extra", version = "1.0", author = "…",
//       description = "Rows still in the -200 zone cost -150.",
//       params = { zone_penalty = -150 },      -- overrides of the module's schema
//       seats = { handicap = true },           -- options for every seat (optional)
//       hooks = { row_score = function(sum, crosses) … end },
//     }
//
// Every script runs in its own sandbox (sandbox.hpp): the libraries base, string,
// table, math and utf8 only, an instruction budget per call that pcall cannot catch,
// and a memory cap.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <vector>

#include "dicebox/house_rule.hpp"
#include "dicebox/module.hpp"

namespace dicebox::script {

// How far a script may go: per call of a hook (and for running the file once), at most
// `instructions` Lua instructions; at any time at most `memory` bytes.
struct Limits {
    std::uint64_t instructions = 10'000'000;
    std::size_t memory = std::size_t{64} << 20;
};

// A script that cannot be used: unreadable, not Lua, failing when run, or with wrong
// metadata. The message names the file (and the line where Lua knows it).
class ScriptError : public std::runtime_error {
  public:
    explicit ScriptError(const std::string& what) : std::runtime_error(what), problems_{what} {}
    // Every problem found at once (a table with several wrong keys); what() has them one
    // a line.
    explicit ScriptError(std::vector<std::string> problems);

    const std::vector<std::string>& problems() const { return problems_; }

  private:
    std::vector<std::string> problems_;
};

struct Metadata {
    std::string name;
    std::string game;  // the module id: "extra"
    std::string version;
    std::string description;
    std::string author;
};

class Script : public HouseRule {
  public:
    // Reads and runs the file once in a sandbox and checks the table it returns.
    // Throws ScriptError.
    static std::shared_ptr<const Script> load(const std::filesystem::path& file,
                                              Limits limits = {});
    // The same for a script's text that came from elsewhere (a server's table is sent
    // it), `name` naming it in its errors. Throws ScriptError.
    static std::shared_ptr<const Script> from_text(std::string source, const std::string& name,
                                                   Limits limits = {});

    // The script's text, as read: what a server's history keeps of a table's rule.
    const std::string& source() const { return source_; }

    const std::filesystem::path& file() const { return file_; }
    const Metadata& metadata() const { return metadata_; }
    const Limits& limits() const { return limits_; }
    // The parameter overrides and the options for every seat, as written.
    const nlohmann::json& params() const { return params_; }
    const nlohmann::json& seat_options() const { return seat_options_; }
    // The hooks the script defines, in name order.
    const std::vector<std::string>& hook_names() const { return hook_names_; }

    // HouseRule
    const std::string& name() const override { return metadata_.name; }
    const std::string& hash() const override { return hash_; }
    bool defines(std::string_view hook) const override;
    // A new sandbox running the script, for one game. Throws HookError.
    std::unique_ptr<RuleHooks> open() const override;

  private:
    Script() = default;

    std::filesystem::path file_;
    std::string source_;
    std::string hash_;  // SHA-256 of source_, in hex
    Limits limits_;
    Metadata metadata_;
    nlohmann::json params_ = nlohmann::json::object();
    nlohmann::json seat_options_ = nlohmann::json::object();
    std::vector<std::string> hook_names_;
};

// What is wrong with the script for `module` (`dicebox rules check`): another game,
// a parameter or seat option that the module's schemas refuse, a hook the module does
// not offer. Empty when nothing is.
std::vector<std::string> check(const Script& script, const GameModule& module);

// What goes wrong when a game asks the script's hooks (`dicebox rules check`): each hook
// the script defines is tried alone, in a seeded game of random bots in the fewest seats
// the module allows, under the script's parameters. One message per failing hook (its
// HookError); empty when every hook answers as the module needs. Only for a script that
// check() finds nothing wrong with.
std::vector<std::string> trial(const Script& script, const GameModule& module);

// `config` with the script as its rule: its parameters under the ones already in
// `config` (given on the command line, they win) and its seat options under each
// seat's own. Throws ParamError when the script is for another game.
GameConfig ruled_by(GameConfig config, std::shared_ptr<const Script> script,
                    const GameModule& module);

}  // namespace dicebox::script
