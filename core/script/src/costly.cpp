// Charges for library work done in C (costly.hpp).
#include "costly.hpp"

#include <cstdint>
#include <limits>
#include <string_view>

#include "allowance.hpp"
#include "library.hpp"

namespace dicebox::script {
namespace {

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// A step of the pattern matcher is a few machine instructions, cheaper than one of
// the VM: this many steps are charged as one instruction.
constexpr std::uint64_t kStepsPerInstruction = 8;

std::uint64_t saturating_multiply(std::uint64_t a, std::uint64_t b) {
    return b != 0 && a > kMax / b ? kMax : a * b;
}

// The index just past the set that starts at `p[i]` ('['), as Lua's matcher reads it.
std::size_t past_set(std::string_view p, std::size_t i) {
    ++i;
    if (i < p.size() && p[i] == '^') ++i;
    do {
        if (i >= p.size()) return p.size();
        if (p[i++] == '%') ++i;
    } while (i < p.size() && p[i] != ']');
    return i + 1;
}

// The items of `pattern` that can try many lengths of the subject, each multiplying
// the matcher's work: a class followed by *, +, - or ?, a %b balance, a back
// reference; counted only when more of the pattern follows them, since the last item
// settles at its first try.
int backtracking_items(std::string_view p) {
    std::size_t i = p.starts_with('^') ? 1 : 0;
    int items = 0;
    while (i < p.size()) {
        bool repeats = false;
        if (p[i] == '(' || p[i] == ')') {
            ++i;
            continue;
        }
        if (p[i] == '%' && i + 1 < p.size()) {
            const char kind = p[i + 1];
            if (kind == 'f') {
                i = past_set(p, i + 2);
                continue;
            }
            repeats = kind == 'b' || (kind >= '0' && kind <= '9');
            i += kind == 'b' ? 4 : 2;
        } else if (p[i] == '[') {
            i = past_set(p, i);
        } else {
            ++i;
        }
        if (!repeats && i < p.size() &&
            std::string_view("*+-?").find(p[i]) != std::string_view::npos) {
            ++i;
            repeats = true;
        }
        const bool more = i < p.size() && !(i + 1 == p.size() && p[i] == '$');
        if (repeats && more) ++items;
    }
    return items;
}

// The worst case of matching `pattern` against a subject of `length` bytes: at each
// start, up to (length + 1) tries for every backtracking item, each comparing up to
// the whole pattern.
std::uint64_t match_cost(std::uint64_t length, std::string_view pattern, bool plain,
                         bool anchored) {
    const int items = plain ? 0 : backtracking_items(pattern);
    std::uint64_t cost = saturating_multiply(anchored ? 1 : length + 1, pattern.size() + 1);
    for (int i = 0; i < items; ++i) cost = saturating_multiply(cost, length + 1);
    return cost / kStepsPerInstruction;
}

// Charges a pattern function called as f(subject, pattern, ...).
void charge_match(lua_State* L, bool plain, bool may_anchor) {
    std::size_t length = 0;
    std::size_t pattern_length = 0;
    luaL_checklstring(L, 1, &length);
    const char* pattern = luaL_checklstring(L, 2, &pattern_length);
    const std::string_view p(pattern, pattern_length);
    charge(L, match_cost(length, p, plain, may_anchor && !plain && p.starts_with('^')));
}

int guarded_find(lua_State* L) {
    charge_match(L, lua_toboolean(L, 4) != 0, true);
    return call_original(L);
}

int guarded_match(lua_State* L) {
    charge_match(L, false, true);
    return call_original(L);
}

// gmatch reads a leading '^' as a plain character: it has no anchor.
int guarded_gmatch(lua_State* L) {
    charge_match(L, false, false);
    return call_original(L);
}

int guarded_gsub(lua_State* L) {
    charge_match(L, false, true);
    return call_original(L);
}

// Copies of an empty string cost no memory, so only the count would stop them.
int guarded_rep(lua_State* L) {
    std::size_t length = 0;
    std::size_t separator = 0;
    luaL_checklstring(L, 1, &length);
    const lua_Integer count = luaL_checkinteger(L, 2);
    luaL_optlstring(L, 3, "", &separator);
    if (count > 0 && length + separator == 0) {
        lua_pushliteral(L, "");
        return 1;
    }
    return call_original(L);
}

// table.move(a1, f, e, t [, a2]) moves e - f + 1 elements.
int guarded_move(lua_State* L) {
    const lua_Integer first = luaL_checkinteger(L, 2);
    const lua_Integer last = luaL_checkinteger(L, 3);
    if (last >= first) {
        charge(L, static_cast<std::uint64_t>(last) - static_cast<std::uint64_t>(first) + 1);
    }
    return call_original(L);
}

// table.insert(t, pos, v) and table.remove(t, pos) shift the elements from `pos` to
// #t, and #t is whatever a __len metamethod says. Appending and popping shift none.
void charge_shift(lua_State* L) {
    if (lua_type(L, 1) != LUA_TTABLE || lua_isnoneornil(L, 2)) return;
    const lua_Integer position = luaL_checkinteger(L, 2);
    const lua_Integer length = luaL_len(L, 1);
    if (position >= 1 && position <= length) {
        charge(L, static_cast<std::uint64_t>(length - position) + 1);
    }
}

int guarded_insert(lua_State* L) {
    if (lua_gettop(L) == 3) charge_shift(L);
    return call_original(L);
}

int guarded_remove(lua_State* L) {
    charge_shift(L);
    return call_original(L);
}

}  // namespace

void guard_string_functions(lua_State* L, int string_table) {
    wrap(L, string_table, "find", guarded_find);
    wrap(L, string_table, "match", guarded_match);
    wrap(L, string_table, "gmatch", guarded_gmatch);
    wrap(L, string_table, "gsub", guarded_gsub);
    wrap(L, string_table, "rep", guarded_rep);
}

void guard_table_functions(lua_State* L, int table_table) {
    wrap(L, table_table, "move", guarded_move);
    wrap(L, table_table, "insert", guarded_insert);
    wrap(L, table_table, "remove", guarded_remove);
}

}  // namespace dicebox::script
