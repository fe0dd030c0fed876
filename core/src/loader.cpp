#include "dicebox/loader.hpp"

#include <dlfcn.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <system_error>

#include "dicebox/plugin_abi.hpp"
#include "dicebox/user_data.hpp"

namespace dicebox {
namespace {

namespace fs = std::filesystem;

bool has_elf_magic(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    char magic[4] = {};
    in.read(magic, sizeof magic);
    return in.gcount() == 4 && magic[0] == 0x7f && magic[1] == 'E' && magic[2] == 'L' &&
           magic[3] == 'F';
}

// Why a plugin of another ABI is refused: the kit it was built with (which plugins tell
// from ABI 7 on, in the field after the ABI's) and the ABI this dicebox needs.
std::string abi_refusal(const DiceboxPlugin& plugin) {
    constexpr std::uint32_t kFirstAbiNamingItsKit = 7;
    const std::string built =
        plugin.abi_version >= kFirstAbiNamingItsKit && plugin.kit_version != nullptr
            ? fmt::format("built with the dicebox {} kit (plugin ABI {})", plugin.kit_version,
                          plugin.abi_version)
            : fmt::format("built for plugin ABI {}", plugin.abi_version);
    return fmt::format("{}; this dicebox {} needs plugin ABI {}: rebuild it with its kit", built,
                       DICEBOX_VERSION, DICEBOX_PLUGIN_ABI_VERSION);
}

}  // namespace

bool PluginRegistry::load_file(const fs::path& file) {
    auto fail = [&](std::string reason) {
        failures_.push_back({file, std::move(reason)});
        return false;
    };
    std::error_code ec;
    if (!fs::is_regular_file(file, ec)) return fail("no such file");
    // Checked before dlopen so that a stray file gives a plain reason, not a linker's.
    if (!has_elf_magic(file)) return fail("not a shared library (no ELF header)");

    // RTLD_LOCAL keeps each plugin's symbols to itself; the handle is never closed. The path
    // is made absolute: dlopen would look for a bare file name in the system's folders.
    void* handle = dlopen(fs::absolute(file, ec).c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) return fail(fmt::format("cannot be loaded: {}", dlerror()));

    auto entry = reinterpret_cast<DiceboxPluginEntry>(dlsym(handle, DICEBOX_PLUGIN_ENTRY));
    if (entry == nullptr) {
        return fail("not a dicebox plugin: it has no '" DICEBOX_PLUGIN_ENTRY "' entry point");
    }
    const DiceboxPlugin* plugin = entry();
    if (plugin == nullptr) return fail("its entry point returned nothing");
    if (plugin->abi_version != DICEBOX_PLUGIN_ABI_VERSION) return fail(abi_refusal(*plugin));
    const GameModule* module = plugin->rules != nullptr ? plugin->rules() : nullptr;
    if (module == nullptr) return fail("it provides no game rules");
    if (const GameModule* other = find(module->info().id)) {
        const auto& first = *std::find_if(plugins_.begin(), plugins_.end(),
                                          [&](const auto& p) { return p.module == other; });
        return fail(fmt::format("game '{}' is already provided by {}", module->info().id,
                                first.file.string()));
    }
    fs::path board;
    if (plugin->board != nullptr) board = file.parent_path() / plugin->board;
    plugins_.push_back({file, module, std::move(board)});
    return true;
}

void PluginRegistry::load_directories(const std::vector<fs::path>& dirs) {
    for (const auto& dir : dirs) {
        std::error_code ec;
        if (!fs::is_directory(dir, ec)) continue;
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(dir, ec)) {
            if (entry.path().extension() == ".so") files.push_back(entry.path());
        }
        std::sort(files.begin(), files.end());  // a stable order for listings
        for (const auto& file : files) load_file(file);
    }
}

const GameModule* PluginRegistry::find(std::string_view id) const {
    for (const auto& plugin : plugins_) {
        if (plugin.module->info().id == id) return plugin.module;
    }
    return nullptr;
}

fs::path executable_dir() {
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    return ec ? fs::current_path() : self.parent_path();
}

std::vector<fs::path> plugin_search_path(const std::vector<fs::path>& command_line_dirs) {
    std::vector<fs::path> dirs = command_line_dirs;
    if (const char* env = std::getenv("DICEBOX_PLUGIN_PATH")) {
        std::string_view rest = env;
        while (!rest.empty()) {
            const auto colon = rest.find(':');
            const auto part = rest.substr(0, colon);
            if (!part.empty()) dirs.emplace_back(part);
            rest = colon == std::string_view::npos ? "" : rest.substr(colon + 1);
        }
    }
    dirs.push_back(user_data_dir() / "plugins");
    const fs::path bin = executable_dir();
    dirs.push_back(bin / "plugins");
    dirs.push_back(bin.parent_path() / "lib" / "dicebox" / "plugins");
    return dirs;
}

}  // namespace dicebox
