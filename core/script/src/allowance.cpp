// The memory cap and the instruction budget. Once the budget is spent, the count hook
// fires at every instruction and raises each time: a script's pcall can catch one
// error, but the very next instruction raises again, so the error reaches the host.
// Coroutines inherit the hook (lua_newthread copies it), and a new coroutine is
// charged a hook's stride up front, because the instructions it runs before its own
// first count would otherwise go unseen.
#include "allowance.hpp"

#include <cstdio>
#include <cstdlib>
#include <limits>

namespace dicebox::script {
namespace {

std::uint64_t saturating_add(std::uint64_t a, std::uint64_t b) {
    return a > std::numeric_limits<std::uint64_t>::max() - b
               ? std::numeric_limits<std::uint64_t>::max()
               : a + b;
}

void count_instructions(lua_State* L, lua_Debug* ar);

// Records where the budget ran out when `ar` is a Lua function (C functions have no
// line); says whether it was.
bool remember_where(Allowance& allowance, lua_State* L, lua_Debug* ar) {
    if (lua_getinfo(L, "Sl", ar) == 0 || ar->currentline < 0) return false;
    const char* source = ar->source[0] == '@' ? ar->source + 1 : ar->short_src;
    std::snprintf(allowance.where.data(), allowance.where.size(), "%s:%d", source, ar->currentline);
    return true;
}

// Raises the budget error, and from now on at every instruction of this thread.
[[noreturn]] void spent(lua_State* L) {
    lua_sethook(L, count_instructions, LUA_MASKCOUNT, 1);
    lua_pushliteral(L, "the instruction budget is spent");
    lua_error(L);
    std::abort();  // lua_error does not return
}

void count_instructions(lua_State* L, lua_Debug* ar) {
    Allowance& allowance = allowance_of(L);
    if (!allowance.exhausted) {
        allowance.used =
            saturating_add(allowance.used, static_cast<std::uint64_t>(allowance.stride));
        if (allowance.used <= allowance.instructions) return;
        allowance.exhausted = true;
        remember_where(allowance, L, ar);
    }
    spent(L);
}

}  // namespace

void* allocate(void* ud, void* block, std::size_t old_size, std::size_t new_size) noexcept {
    Allowance& allowance = *static_cast<Allowance*>(ud);
    // Without a block, old_size tells the kind of object Lua wants, not a size.
    const std::size_t old = block == nullptr ? 0 : old_size;
    if (new_size == 0) {
        std::free(block);
        allowance.in_use -= old;
        return nullptr;
    }
    if (new_size > old && new_size - old > allowance.memory - allowance.in_use) {
        allowance.memory_refused = true;
        return nullptr;
    }
    void* moved = std::realloc(block, new_size);
    if (moved == nullptr) {
        allowance.memory_refused = true;
        return nullptr;
    }
    allowance.in_use = allowance.in_use - old + new_size;
    return moved;
}

Allowance& allowance_of(lua_State* L) {
    void* ud = nullptr;
    lua_getallocf(L, &ud);
    return *static_cast<Allowance*>(ud);
}

void reset_budget(lua_State* L) {
    Allowance& allowance = allowance_of(L);
    allowance.used = 0;
    allowance.exhausted = false;
    allowance.memory_refused = false;
    allowance.where[0] = '\0';
    lua_sethook(L, count_instructions, LUA_MASKCOUNT, allowance.stride);
}

void charge(lua_State* L, std::uint64_t cost) {
    Allowance& allowance = allowance_of(L);
    if (!allowance.exhausted) {
        allowance.used = saturating_add(allowance.used, cost);
        if (allowance.used <= allowance.instructions) return;
        allowance.exhausted = true;
        // Level 0 is the library function; the Lua code that called it is further up.
        lua_Debug ar;
        for (int level = 1; lua_getstack(L, level, &ar) != 0; ++level) {
            if (remember_where(allowance, L, &ar)) break;
        }
    }
    spent(L);
}

}  // namespace dicebox::script
