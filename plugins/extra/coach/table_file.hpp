// A value table as a file (tables/*.table; README.md in this folder): what self-play
// added to each entry of the expert's table (ValueTable::learned), with the rules it was
// trained for and the command that trained it. extra_train writes it; the build embeds
// the shipped ones in the plugin, which reads them with read_table.
//
//   dicebox extra value table 1            the format, and its version
//   rules dice 5 columns [10, 9, 8] ...    fingerprint() of the rules it was trained for
//   command extra_train --games 100 ...    the command that wrote it
//   entries 68992                          how many entries the table has
//   0: 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -953 -1385 ...
//   32: -1008 -779 -423 0 0 0 0 -20 ...    the entries from the one named on, in tenths
//   ...                                    of a point, 32 a line: a line of zeros is
//   end                                    left out, and so are a line's last zeros
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dicebox::extra {

struct TableFile {
    std::string rules;                  // fingerprint() of the rules it was trained for
    std::string command;                // the command that wrote it
    std::vector<std::int16_t> learned;  // ValueTable::learned()

    bool operator==(const TableFile&) const = default;
};

// The version of the format that write_table writes and read_table reads.
inline constexpr int kTableFormat = 1;

std::string write_table(const TableFile& table);

// Reads what write_table wrote. Throws std::invalid_argument naming `source` and the line
// for a file of another format or version, cut short, or not as write_table writes it.
TableFile read_table(std::string_view text, std::string_view source);

}  // namespace dicebox::extra
