// Where house rules are found: the scripts shipped with dicebox and the user's own, by
// file or by name.
//
// A script's name is its path in its folder without ".lua" ("extra/gentle"); the file's
// stem alone ("gentle") names it too when no other script has that stem.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "dicebox/result.hpp"

namespace dicebox::host {

struct RuleFile {
    std::string name;  // "extra/gentle"
    std::filesystem::path file;
};

// The user's scripts: beside the history, $XDG_DATA_HOME/dicebox/scripts (without
// XDG_DATA_HOME, ~/.local/share/dicebox/scripts).
std::filesystem::path user_rules_folder();

// The scripts shipped with dicebox: share/dicebox/scripts beside the folder of the binary
// (in the build tree as in an installation).
std::filesystem::path shipped_rules_folder();

// Every *.lua in the `extra_folders` (the app's settings add some), then in the user's
// folder, then in the shipped one, each folder in name order. A folder that does not
// exist has none.
std::vector<RuleFile> rule_files(const std::vector<std::filesystem::path>& extra_folders = {});

// The script FILE|NAME stands for: an existing file, or else the script of that name,
// the user's before a shipped one of the same name. Otherwise why not: no such script
// (with the names there are), or a stem that several scripts of one folder share.
dicebox::Result<std::filesystem::path> find_rule_file(const std::string& file_or_name);

}  // namespace dicebox::host
