#include "online/seat_client.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <deque>
#include <iostream>
#include <thread>

#include "dicebox/db/games.hpp"
#include "dicebox/net/table_view.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "terminal/choice_prompt.hpp"
#include "terminal/winners_text.hpp"

namespace dicebox::cli {
namespace {

using nlohmann::json;
namespace net = dicebox::net;

// A lost connection is tried again after 1, 2, 4, 8, 8 and 8 seconds: half a minute, as
// long as a server takes to be started again.
constexpr int kTries = 6;

// A connection to `server`, over TLS when its address says wss://; throws
// net::ConnectionError saying why there is none.
std::unique_ptr<net::ClientConnection> connection_to(const ServerAddress& server) {
    return std::make_unique<net::ClientConnection>(
        server.host, server.port, server.tls ? net::Transport::Tls : net::Transport::Plain);
}

class SeatClient {
  public:
    SeatClient(const Globals& globals, std::unique_ptr<net::ClientConnection> connection,
               ServerAddress server, const char* command)
        : globals_(globals),
          connection_(std::move(connection)),
          server_(std::move(server)),
          command_(command) {}

    int run(const json& seat_request);

  private:
    bool begun() const { return table_.contains("state"); }
    bool over() const { return table_.contains("seed"); }
    bool your_turn() const;
    std::string name(int seat) const;

    // The answer to `request`, the pushes read before it kept to be shown; nothing when
    // the connection was lost (and then taken back, or not: lost_ says).
    std::optional<json> request(const json& request);
    // Shows the next push, waiting for it; false when the connection is lost for good.
    bool next();
    void show(json push);
    // Who has lost their connection, is back, or has a bot playing for them, since the
    // table was last told.
    void tell_comings_and_goings(const json& seats) const;
    void begin_view();
    void tell_decisions(const json& now);
    // Connects again and takes the seat back with its token.
    bool take_back();
    // Asks the person for their choice and sends it; false when they leave.
    bool choose();
    int finish();
    // The table's house rule from the text the answer to `join` or `rejoin` holds, checked
    // against the SHA-256 the table names; false after saying why it cannot be had.
    bool take_rule(const json& answer);
    std::string come_back() const {
        return fmt::format("dicebox join {} --token {}", server_.text(), token_);
    }

    const Globals& globals_;
    std::unique_ptr<net::ClientConnection> connection_;
    ServerAddress server_;
    std::string token_;
    int you_ = 0;
    json table_;
    const char* command_;
    const dicebox::GameModule* module_ = nullptr;
    std::unique_ptr<dicebox::TerminalView> view_;
    std::string announced_;  // the SHA-256 of the seed, as first told
    host::ScriptPtr rule_;   // the table's house rule, run here only to replay the game
    std::int64_t began_at_ = 0;
    std::deque<json> pending_;  // pushes read while waiting for an answer
    bool lost_ = false;
    json last_;  // the state before the push being shown
    // The decisions since the last shown, with the state each was made in, until they
    // are revealed: EXTRA!'s secret choices on one roll.
    struct Decision {
        int seat;
        std::string action;
        json chosen_in;
    };
    std::vector<Decision> hidden_;
    json before_decisions_;
};

std::string SeatClient::name(int seat) const {
    const json& seats = table_.at("seats");
    const json& name = seats.at(static_cast<std::size_t>(seat)).at("name");
    return name.is_string() ? name.get<std::string>() : fmt::format("seat {}", seat + 1);
}

bool SeatClient::your_turn() const {
    if (!begun() || over()) return false;
    const json& to_move = table_.at("state").at("to_move");
    return std::find(to_move.begin(), to_move.end(), json(you_)) != to_move.end();
}

std::optional<json> SeatClient::request(const json& request) {
    if (connection_->send(request.dump())) {
        for (auto message = connection_->receive(); message; message = connection_->receive()) {
            if (message->contains("ok")) return message;
            pending_.push_back(std::move(*message));
        }
    }
    lost_ = !take_back();
    return std::nullopt;
}

bool SeatClient::next() {
    if (pending_.empty()) {
        auto message = connection_->receive();
        if (!message) return take_back();
        // Only requests are answered; a push is all that comes unasked.
        if (message->contains("push")) pending_.push_back(std::move(*message));
        return true;
    }
    json push = std::move(pending_.front());
    pending_.pop_front();
    show(std::move(push));
    return true;
}

void SeatClient::begin_view() {
    std::vector<std::string> names;
    for (std::size_t seat = 0; seat < table_.at("seats").size(); ++seat)
        names.push_back(name(static_cast<int>(seat)));
    view_ = module_->terminal_view(names);
    began_at_ = dicebox::db::now_ms();
    const std::string rule = rule_ ? fmt::format(" — house rule: {}", rule_->name()) : "";
    fmt::print("{}", terminal::fitted(
                         fmt::format("{} — {} — table {}{} — the dice sealed with SHA-256 {}\n",
                                     module_->info().name, fmt::join(names, ", "),
                                     table_.at("table").get<std::string>(), rule, announced_)));
}

void SeatClient::tell_comings_and_goings(const json& seats) const {
    const json& before = table_.at("seats");
    for (std::size_t seat = 0; seat < seats.size() && seat < before.size(); ++seat) {
        if (static_cast<int>(seat) == you_) continue;
        const std::string who = name(static_cast<int>(seat));
        const bool away = seats[seat].value("away", false);
        if (away && !before[seat].value("away", false))
            fmt::print("{} has lost their connection.\n", who);
        if (!away && before[seat].value("away", false)) fmt::print("{} is back.\n", who);
        if (seats[seat].contains("stand_in") && !before[seat].contains("stand_in"))
            fmt::print("The {} bot plays for {} until they are back.\n",
                       seats[seat]["stand_in"].get<std::string>(), who);
    }
}

void SeatClient::show(json push) {
    push.erase("push");
    if (view_) tell_comings_and_goings(push.at("seats"));
    table_ = std::move(push);
    if (!begun()) return;
    if (!view_) begin_view();
    const json& now = table_.at("state");
    // The game's beginning, or the first news after the seat was taken back.
    if (!table_.contains("event") || last_.is_null()) {
        last_ = now;
        return;
    }
    const json& event = table_.at("event");
    if (event.contains("chance")) {
        fmt::print("{}", terminal::fitted(view_->chance(last_, now, event.at("chance"))));
    } else {
        tell_decisions(now);
    }
    last_ = now;
}

// As `play` tells them: a decision taken alone at once, decisions taken together on one
// roll once the last of them reveals them all, each with what it does, in seat order.
void SeatClient::tell_decisions(const json& now) {
    const json& event = table_.at("event");
    const int seat = event.at("seat").get<int>();
    if (hidden_.empty()) before_decisions_ = last_;
    hidden_.push_back({seat, event.value("action", std::string()), last_});
    const bool alone = last_.at("to_move").size() == 1;
    if (const auto revealed = event.find("revealed"); revealed != event.end()) {
        for (const json& decision : *revealed) {
            for (auto& held : hidden_) {
                if (held.seat == decision.at("seat").get<int>())
                    held.action = decision.at("action").get<std::string>();
            }
        }
    } else if (!alone && now.at("terminal") != true) {
        if (seat != you_) fmt::print("{} has chosen.\n", name(seat));
        return;
    }
    std::stable_sort(hidden_.begin(), hidden_.end(),
                     [](const Decision& a, const Decision& b) { return a.seat < b.seat; });
    for (const auto& decision : hidden_) {
        const std::string who =
            fmt::format("  {:<10} {:<14} ", name(decision.seat), decision.action);
        fmt::print("{}\n", terminal::fitted(who + view_->explain(decision.chosen_in, decision.seat,
                                                                 decision.action),
                                            terminal::columns_of(who)));
    }
    fmt::print("{}", terminal::fitted(view_->after_decisions(before_decisions_, now)));
    hidden_.clear();
}

bool SeatClient::take_back() {
    fmt::print("The connection to {} was lost; taking your seat back...\n", server_.text());
    std::fflush(stdout);
    for (int attempt = 0; attempt < kTries; ++attempt) {
        std::this_thread::sleep_for(std::chrono::seconds(std::min(1 << attempt, 8)));
        try {
            connection_ = connection_to(server_);
            if (!connection_->send(json{{"cmd", "rejoin"}, {"token", token_}}.dump())) continue;
            // The pushes before the answer are older than the table it holds.
            auto answer = connection_->receive();
            while (answer && !answer->contains("ok")) answer = connection_->receive();
            if (!answer) continue;
            if (answer->value("ok", false) != true) {
                fmt::print(stderr, "dicebox {}: the server at {} does not give the seat back: {}\n",
                           command_, server_.text(), answer->value("error", std::string()));
                return false;
            }
            table_ = answer->at("table");
            pending_.clear();
            hidden_.clear();
            if (begun()) {
                last_ = table_.at("state");
                if (!view_) begin_view();
            }
            fmt::print("Back at table {} after {} events.\n", table_.at("table").get<std::string>(),
                       table_.value("events", 0));
            return true;
        } catch (const net::ConnectionError&) {
            // The server is not back yet.
        }
    }
    fmt::print(stderr,
               "dicebox {}: the server at {} cannot be reached; your seat waits for you there: "
               "{}\n",
               command_, server_.text(), come_back());
    return false;
}

bool SeatClient::choose() {
    const auto legal = request({{"cmd", "legal"}});
    if (!legal) return true;  // asked again once back at the table
    if (legal->at("actions").empty()) return true;
    const auto choices = legal->at("actions").get<std::vector<std::string>>();
    const ChoicePrompt prompt(*view_, name(you_), std::cin);
    const auto take = [&](const std::string& notation) -> std::string {
        const auto answer = request({{"cmd", "act"}, {"action", notation}});
        if (!answer || answer->at("ok") == true) return {};
        return fmt::format("Not allowed: {}.", answer->value("error", std::string()));
    };
    const auto no_hint = [] {
        return std::string("No hint: a game at a server is played without the coach.\n");
    };
    return prompt.ask(table_.at("state"), you_, choices, take, no_hint);
}

int SeatClient::finish() {
    auto checked =
        net::checked_end(net::game_of_table(*module_, table_, rule_), table_, announced_);
    if (!checked.unfair.empty()) {
        fmt::print(stderr, "dicebox {}: the dice of table {} cannot be trusted: {}\n", command_,
                   table_.at("table").get<std::string>(), checked.unfair);
        return kExitFailure;
    }
    const dicebox::Session& session = *checked.game.session;
    std::vector<std::string> names;
    for (const auto& seat : checked.game.seats) names.push_back(seat.name);
    fmt::print("{}{}",
               terminal::fitted(view_->final(session.state().view(dicebox::kOnlooker)->to_json())),
               terminal::fitted(winners_text(names, session.state().winners()) + "\n"));
    fmt::print(
        "The dice are checked: the seed revealed ({}) is the one announced, and it gives "
        "every roll of the game.\n",
        table_.at("seed").get<std::string>());

    auto history = open_history(globals_, dicebox::db::Access::Write, command_);
    if (!history) return kExitFailure;
    std::int64_t id = 0;
    try {
        id =
            net::keep_game(*history, checked.game, table_, rule_, began_at_, dicebox::db::now_ms());
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command_, e.what());
        return kExitFailure;
    }
    fmt::print("Kept in your history as game {}: dicebox show {}\n", id, id);
    return kExitOk;
}

bool SeatClient::take_rule(const json& answer) {
    auto rule = net::rule_of_table(*module_, answer);
    if (!rule) {
        fmt::print(stderr, "dicebox {}: the house rule of table {} cannot be checked here: {}\n",
                   command_, table_.at("table").get<std::string>(), rule.error());
        return false;
    }
    rule_ = *rule;
    return true;
}

int SeatClient::run(const json& seat_request) {
    const auto answer = request(seat_request);
    if (!answer) return kExitFailure;
    if (answer->at("ok") != true) {
        fmt::print(stderr, "dicebox {}: {}\n", command_, answer->value("error", std::string()));
        return kExitFailure;
    }
    you_ = answer->at("seat").get<int>();
    token_ = answer->value("token", seat_request.value("token", std::string()));
    table_ = answer->at("table");
    module_ = plugins(globals_).find(table_.at("game").get<std::string>());
    if (module_ == nullptr) {
        fmt::print(stderr,
                   "dicebox {}: the table plays '{}', which is not among the games here: {}\n",
                   command_, table_.at("game").get<std::string>(), known_games(globals_));
        return kExitFailure;
    }
    announced_ = table_.at("seed_hash").get<std::string>();
    fmt::print("You sit at seat {} of table {} on {}. To take the seat back from anywhere: {}\n",
               you_ + 1, table_.at("table").get<std::string>(), server_.text(), come_back());
    if (!take_rule(*answer)) return kExitFailure;
    if (!begun()) {
        fmt::print("The game begins when every seat is taken.\n");
    } else if (pending_.empty()) {
        // Taken back during the game: where it stands.
        begin_view();
        last_ = table_.at("state");
        fmt::print("{}", terminal::fitted(view_->resumed(last_)));
    }
    std::fflush(stdout);
    for (;;) {
        if (lost_) return kExitFailure;
        if (!pending_.empty()) {
            next();
            continue;
        }
        if (over()) return finish();
        if (your_turn()) {
            if (!choose()) {
                fmt::print("You left table {}; your seat waits for you: {}\n",
                           table_.at("table").get<std::string>(), come_back());
                return kExitAbandoned;
            }
            continue;
        }
        if (!next()) return kExitFailure;
    }
}

}  // namespace

std::unique_ptr<dicebox::net::ClientConnection> connect_to(const ServerAddress& server,
                                                           const char* command) {
    try {
        return connection_to(server);
    } catch (const dicebox::net::ConnectionError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command, e.what());
        return nullptr;
    }
}

int play_online(const Globals& globals, std::unique_ptr<dicebox::net::ClientConnection> connection,
                SeatRequest seat, const char* command) {
    return SeatClient(globals, std::move(connection), std::move(seat.server), command)
        .run(seat.request);
}

}  // namespace dicebox::cli
