#include "test_environment.hpp"

#include <algorithm>
#include <cstdlib>
#include <string_view>

extern char** environ;

namespace testing_support {

char** test_environment() {
    static const bool set = setenv("XDG_DATA_HOME", DICEBOX_TEST_DATA_HOME, 1) == 0;
    (void)set;
    return environ;
}

std::vector<std::string> test_environment(const std::vector<std::string>& overrides) {
    std::vector<std::string> variables = overrides;
    for (char** variable = test_environment(); *variable != nullptr; ++variable) {
        const std::string_view entry = *variable;
        const auto name = entry.substr(0, entry.find('=') + 1);
        const bool replaced =
            std::any_of(overrides.begin(), overrides.end(),
                        [&](const std::string& o) { return o.starts_with(name); });
        if (!replaced) variables.emplace_back(entry);
    }
    return variables;
}

}  // namespace testing_support
