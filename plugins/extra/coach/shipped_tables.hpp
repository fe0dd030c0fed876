// The value tables shipped with EXTRA!, each trained by self-play under one set of rules:
// the printed ones and Solitaire Dice. Each is a file of tables/ (table_file.hpp) that
// the build embeds in the plugin (tables/embed.cmake writes shipped_tables.cpp), so that
// it needs no file at run time. Light, for the source the build writes.
#pragma once

#include <span>
#include <string_view>

namespace dicebox::extra {

struct ShippedTable {
    std::string_view file;  // its name in tables/, for the messages
    std::string_view text;  // what the file holds
};

// The shipped tables' files, as the build embedded them.
std::span<const ShippedTable> shipped_tables();

}  // namespace dicebox::extra
