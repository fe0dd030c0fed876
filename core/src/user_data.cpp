#include "dicebox/user_data.hpp"

#include <cstdlib>

namespace dicebox {

std::filesystem::path user_data_dir() {
    namespace fs = std::filesystem;
    const char* data = std::getenv("XDG_DATA_HOME");
    fs::path base = data != nullptr && fs::path(data).is_absolute() ? fs::path(data) : fs::path();
    if (base.empty()) {
        const char* home = std::getenv("HOME");
        base = fs::path(home != nullptr ? home : ".") / ".local" / "share";
    }
    return base / "dicebox";
}

}  // namespace dicebox
