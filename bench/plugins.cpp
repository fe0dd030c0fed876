#include "plugins.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "dicebox/loader.hpp"

namespace bench {

const dicebox::GameModule& module(std::string_view id) {
    static const dicebox::PluginRegistry registry = [] {
        dicebox::PluginRegistry loaded;
        loaded.load_directories({DICEBOX_BENCH_PLUGIN_DIR});
        return loaded;
    }();
    if (const auto* found = registry.find(id)) return *found;

    std::fprintf(stderr, "no plugin provides the game '%.*s' in %s\n", static_cast<int>(id.size()),
                 id.data(), DICEBOX_BENCH_PLUGIN_DIR);
    for (const auto& failure : registry.failures()) {
        std::fprintf(stderr, "  %s: %s\n", failure.file.c_str(), failure.reason.c_str());
    }
    std::fprintf(stderr, "build the plugins first (cmake --build <dir>)\n");
    std::exit(EXIT_FAILURE);
}

}  // namespace bench
