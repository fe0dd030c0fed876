// The sandbox's life: a state on the capped allocator, the libraries opened under
// protection, and every call from the host protected and under a fresh budget.
#include "sandbox.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "library.hpp"

namespace dicebox::script {
namespace {

// Count-hook calls every this many instructions: rare enough to cost nothing, often
// enough that a small budget is kept closely.
constexpr std::uint64_t kStride = 1000;

// A number raised as an error, written out without lua_tostring (which allocates).
std::string number_text(lua_State* L, int index) {
    int is_integer = 0;
    const lua_Integer integer = lua_tointegerx(L, index, &is_integer);
    if (is_integer != 0) return fmt::format("{}", integer);
    return fmt::format("{}", lua_tonumber(L, index));
}

}  // namespace

Sandbox::Sandbox(const Limits& limits) : allowance_(std::make_unique<Allowance>()) {
    allowance_->memory = limits.memory;
    allowance_->instructions = limits.instructions;
    allowance_->stride =
        static_cast<int>(std::clamp<std::uint64_t>(limits.instructions, 1, kStride));
    state_.reset(lua_newstate(allocate, allowance_.get()));
    if (state_ == nullptr) throw LuaFailure(LuaFailure::Kind::Memory, "");
    call(open_library, nullptr, 0, 0);
}

void Sandbox::run(std::string_view source, const std::string& chunk_name) {
    lua_State* L = state();
    reset_budget(L);
    int status = luaL_loadbufferx(L, source.data(), source.size(), chunk_name.c_str(), "t");
    if (status == LUA_OK) status = lua_pcall(L, 0, 1, 0);
    if (status != LUA_OK) throw failure(status);
}

void Sandbox::call(lua_CFunction function, void* data, int arguments, int results) {
    lua_State* L = state();
    reset_budget(L);
    if (lua_checkstack(L, 2) == 0) throw LuaFailure(LuaFailure::Kind::Memory, "");
    lua_pushcfunction(L, function);
    lua_insert(L, -(arguments + 1));
    lua_pushlightuserdata(L, data);
    lua_insert(L, -(arguments + 1));
    const int status = lua_pcall(L, arguments + 1, results, 0);
    if (status != LUA_OK) throw failure(status);
}

LuaFailure Sandbox::failure(int status) {
    LuaFailure described = describe_error(status);
    lua_pop(state(), 1);
    return described;
}

LuaFailure Sandbox::describe_error(int status) const {
    lua_State* L = state();
    using Kind = LuaFailure::Kind;
    if (allowance_->exhausted) return {Kind::Instructions, allowance_->where.data()};
    const int type = lua_type(L, -1);
    std::string text;
    if (type == LUA_TSTRING) {
        std::size_t length = 0;
        const char* message = lua_tolstring(L, -1, &length);
        text.assign(message, length);
    }
    // Out of memory inside a string buffer, Lua raises this message as a plain error.
    const bool memory =
        status == LUA_ERRMEM || (allowance_->memory_refused && text == "not enough memory");
    if (memory) return {Kind::Memory, ""};
    if (type == LUA_TSTRING) return {Kind::Message, text};
    if (type == LUA_TNUMBER) return {Kind::Message, number_text(L, -1)};
    if (type == LUA_TNIL) return {Kind::NotMessage, "nil"};
    return {Kind::NotMessage, fmt::format("a {}", lua_typename(L, type))};
}

}  // namespace dicebox::script
