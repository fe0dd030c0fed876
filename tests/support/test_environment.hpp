// The environment of every program a test starts.
#pragma once

#include <string>
#include <vector>

namespace testing_support {

// This process's environment, with XDG_DATA_HOME pointing into the build folder: no
// program a test runs may write to the user's own history, also when a test program
// is run by hand instead of by ctest.
char** test_environment();
// The same with `overrides` ("NAME=VALUE") replacing or adding variables.
std::vector<std::string> test_environment(const std::vector<std::string>& overrides);

}  // namespace testing_support
