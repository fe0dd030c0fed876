// Running a real program for end-to-end tests: arguments in, a string on its standard
// input, and its standard output, standard error and exit status back.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace testing_support {

struct ProcessResult {
    int exit_code = -1;  // the exit status, or -1 when a signal ended the program
    int signal = 0;      // the signal that ended it, or 0
    std::string out;
    std::string err;
};

// Runs `program` with `args`, writes `input` to its standard input and then closes
// it, and waits for the program to end. Throws std::runtime_error when the program
// cannot be started.
ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args, std::string_view input = {});
// The same with the variables of `environment` ("NAME=VALUE" each) set for the program,
// over those of the test environment.
ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args, std::string_view input,
                          const std::vector<std::string>& environment);

// `args` followed by "--db FILE": a command writing to a history of the test's own.
std::vector<std::string> with_db(std::vector<std::string> args, const std::filesystem::path& db);

// `text` cut at each '\n'; a last line without '\n' counts too, none is added after a
// final '\n'.
std::vector<std::string> lines_of(std::string_view text);

}  // namespace testing_support
