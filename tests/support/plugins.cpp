#include "plugins.hpp"

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
