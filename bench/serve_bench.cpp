// dicebox_serve_bench: a real `dicebox serve` under many tables at once, on loopback.
//
// It starts the server (the `dicebox` beside this program, its history in a folder of its
// own), opens TABLES tables of Strike, each a person's seat and a random bot's, and joins
// each with a connection of its own. Then THREADS clients, each holding its share of the
// connections, play every table to its end, asking for the legal decisions and acting at
// each turn, as fast as the answers come; every request's time from sending to its
// answer is measured. It prints how many requests were answered and the percentiles of
// their times, and fails when any request is refused or lost.
//
//   dicebox_serve_bench [TABLES] [THREADS] [HISTORY_FOLDER]
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "dicebox/net/client_connection.hpp"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

// The server, started on a free port of 127.0.0.1 and stopped at the end.
class Server {
  public:
    Server(const fs::path& dicebox, const fs::path& history, std::size_t tables) {
        int out[2];
        if (::pipe(out) != 0) throw std::runtime_error("pipe");
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, out[0]);
        std::vector<std::string> words{
            dicebox.string(), "--db",        history.string(), "serve",
            "--listen",       "127.0.0.1:0", "--max-tables",   std::to_string(tables + 10),
            "--max-rate",     "1000"};
        std::vector<char*> argv;
        for (auto& word : words) argv.push_back(word.data());
        argv.push_back(nullptr);
        if (posix_spawn(&pid_, dicebox.c_str(), &actions, nullptr, argv.data(), environ) != 0)
            throw std::runtime_error("cannot start " + dicebox.string());
        posix_spawn_file_actions_destroy(&actions);
        ::close(out[1]);
        std::string output;
        char buffer[256];
        const std::string banner = "listening on ws://127.0.0.1:";
        for (auto at = output.find(banner);
             at == std::string::npos || output.find('\n', at) == std::string::npos;
             at = output.find(banner)) {
            const ssize_t n = ::read(out[0], buffer, sizeof buffer);
            if (n <= 0) throw std::runtime_error("the server did not start: " + output);
            output.append(buffer, static_cast<std::size_t>(n));
        }
        ::close(out[0]);
        port_ = static_cast<unsigned short>(
            std::stoi(output.substr(output.find(banner) + banner.size())));
    }
    ~Server() {
        ::kill(pid_, SIGTERM);
        ::waitpid(pid_, nullptr, 0);
    }
    unsigned short port() const { return port_; }

  private:
    pid_t pid_ = -1;
    unsigned short port_ = 0;
};

// One table's person: the connection, and whether it is their turn as last told.
struct Seat {
    std::unique_ptr<dicebox::net::ClientConnection> connection;
    bool to_move = false;
    bool over = false;
};

void told(Seat& seat, const json& table) {
    if (!table.contains("state")) return;
    const json& state = table["state"];
    seat.over = state.value("terminal", false);
    const json& to_move = state["to_move"];
    seat.to_move =
        !seat.over && std::find(to_move.begin(), to_move.end(), json(0)) != to_move.end();
}

struct Totals {
    std::mutex mutex;
    std::vector<double> ms;  // every request's time
    std::size_t errors = 0;
};

// The answer to `request`, the pushes before it told to the seat; its time is counted.
json ask(Seat& seat, const json& request, std::vector<double>& ms, std::size_t& errors) {
    const auto sent = Clock::now();
    if (!seat.connection->send(request.dump())) {
        ++errors;
        seat.over = true;
        return json::object();
    }
    for (auto message = seat.connection->receive(); message; message = seat.connection->receive()) {
        if (message->contains("ok")) {
            ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - sent).count());
            if ((*message)["ok"] != true) ++errors;
            return *message;
        }
        told(seat, *message);
    }
    ++errors;
    seat.over = true;
    return json::object();
}

void play(std::vector<Seat>& seats, Totals& totals) {
    std::vector<double> ms;
    std::size_t errors = 0;
    for (bool playing = true; playing;) {
        playing = false;
        for (auto& seat : seats) {
            if (seat.over) continue;
            playing = true;
            if (!seat.to_move) {
                // A bot's turn: its pushes come without being asked for.
                if (auto push = seat.connection->receive()) {
                    told(seat, *push);
                } else {
                    ++errors;
                    seat.over = true;
                }
                continue;
            }
            const json legal = ask(seat, {{"cmd", "legal"}}, ms, errors);
            if (!legal.contains("actions") || legal["actions"].empty()) continue;
            seat.to_move = false;
            ask(seat, {{"cmd", "act"}, {"action", legal["actions"][0]}}, ms, errors);
        }
    }
    const std::lock_guard lock(totals.mutex);
    totals.ms.insert(totals.ms.end(), ms.begin(), ms.end());
    totals.errors += errors;
}

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    const auto at = static_cast<std::size_t>(p / 100 * static_cast<double>(sorted.size() - 1));
    return sorted[at];
}

}  // namespace

int main(int argc, char** argv) {
    const std::size_t tables = argc > 1 ? std::stoul(argv[1]) : 1000;
    const std::size_t threads = argc > 2 ? std::stoul(argv[2]) : 16;
    const fs::path folder = argc > 3 ? fs::path(argv[3]) : fs::temp_directory_path();
    const fs::path history = folder / ("serve-bench-" + std::to_string(::getpid()) + ".sqlite");
    const fs::path dicebox = fs::canonical("/proc/self/exe").parent_path() / "dicebox";
    int status = 0;
    {
        const Server server(dicebox, history, tables);
        std::vector<std::vector<Seat>> shares(threads);
        std::size_t errors = 0;
        std::vector<double> setup_ms;
        const auto set_up = Clock::now();
        for (std::size_t table = 0; table < tables; ++table) {
            Seat seat{std::make_unique<dicebox::net::ClientConnection>("127.0.0.1", server.port())};
            const json opened = ask(seat,
                                    {{"cmd", "open"},
                                     {"game", "strike"},
                                     {"seats", json::parse(R"([{}, {"bot":"random"}])")}},
                                    setup_ms, errors);
            const json joined =
                ask(seat, {{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}}, setup_ms,
                    errors);
            told(seat, joined["table"]);
            shares[table % threads].push_back(std::move(seat));
        }
        std::printf("%zu tables open and joined in %.1f s\n", tables,
                    std::chrono::duration<double>(Clock::now() - set_up).count());
        Totals totals;
        const auto start = Clock::now();
        std::vector<std::thread> clients;
        for (auto& share : shares) clients.emplace_back(play, std::ref(share), std::ref(totals));
        for (auto& client : clients) client.join();
        const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
        std::sort(totals.ms.begin(), totals.ms.end());
        totals.errors += errors;
        std::printf(
            "%zu tables played to their end by %zu clients in %.1f s: %zu requests (%.0f/s), "
            "%zu errors\nanswer times: median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
            tables, threads, seconds, totals.ms.size(),
            static_cast<double>(totals.ms.size()) / seconds, totals.errors,
            percentile(totals.ms, 50), percentile(totals.ms, 90), percentile(totals.ms, 99),
            totals.ms.empty() ? 0.0 : totals.ms.back());
        status = totals.errors == 0 ? 0 : 1;
    }
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(history.string() + suffix);
    return status;
}
