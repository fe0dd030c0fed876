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
// With `slow-rule` first, it measures how one table's house rule weighs on the others
// (issue 35, point 26): OTHERS tables of Strike are asked for their legal decisions, one
// every 10 ms, REQUESTS times while nothing else happens and REQUESTS times while a table
// of EXTRA! for six (a person and five random bots) is played under a rule whose
// game_ends counts to 4,000,000, near the whole budget of a hook, every time it is asked.
// It prints the percentiles of the others' answers in both, and the slow table's rounds.
//
//   dicebox_serve_bench [TABLES] [THREADS] [HISTORY_FOLDER]
//   dicebox_serve_bench slow-rule [OTHERS] [REQUESTS] [HISTORY_FOLDER]
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
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
#include "slow_house_rule.hpp"

namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

// The server, started on a free port of 127.0.0.1 and stopped at the end.
class Server {
  public:
    Server(const fs::path& dicebox, const fs::path& history, std::size_t tables) {
        start(dicebox, history, tables);
    }
    ~Server() {
        ::kill(pid_, SIGTERM);
        ::waitpid(pid_, nullptr, 0);
    }
    unsigned short port() const { return port_; }

  private:
    void start(const fs::path& dicebox, const fs::path& history, std::size_t tables) {
        int out[2];
        if (::pipe(out) != 0) throw std::runtime_error("pipe");
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
        posix_spawn_file_actions_addclose(&actions, out[0]);
        std::vector<std::string> words{
            dicebox.string(), "--db", history.string(), "serve", "--listen", "127.0.0.1:0",
            "--max-tables", std::to_string(tables + 10), "--max-rate", "1000",
            // Every table's person connects from this one address.
            "--max-connections-per-address", std::to_string(2 * tables + 10)};
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

// A connection of its own that opens a table of `game` with `seats` (under the house rule
// `rule`, when given) and takes its first seat as Ann.
Seat seated(unsigned short port, const std::string& game, const json& seats,
            std::vector<double>& ms, std::size_t& errors, const char* rule = nullptr) {
    Seat seat{std::make_unique<dicebox::net::ClientConnection>("127.0.0.1", port)};
    json open = {{"cmd", "open"}, {"game", game}, {"seats", seats}};
    if (rule != nullptr) open["house_rule"] = rule;
    const json opened = ask(seat, open, ms, errors);
    const json joined =
        ask(seat, {{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}}, ms, errors);
    told(seat, joined["table"]);
    return seat;
}

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    const auto at = static_cast<std::size_t>(p / 100 * static_cast<double>(sorted.size() - 1));
    return sorted[at];
}

// The load case: TABLES tables played to their end by THREADS clients.
int load_case(const fs::path& dicebox, const fs::path& history, std::size_t tables,
              std::size_t threads) {
    const Server server(dicebox, history, tables);
    std::vector<std::vector<Seat>> shares(threads);
    std::size_t errors = 0;
    std::vector<double> setup_ms;
    const auto set_up = Clock::now();
    for (std::size_t table = 0; table < tables; ++table) {
        Seat seat = seated(server.port(), "strike", json::parse(R"([{}, {"bot":"random"}])"),
                           setup_ms, errors);
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
        tables, threads, seconds, totals.ms.size(), static_cast<double>(totals.ms.size()) / seconds,
        totals.errors, percentile(totals.ms, 50), percentile(totals.ms, 90),
        percentile(totals.ms, 99), totals.ms.empty() ? 0.0 : totals.ms.back());
    return totals.errors == 0 ? 0 : 1;
}

// Asks each of `others` for its legal decisions in turn, `requests` times in all, one every
// 10 ms: as people ask, whatever the server is doing, not only when it is free.
std::vector<double> ask_legal(std::vector<Seat>& others, std::size_t requests,
                              std::size_t& errors) {
    std::vector<double> ms;
    for (std::size_t i = 0; i < requests; ++i) {
        ask(others[i % others.size()], {{"cmd", "legal"}}, ms, errors);
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    std::sort(ms.begin(), ms.end());
    return ms;
}

void print_times(const char* when, const std::vector<double>& ms) {
    std::printf("%s: %zu answers, median %.2f ms, p99 %.2f ms, max %.2f ms\n", when, ms.size(),
                percentile(ms, 50), percentile(ms, 99), ms.empty() ? 0.0 : ms.back());
}

// The slow-rule case: the other tables' answers without, then with, a table under a rule
// that uses a hook's whole budget.
int slow_rule_case(const fs::path& dicebox, const fs::path& history, std::size_t tables,
                   std::size_t requests) {
    const Server server(dicebox, history, tables + 1);
    std::size_t errors = 0;
    std::vector<double> setup_ms;
    std::vector<Seat> others;
    for (std::size_t table = 0; table < tables; ++table)
        others.push_back(seated(server.port(), "strike", json::parse(R"([{}, {"bot":"random"}])"),
                                setup_ms, errors));
    print_times("other tables' legal, nothing else happening", ask_legal(others, requests, errors));
    Seat slow = seated(server.port(), "extra", json::parse(R"([{}, {"bot":"random"},
        {"bot":"random"}, {"bot":"random"}, {"bot":"random"}, {"bot":"random"}])"),
                       setup_ms, errors, testing_support::kSlowEnds);
    std::atomic<bool> done = false;
    std::atomic<std::size_t> rounds = 0;
    std::atomic<bool> finished = false;  // the slow table's player has stopped
    std::vector<double> rounds_ms;
    std::size_t slow_errors = 0;
    std::thread player([&] {
        // Each act is a round: Ann's choice, the bots', and the rule asked for all six.
        std::vector<double> legal_ms;
        while (!done && !slow.over) {
            const json legal = ask(slow, {{"cmd", "legal"}}, legal_ms, slow_errors);
            if (!legal.contains("actions") || legal["actions"].empty()) {
                if (auto push = slow.connection->receive()) told(slow, *push);
                continue;
            }
            ask(slow, {{"cmd", "act"}, {"action", legal["actions"][0]}}, rounds_ms, slow_errors);
            ++rounds;
        }
        finished = true;
    });
    // The rule at work before the measuring begins.
    while (rounds < 2 && !finished) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto busy = ask_legal(others, requests, errors);
    done = true;
    player.join();
    print_times("other tables' legal, one table under the slow rule", busy);
    std::sort(rounds_ms.begin(), rounds_ms.end());
    print_times("the slow table's rounds (its act)", rounds_ms);
    errors += slow_errors;
    std::printf("%zu errors\n", errors);
    return errors == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    const bool slow_rule = argc > 1 && std::string(argv[1]) == "slow-rule";
    const int first = slow_rule ? 2 : 1;
    const auto number = [&](int at, std::size_t otherwise) {
        return argc > at ? std::stoul(argv[at]) : otherwise;
    };
    const fs::path folder =
        argc > first + 2 ? fs::path(argv[first + 2]) : fs::temp_directory_path();
    const fs::path history = folder / ("serve-bench-" + std::to_string(::getpid()) + ".sqlite");
    const fs::path dicebox = fs::canonical("/proc/self/exe").parent_path() / "dicebox";
    const int status =
        slow_rule ? slow_rule_case(dicebox, history, number(first, 20), number(first + 1, 400))
                  : load_case(dicebox, history, number(first, 1000), number(first + 1, 16));
    for (const char* suffix : {"", "-wal", "-shm"}) fs::remove(history.string() + suffix);
    return status;
}
