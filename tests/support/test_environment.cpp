#include "test_environment.hpp"

#include <cstdlib>

extern char** environ;

namespace testing_support {

char** test_environment() {
    static const bool set = setenv("XDG_DATA_HOME", DICEBOX_TEST_DATA_HOME, 1) == 0;
    (void)set;
    return environ;
}

}  // namespace testing_support
