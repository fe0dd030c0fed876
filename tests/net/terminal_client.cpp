#include "terminal_client.hpp"

#include <gtest/gtest.h>

#include <future>
#include <regex>

#include "plugins.hpp"

namespace net_test {

using testing_support::LiveProcess;

std::unique_ptr<LiveProcess> client(const std::vector<std::string>& args,
                                    const std::vector<std::string>& environment,
                                    LiveProcess::Output output) {
    auto process =
        std::make_unique<LiveProcess>(testing_support::dicebox_binary(), args, output, environment);
    std::string answers;
    for (int i = 0; i < 1000; ++i) answers += "1\n";
    process->write(answers);
    return process;
}

std::string printed(const LiveProcess& process, const std::string& pattern) {
    std::smatch match;
    const std::string& output = process.output();
    if (!std::regex_search(output, match, std::regex(pattern))) return {};
    return match[1];
}

void expect_both_end_well(LiveProcess& one, LiveProcess& other) {
    auto other_ends = std::async(std::launch::async, [&] { return other.exit_code(); });
    EXPECT_EQ(one.exit_code(), 0) << one.output();
    EXPECT_EQ(other_ends.get(), 0) << other.output();
}

}  // namespace net_test
