// Values between the host and Lua are JSON (nlohmann::json):
// - arrays <-> sequences (1-based); objects <-> tables with string keys, except that an
//   object key that is a canonical decimal integer ("2", "-3", not "02") becomes an
//   integer key, so that a script writes sheet.rows[7];
// - a Lua table whose keys are exactly 1..n becomes an array (the empty table an empty
//   array); any other integer key becomes its decimal string;
// - integers stay integers and floats are doubles; nil is null;
// - functions, coroutines, userdata, non-finite numbers, strings that are not UTF-8,
//   keys that are neither strings nor integers and tables nested deeper than
//   kMaxDepth (a cycle) cannot leave Lua.
// Metatables are ignored both ways: a table is read raw.
#pragma once

#include <cstddef>
#include <lua.hpp>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace dicebox::script {

inline constexpr int kMaxDepth = 100;
// The most values one conversion yields: tables shared many times over can stand for
// far more values than the memory cap holds.
inline constexpr std::size_t kMaxValues = std::size_t{1} << 18;

// Pushes `value`. It allocates, so it may raise: call it only inside a protected call
// (a lua_CFunction run by Sandbox::call). Raises for JSON nested deeper than kMaxDepth.
void push_json(lua_State* L, const nlohmann::json& value) noexcept;

// What cannot leave Lua, and where: "a function at rows[3]".
class ConversionError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The value at `index` as JSON. Uses only API calls that cannot raise, so it is safe
// from C++; throws ConversionError.
nlohmann::json to_json(lua_State* L, int index);

}  // namespace dicebox::script
