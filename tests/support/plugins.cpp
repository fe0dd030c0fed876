#include "plugins.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace testing_support {

std::filesystem::path plugin_dir() {
    return DICEBOX_TEST_PLUGIN_DIR;
}
std::filesystem::path dicebox_binary() {
    return DICEBOX_TEST_BINARY;
}
std::filesystem::path fixture_dir() {
    return DICEBOX_TEST_FIXTURE_DIR;
}

std::vector<std::string> built_plugins() {
    std::vector<std::string> ids;
    std::string list = DICEBOX_TEST_PLUGINS;
    for (std::size_t start = 0; start <= list.size();) {
        const auto end = std::min(list.find(',', start), list.size());
        ids.push_back(list.substr(start, end - start));
        start = end + 1;
    }
    return ids;
}

const dicebox::PluginRegistry& registry() {
    static const dicebox::PluginRegistry loaded = [] {
        dicebox::PluginRegistry r;
        r.load_directories({plugin_dir()});
        return r;
    }();
    return loaded;
}

const dicebox::GameModule& module(const std::string& id) {
    const auto* found = registry().find(id);
    if (found == nullptr) {
        std::fprintf(stderr, "plugin '%s' not found in %s\n", id.c_str(), plugin_dir().c_str());
        std::abort();
    }
    return *found;
}

}  // namespace testing_support
