// A real program driven while it runs: answer its prompts one at a time, wait for
// what it prints, and end it with a signal in the middle of its work (the crash tests).
#pragma once

#include <sys/types.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace testing_support {

class LiveProcess {
  public:
    // Where the program writes: its standard output to a pipe (standard error to
    // /dev/null), or both to a terminal (a pseudo-terminal), as when a person watches;
    // Console: its standard input comes from that terminal too, as when a person plays
    // (what write() sends is typed at its keyboard, and echoed in its output).
    enum class Output { Pipe, Terminal, Console };

    // Starts `program` with its standard input and output connected to this object, and
    // the variables of `environment` ("NAME=VALUE" each) set over those of the test
    // environment. Throws std::runtime_error when it cannot.
    LiveProcess(const std::filesystem::path& program, const std::vector<std::string>& args,
                Output output = Output::Pipe, const std::vector<std::string>& environment = {});
    ~LiveProcess();  // kills the program if it still runs
    LiveProcess(const LiveProcess&) = delete;
    LiveProcess& operator=(const LiveProcess&) = delete;

    void write(std::string_view text);
    // Reads until the output printed since the last call contains `text`; false when
    // the program ends or the time runs out first.
    bool wait_for(std::string_view text,
                  std::chrono::milliseconds timeout = std::chrono::seconds(60));
    // Everything printed so far.
    const std::string& output() const { return output_; }

    // Reads the program's output to its end and waits for it to exit: its exit status, or
    // -1 when it is killed by a signal or ends later than `timeout` (then it is killed).
    int exit_code(std::chrono::milliseconds timeout = std::chrono::seconds(120));

    // Sends `signal` and waits for the program to end; returns its wait status (0 when
    // it had been ended before).
    int kill(int signal);

  private:
    pid_t pid_ = -1;
    int in_ = -1;
    int out_ = -1;
    std::string output_;
    std::size_t seen_ = 0;  // output_ before this was matched already
};

}  // namespace testing_support
