// What one sandbox may spend: the bytes its allocator hands out and the instructions
// its count hook lets run. Lua finds the allowance through the allocator's user data,
// so the hook and the library guards (costly.cpp) reach it from any of the state's
// threads (coroutines) without a global.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <lua.hpp>

namespace dicebox::script {

struct Allowance {
    std::size_t memory = 0;  // the cap, in bytes
    std::size_t in_use = 0;
    bool memory_refused = false;  // the allocator said no since the last reset

    std::uint64_t instructions = 0;  // the budget of one call from the host
    std::uint64_t used = 0;
    int stride = 1;  // instructions between two calls of the count hook
    bool exhausted = false;
    std::array<char, 256> where{};  // "file:line" of the code running when it ran out
};

// The sandbox's allocator, for lua_newstate(allocate, &allowance): it refuses to go
// beyond Allowance::memory, and Lua turns the refusal into a memory error.
void* allocate(void* allowance, void* block, std::size_t old_size, std::size_t new_size) noexcept;

Allowance& allowance_of(lua_State* L);

// A fresh instruction budget for one call from the host into `L`, its main thread.
void reset_budget(lua_State* L);

// Counts `cost` instructions for work that a library function does in C, out of the
// count hook's sight; raises the budget error when the budget is spent.
void charge(lua_State* L, std::uint64_t cost);

}  // namespace dicebox::script
