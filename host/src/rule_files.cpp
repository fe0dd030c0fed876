#include "dicebox/host/rule_files.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "dicebox/loader.hpp"
#include "dicebox/user_data.hpp"

namespace dicebox::host {
namespace {

namespace fs = std::filesystem;

std::vector<RuleFile> files_in(const fs::path& folder) {
    std::vector<RuleFile> files;
    std::error_code error;
    if (!fs::is_directory(folder, error)) return files;
    for (fs::recursive_directory_iterator
             it(folder, fs::directory_options::skip_permission_denied, error),
         end;
         !error && it != end; it.increment(error)) {
        if (it->path().extension() != ".lua" || !it->is_regular_file(error)) continue;
        fs::path name = it->path().lexically_relative(folder);
        name.replace_extension();
        files.push_back({name.generic_string(), it->path()});
    }
    std::sort(files.begin(), files.end(),
              [](const RuleFile& a, const RuleFile& b) { return a.name < b.name; });
    return files;
}

std::string stem_of(const RuleFile& file) {
    return file.file.stem().string();
}

}  // namespace

fs::path user_rules_folder() {
    return dicebox::user_data_dir() / "scripts";
}

fs::path shipped_rules_folder() {
    return dicebox::executable_dir().parent_path() / "share" / "dicebox" / "scripts";
}

std::vector<RuleFile> rule_files(const std::vector<fs::path>& extra_folders) {
    std::vector<fs::path> folders = extra_folders;
    folders.push_back(user_rules_folder());
    folders.push_back(shipped_rules_folder());
    std::vector<RuleFile> files;
    for (const auto& folder : folders) {
        const auto found = files_in(folder);
        files.insert(files.end(), found.begin(), found.end());
    }
    return files;
}

dicebox::Result<fs::path> find_rule_file(const std::string& file_or_name) {
    using R = dicebox::Result<fs::path>;
    std::error_code error;
    if (fs::is_regular_file(file_or_name, error)) return fs::path(file_or_name);
    if (fs::path(file_or_name).extension() == ".lua") {
        return R::failure(fmt::format("there is no file {}", file_or_name));
    }
    // The whole name first, in the user's folder before the shipped one; then the stem,
    // which must name one script of a folder.
    for (const auto& file : rule_files()) {
        if (file.name == file_or_name) return file.file;
    }
    for (const auto& folder : {user_rules_folder(), shipped_rules_folder()}) {
        std::vector<RuleFile> same;
        for (auto& file : files_in(folder)) {
            if (stem_of(file) == file_or_name) same.push_back(std::move(file));
        }
        if (same.size() == 1) return same.front().file;
        if (same.size() > 1) {
            std::vector<std::string> names;
            for (const auto& file : same) names.push_back(file.name);
            return R::failure(fmt::format("'{}' may be any of the house rules {}; name one of them",
                                          file_or_name, fmt::join(names, ", ")));
        }
    }
    std::vector<std::string> names;
    for (const auto& file : rule_files()) names.push_back(file.name);
    return R::failure(
        fmt::format("there is no file or house rule '{}'; the house rules are: {}", file_or_name,
                    names.empty() ? "none" : fmt::format("{}", fmt::join(names, ", "))));
}

}  // namespace dicebox::host
