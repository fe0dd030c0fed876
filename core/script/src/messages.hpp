// How a failure in a script reads. Every message starts with where it happened,
// "file:line: ": Lua's own position when its message has one in the script's file,
// else where the hook is defined (its origin), else the file.
//
//   scripts/extra/bad.lua:4: hook row_score: attempt to perform arithmetic on a nil value
//   scripts/extra/bad.lua:9: hook row_score used more than 10000000 instructions (an endless loop?)
//   scripts/extra/bad.lua:3: hook row_score needed more than 64 MiB of memory
//   scripts/extra/bad.lua:3: hook row_score raised an error that is not a message (a table)
//   scripts/extra/bad.lua:12: '=' expected near 'end'            (while the file ran)
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "dicebox/script/script.hpp"
#include "sandbox.hpp"

namespace dicebox::script {

// "64 MiB", "512 KiB", "1000 bytes".
std::string size_text(std::size_t bytes);

// A failure while the script's file ran.
std::string run_failure(const LuaFailure& failure, const std::string& file, const Limits& limits);

// A failure inside `hook`, defined at `origin`.
std::string hook_failure(const LuaFailure& failure, std::string_view hook,
                         const std::string& origin, const std::string& file, const Limits& limits);

}  // namespace dicebox::script
