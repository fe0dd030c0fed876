#include "live_process.hpp"
#include "test_environment.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace testing_support {

LiveProcess::LiveProcess(const std::filesystem::path& program, const std::vector<std::string>& args,
                         Output output, const std::vector<std::string>& environment) {
    int in[2];
    int out[2];  // what this object reads, what the program writes to
    if (::pipe2(in, O_CLOEXEC) != 0) {
        throw std::runtime_error(std::string("pipe2: ") + std::strerror(errno));
    }
    const bool terminal = output != Output::Pipe;
    if (terminal) {
        if (::openpty(&out[0], &out[1], nullptr, nullptr, nullptr) != 0) {
            throw std::runtime_error(std::string("openpty: ") + std::strerror(errno));
        }
        ::fcntl(out[0], F_SETFD, FD_CLOEXEC);
        ::fcntl(out[1], F_SETFD, FD_CLOEXEC);
    } else if (::pipe2(out, O_CLOEXEC) != 0) {
        throw std::runtime_error(std::string("pipe2: ") + std::strerror(errno));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, output == Output::Console ? out[1] : in[0],
                                     STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    if (terminal) {
        posix_spawn_file_actions_adddup2(&actions, out[1], STDERR_FILENO);
    } else {
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    }
    std::vector<std::string> words{program.string()};
    words.insert(words.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);
    std::vector<std::string> variables = test_environment(environment);
    std::vector<char*> envp;
    for (auto& variable : variables) envp.push_back(variable.data());
    envp.push_back(nullptr);
    const int error =
        posix_spawn(&pid_, program.c_str(), &actions, nullptr, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    in_ = in[1];
    out_ = out[0];
    if (output == Output::Console) {
        // Typed at the terminal's keyboard, not sent down the pipe nobody reads.
        ::close(in_);
        in_ = ::fcntl(out_, F_DUPFD_CLOEXEC, 0);
    }
    if (error != 0) {
        throw std::runtime_error("cannot start " + program.string() + ": " + std::strerror(error));
    }
}

LiveProcess::~LiveProcess() {
    if (pid_ > 0) kill(SIGKILL);
    if (in_ >= 0) ::close(in_);
    if (out_ >= 0) ::close(out_);
}

void LiveProcess::write(std::string_view text) {
    // A program that has ended makes this fail with EPIPE (SIGPIPE ignored here).
    signal(SIGPIPE, SIG_IGN);
    while (!text.empty()) {
        const ssize_t n = ::write(in_, text.data(), text.size());
        if (n <= 0) return;
        text.remove_prefix(static_cast<std::size_t>(n));
    }
}

bool LiveProcess::wait_for(std::string_view text, std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        if (const auto found = output_.find(text, seen_); found != std::string::npos) {
            seen_ = found + text.size();
            return true;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return false;
        pollfd fd{out_, POLLIN, 0};
        if (::poll(&fd, 1, static_cast<int>(left.count())) <= 0) return false;
        char buffer[4096];
        const ssize_t n = ::read(out_, buffer, sizeof buffer);
        if (n <= 0) return false;
        output_.append(buffer, static_cast<std::size_t>(n));
    }
}

int LiveProcess::exit_code(std::chrono::milliseconds timeout) {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        pollfd fd{out_, POLLIN, 0};
        if (left.count() <= 0 || ::poll(&fd, 1, static_cast<int>(left.count())) <= 0) {
            kill(SIGKILL);
            return -1;
        }
        char buffer[4096];
        const ssize_t n = ::read(out_, buffer, sizeof buffer);
        if (n <= 0) break;  // the program has closed its output: it ends
        output_.append(buffer, static_cast<std::size_t>(n));
    }
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

int LiveProcess::kill(int signal) {
    // Once ended, the program is not signalled again: kill(-1) would reach every process.
    if (pid_ <= 0) return 0;
    ::kill(pid_, signal);
    int status = 0;
    ::waitpid(pid_, &status, 0);
    pid_ = -1;
    return status;
}

}  // namespace testing_support
