// The hooks of one game: a sandbox that has run the script, its hook functions kept in
// the registry, its globals frozen (freeze.hpp).
#pragma once

#include <memory>
#include <string>
#include <string_view>

#include "dicebox/house_rule.hpp"
#include "dicebox/script/script.hpp"

namespace dicebox::script {

// Runs `source` (the text of `file`) in a new sandbox. Throws HookError.
std::unique_ptr<RuleHooks> open_hooks(const std::string& file, std::string_view source,
                                      const Limits& limits);

}  // namespace dicebox::script
