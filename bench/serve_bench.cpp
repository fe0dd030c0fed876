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
// With `busy` first, it starts no server: it keeps TABLES tables of Strike (a person and a
// random bot each) in play at the `dicebox serve` on 127.0.0.1:PORT, for what another
// benchmark measures meanwhile (bench/browser_round_trip.py: a move's round trip in the
// browser with 200 other tables busy). Each table's person, on a thread of their own,
// thinks THINK_MS (1000 unless given), give or take half so that the tables do not act
// in step, before each decision, then asks for the legal decisions and makes the first;
// a table whose game is over is left (the server closes it) and another is opened. A
// table so makes about one decision of its person a second, and its bot's: a busier
// table than people's, who think for seconds, but not a flood (THINK_MS 0 makes one). It
// prints "TABLES tables busy" once they are all open, and stops on SIGTERM or SIGINT, or
// by itself after SECONDS (600 unless given); then it prints the games played, the errors
// (a person who meets one, a refusal or the connection lost, stops playing) and the
// percentiles of its own requests' answer times. The server must let one address open
// and hold TABLES tables and connections (`dicebox serve --max-tables-per-address` etc.).
//
//   dicebox_serve_bench [TABLES] [THREADS] [HISTORY_FOLDER]
//   dicebox_serve_bench slow-rule [OTHERS] [REQUESTS] [HISTORY_FOLDER]
//   dicebox_serve_bench busy TABLES PORT [THINK_MS] [SECONDS]
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
#include <random>
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
            // Every table's person connects from this one address, and opens the table.
            "--max-connections-per-address", std::to_string(2 * tables + 10),
            "--max-tables-per-address", std::to_string(tables + 10), "--max-seats-per-address",
            std::to_string(tables + 10)};
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
    std::size_t games = 0;  // the busy case's games played to their end
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

// The seat's next step: at its turn, its legal decisions asked for and the first of them
// made; at a bot's, the bot's push waited for (it comes without being asked for).
void step(Seat& seat, std::vector<double>& ms, std::size_t& errors) {
    if (!seat.to_move) {
        if (auto push = seat.connection->receive()) {
            told(seat, *push);
        } else {
            ++errors;
            seat.over = true;
        }
        return;
    }
    const json legal = ask(seat, {{"cmd", "legal"}}, ms, errors);
    if (!legal.contains("actions") || legal["actions"].empty()) return;
    seat.to_move = false;
    ask(seat, {{"cmd", "act"}, {"action", legal["actions"][0]}}, ms, errors);
}

void play(std::vector<Seat>& seats, Totals& totals) {
    std::vector<double> ms;
    std::size_t errors = 0;
    for (bool playing = true; playing;) {
        playing = false;
        for (auto& seat : seats) {
            if (seat.over) continue;
            playing = true;
            step(seat, ms, errors);
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
    // Refused (an error counted): no table to play.
    seat.over = !opened.contains("code");
    if (seat.over) return seat;
    const json joined =
        ask(seat, {{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}}, ms, errors);
    if (joined.contains("table")) told(seat, joined["table"]);
    return seat;
}

// Ann's seat at a table of Strike of her own, against a random bot.
Seat strike_seat(unsigned short port, std::vector<double>& ms, std::size_t& errors) {
    return seated(port, "strike", json::parse(R"([{}, {"bot":"random"}])"), ms, errors);
}

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty()) return 0;
    const auto at = static_cast<std::size_t>(p / 100 * static_cast<double>(sorted.size() - 1));
    return sorted[at];
}

void print_times(const char* when, const std::vector<double>& ms) {
    std::printf("%s: %zu answers, median %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n", when,
                ms.size(), percentile(ms, 50), percentile(ms, 90), percentile(ms, 99),
                ms.empty() ? 0.0 : ms.back());
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
        shares[table % threads].push_back(strike_seat(server.port(), setup_ms, errors));
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
        "%zu errors\n",
        tables, threads, seconds, totals.ms.size(), static_cast<double>(totals.ms.size()) / seconds,
        totals.errors);
    print_times("answer times", totals.ms);
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

// The slow-rule case: the other tables' answers without, then with, a table under a rule
// that uses a hook's whole budget.
int slow_rule_case(const fs::path& dicebox, const fs::path& history, std::size_t tables,
                   std::size_t requests) {
    const Server server(dicebox, history, tables + 1);
    std::size_t errors = 0;
    std::vector<double> setup_ms;
    std::vector<Seat> others;
    for (std::size_t table = 0; table < tables; ++table)
        others.push_back(strike_seat(server.port(), setup_ms, errors));
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

// The busy case's people stop when this is set, by SIGTERM or SIGINT.
std::atomic<bool> stopping = false;

void stop(int) {
    stopping = true;
}

// How a busy table's person plays: `think` before each decision, give or take half, until
// stopped or `until` (the load stops by itself, whoever started it).
struct Pace {
    std::chrono::milliseconds think;
    Clock::time_point until;
};

// One busy table's person, on a thread of their own: plays their table of Strike to its
// end, then opens another, at `pace`.
void keep_busy(unsigned short port, Seat seat, const Pace& pace, Totals& totals) {
    std::vector<double> ms;
    std::size_t errors = 0;
    std::size_t games = 0;
    std::minstd_rand random(std::random_device{}());
    std::uniform_real_distribution<double> thinking(0.5, 1.5);
    try {
        while (!stopping && Clock::now() < pace.until) {
            if (seat.over) {
                // An error (a refusal, the connection lost) ends this person's play: counted
                // and said at the end, not tried again at once and again.
                if (errors > 0) break;
                ++games;
                seat = strike_seat(port, ms, errors);
                continue;
            }
            if (seat.to_move) std::this_thread::sleep_for(pace.think * thinking(random));
            step(seat, ms, errors);
        }
    } catch (const dicebox::net::ConnectionError&) {
        ++errors;  // the server is gone: nothing more to play
    }
    const std::lock_guard lock(totals.mutex);
    totals.ms.insert(totals.ms.end(), ms.begin(), ms.end());
    totals.errors += errors;
    totals.games += games;
}

// The busy case: `tables` tables of Strike kept in play at the server on 127.0.0.1:`port`.
int busy_case(unsigned short port, std::size_t tables, const Pace& pace) {
    std::signal(SIGTERM, stop);
    std::signal(SIGINT, stop);
    Totals totals;
    std::vector<Seat> seats;
    try {
        for (std::size_t table = 0; table < tables; ++table)
            seats.push_back(strike_seat(port, totals.ms, totals.errors));
    } catch (const dicebox::net::ConnectionError& error) {
        std::fprintf(stderr, "dicebox_serve_bench: 127.0.0.1:%u: %s\n", port, error.what());
        return 1;
    }
    if (totals.errors > 0) {
        std::fprintf(stderr,
                     "dicebox_serve_bench: %zu of the %zu tables were refused (the "
                     "server's limits for one address?)\n",
                     totals.errors, tables);
        return 1;
    }
    std::printf("%zu tables busy\n", tables);
    std::fflush(stdout);
    const auto start = Clock::now();
    std::vector<std::thread> people;
    for (auto& seat : seats)
        people.emplace_back(keep_busy, port, std::move(seat), std::cref(pace), std::ref(totals));
    for (auto& person : people) person.join();
    std::sort(totals.ms.begin(), totals.ms.end());
    std::printf("%zu tables kept busy for %.1f s: %zu games played to their end, %zu errors\n",
                tables, std::chrono::duration<double>(Clock::now() - start).count(), totals.games,
                totals.errors);
    print_times("their answer times", totals.ms);
    return totals.errors == 0 ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 1 ? argv[1] : "";
    const auto number = [&](int at, std::size_t otherwise) {
        return argc > at ? std::stoul(argv[at]) : otherwise;
    };
    if (mode == "busy") {
        if (argc < 4) {
            std::fprintf(stderr,
                         "usage: dicebox_serve_bench busy TABLES PORT [THINK_MS] [SECONDS]\n");
            return 2;
        }
        const Pace pace{std::chrono::milliseconds(number(4, 1000)),
                        Clock::now() + std::chrono::seconds(number(5, 600))};
        return busy_case(static_cast<unsigned short>(number(3, 0)), number(2, 0), pace);
    }
    const bool slow_rule = mode == "slow-rule";
    const int first = slow_rule ? 2 : 1;
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
