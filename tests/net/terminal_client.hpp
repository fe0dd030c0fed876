// The terminal's clients (`dicebox host`, `dicebox join`) run as people run them, each
// answering every prompt with its first choice.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "live_process.hpp"

namespace net_test {

// A terminal client, started with `args` (and `environment`, "NAME=VALUE" each), that
// answers every prompt with 1; its standard error read too when `output` is Terminal.
std::unique_ptr<testing_support::LiveProcess> client(
    const std::vector<std::string>& args, const std::vector<std::string>& environment = {},
    testing_support::LiveProcess::Output output = testing_support::LiveProcess::Output::Pipe);

// What a client printed in the first group of `pattern`: the code, the token.
std::string printed(const testing_support::LiveProcess& process, const std::string& pattern);

// Both clients play to the end and exit with status 0. Their outputs are read at once, as
// each waits for the other: one left unread would fill its pipe and stop.
void expect_both_end_well(testing_support::LiveProcess& one, testing_support::LiveProcess& other);

}  // namespace net_test
