// Running a real program with pipes (process.hpp).
//
// The input is written and both outputs are read in one poll() loop: writing all of
// the input first would deadlock as soon as the program fills an output pipe while
// it still waits to be read.
#include "process.hpp"
#include "test_environment.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace testing_support {
namespace {

[[noreturn]] void fail(const std::string& what, int error) {
    throw std::runtime_error(what + ": " + std::strerror(error));
}

struct Pipe {
    int read = -1;
    int write = -1;
    Pipe() {
        int fds[2];
        if (::pipe2(fds, O_CLOEXEC) != 0) fail("pipe2", errno);
        read = fds[0];
        write = fds[1];
    }
    Pipe(const Pipe&) = delete;
    Pipe& operator=(const Pipe&) = delete;
    ~Pipe() {
        close_read();
        close_write();
    }
    void close_read() {
        if (read >= 0) ::close(read);
        read = -1;
    }
    void close_write() {
        if (write >= 0) ::close(write);
        write = -1;
    }
};

// SIGPIPE is blocked in this thread while the loop runs, so that a program that exits
// without reading all of its input shows as EPIPE instead of killing the test; the
// program itself is started with the signal mask of the caller.
class SigpipeBlocked {
  public:
    SigpipeBlocked() {
        sigset_t pipe_only;
        sigemptyset(&pipe_only);
        sigaddset(&pipe_only, SIGPIPE);
        pthread_sigmask(SIG_BLOCK, &pipe_only, &previous_);
    }
    SigpipeBlocked(const SigpipeBlocked&) = delete;
    SigpipeBlocked& operator=(const SigpipeBlocked&) = delete;
    ~SigpipeBlocked() {
        // Discard a SIGPIPE raised by our writes before unblocking it.
        sigset_t pipe_only;
        sigemptyset(&pipe_only);
        sigaddset(&pipe_only, SIGPIPE);
        const timespec now{0, 0};
        while (sigtimedwait(&pipe_only, nullptr, &now) == SIGPIPE) {
        }
        pthread_sigmask(SIG_SETMASK, &previous_, nullptr);
    }
    const sigset_t& previous() const { return previous_; }

  private:
    sigset_t previous_{};
};

pid_t spawn(const std::filesystem::path& program, const std::vector<std::string>& args, Pipe& in,
            Pipe& out, Pipe& err, const sigset_t& mask, std::vector<std::string> environment) {
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in.read, STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out.write, STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err.write, STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setsigmask(&attributes, &mask);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);

    std::vector<std::string> words{program.string()};
    words.insert(words.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (auto& word : words) argv.push_back(word.data());
    argv.push_back(nullptr);

    std::vector<char*> envp;
    for (auto& variable : environment) envp.push_back(variable.data());
    envp.push_back(nullptr);

    pid_t pid = 0;
    const int error =
        posix_spawn(&pid, program.c_str(), &actions, &attributes, argv.data(), envp.data());
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) fail("cannot start " + program.string(), error);
    return pid;
}

}  // namespace

ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args, std::string_view input) {
    return run_process(program, args, input, {});
}

ProcessResult run_process(const std::filesystem::path& program,
                          const std::vector<std::string>& args, std::string_view input,
                          const std::vector<std::string>& environment) {
    SigpipeBlocked blocked;
    Pipe in;
    Pipe out;
    Pipe err;
    const pid_t pid =
        spawn(program, args, in, out, err, blocked.previous(), test_environment(environment));
    in.close_read();
    out.close_write();
    err.close_write();
    if (::fcntl(in.write, F_SETFL, O_NONBLOCK) != 0) fail("fcntl", errno);

    ProcessResult result;
    std::size_t written = 0;
    if (input.empty()) in.close_write();
    while (in.write >= 0 || out.read >= 0 || err.read >= 0) {
        std::array<pollfd, 3> fds{
            {{in.write, POLLOUT, 0}, {out.read, POLLIN, 0}, {err.read, POLLIN, 0}}};
        if (::poll(fds.data(), fds.size(), -1) < 0) {
            if (errno == EINTR) continue;
            fail("poll", errno);
        }
        if (fds[0].revents != 0) {
            const ssize_t n = ::write(in.write, input.data() + written, input.size() - written);
            if (n > 0) written += static_cast<std::size_t>(n);
            // EPIPE: the program stopped reading; the rest of the input is not wanted.
            if ((n < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) {
                in.close_write();
            }
        }
        const std::array<std::pair<Pipe*, std::string*>, 2> readers{
            {{&out, &result.out}, {&err, &result.err}}};
        for (std::size_t i = 0; i < readers.size(); ++i) {
            if (fds[i + 1].revents == 0) continue;
            std::array<char, 65536> buffer;
            const ssize_t n = ::read(readers[i].first->read, buffer.data(), buffer.size());
            if (n > 0) {
                readers[i].second->append(buffer.data(), static_cast<std::size_t>(n));
            } else if (n == 0 || errno != EINTR) {
                readers[i].first->close_read();
            }
        }
    }

    int status = 0;
    while (::waitpid(pid, &status, 0) < 0) {
        if (errno != EINTR) fail("waitpid", errno);
    }
    if (WIFEXITED(status)) result.exit_code = WEXITSTATUS(status);
    if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
    return result;
}

std::vector<std::string> with_db(std::vector<std::string> args, const std::filesystem::path& db) {
    args.insert(args.end(), {"--db", db.string()});
    return args;
}

std::vector<std::string> lines_of(std::string_view text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) {
            lines.emplace_back(text.substr(start));
            break;
        }
        lines.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

}  // namespace testing_support
