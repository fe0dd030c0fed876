// One Lua state for one script: its own allocator with the memory cap, the libraries
// a house rule may use (library.cpp), and calls from the host that are always
// protected and always under a fresh instruction budget.
//
// Lua reports errors by longjmp. The host therefore enters Lua only through
// Sandbox::run and Sandbox::call (lua_pcall), and otherwise uses API calls that
// cannot raise; work that may raise (anything that allocates) runs in a lua_CFunction
// passed to call().
#pragma once

#include <lua.hpp>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "allowance.hpp"
#include "dicebox/script/script.hpp"

namespace dicebox::script {

// A call into Lua that failed, as the sandbox saw it; the caller words it for its
// reader (messages.hpp).
class LuaFailure : public std::runtime_error {
  public:
    enum class Kind {
        Message,       // the error value is a string or a number: detail() is its text
        NotMessage,    // any other value: detail() names its type ("a table")
        Instructions,  // the budget ran out: detail() is where ("file:line"), or empty
        Memory,        // the cap was reached
    };

    LuaFailure(Kind kind, const std::string& detail) : std::runtime_error(detail), kind_(kind) {}
    Kind kind() const { return kind_; }
    std::string detail() const { return what(); }

  private:
    Kind kind_;
};

class Sandbox {
  public:
    // Throws LuaFailure when even the libraries do not fit in the memory cap.
    explicit Sandbox(const Limits& limits);
    Sandbox(const Sandbox&) = delete;
    Sandbox& operator=(const Sandbox&) = delete;

    lua_State* state() const { return state_.get(); }

    // Compiles `source` (text only) and runs it; leaves its first result on the stack.
    // Throws LuaFailure.
    void run(std::string_view source, const std::string& chunk_name);

    // Calls `function` with a light userdata `data` and the `arguments` values on top of
    // the stack; leaves `results` values. Throws LuaFailure.
    void call(lua_CFunction function, void* data, int arguments, int results);

  private:
    struct Close {
        void operator()(lua_State* L) const { lua_close(L); }
    };

    // Pops the error value of a failed call (`status`) into a LuaFailure.
    LuaFailure failure(int status);
    // The error value on top of the stack, read without running any script code.
    LuaFailure describe_error(int status) const;

    std::unique_ptr<Allowance> allowance_;  // outlives the state that allocates from it
    std::unique_ptr<lua_State, Close> state_;
};

}  // namespace dicebox::script
