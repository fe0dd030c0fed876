// The real plugins for the benchmarks: loaded once from the build's plugin directory
// through the real loader, so that what is timed is what `dicebox` runs.
#pragma once

#include <cstdint>
#include <string_view>

#include "dicebox/module.hpp"

namespace bench {

// The seed every benchmark plays from: the same games before and after a change.
inline constexpr std::uint64_t kSeed = 20240601;

// The module of `id`; ends the program with the reason when it cannot be loaded.
const dicebox::GameModule& module(std::string_view id);

}  // namespace bench
