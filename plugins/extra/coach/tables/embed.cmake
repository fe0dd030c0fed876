# Writes the C++ source that embeds the shipped value tables in the plugin: each file's
# text as a string (shipped_tables.hpp). The build runs it whenever a
# table changes (plugins/extra/CMakeLists.txt):
#
#   cmake -DOUTPUT=shipped_tables.cpp "-DTABLES=printed.table;solitaire_dice.table" -P embed.cmake
#
# CMake alone, as GCC 12 has no #embed: the plugin reads the text as extra_train wrote
# it, with the reader the tests check.
set(delimiter "table")
set(entries "")
foreach(table IN LISTS TABLES)
  file(READ "${table}" text)
  if(text MATCHES "\\)${delimiter}\"")
    message(FATAL_ERROR "${table} holds ')${delimiter}\"', which would end its string early")
  endif()
  get_filename_component(name "${table}" NAME)
  string(APPEND entries "    {\"${name}\", R\"${delimiter}(${text})${delimiter}\"},\n")
endforeach()

file(WRITE "${OUTPUT}.new" "\
// The shipped value tables (plugins/extra/coach/tables/*.table) as the build found them,
// written by tables/embed.cmake: do not edit (README.md in coach/ says how to retrain).
#include \"shipped_tables.hpp\"

namespace dicebox::extra {
namespace {

constexpr ShippedTable kShipped[] = {
${entries}};

}  // namespace

std::span<const ShippedTable> shipped_tables() {
    return kShipped;
}

}  // namespace dicebox::extra
")
file(RENAME "${OUTPUT}.new" "${OUTPUT}")
