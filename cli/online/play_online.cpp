#include "online/play_online.hpp"

#include <fmt/format.h>

#include <iostream>
#include <optional>
#include <thread>

#include "dicebox/db/games.hpp"
#include "dicebox/names.hpp"
#include "dicebox/terminal/fit.hpp"
#include "exit_codes.hpp"
#include "history_db.hpp"
#include "rules_option.hpp"
#include "shell_word.hpp"
#include "terminal/choice_prompt.hpp"
#include "terminal/event_teller.hpp"
#include "terminal/winners_text.hpp"

namespace dicebox::cli {
namespace {

using nlohmann::json;
namespace net = dicebox::net;

// A connection to `server`, over TLS when its address says wss://; throws
// net::ConnectionError saying why there is none.
std::unique_ptr<net::ClientConnection> connection_to(const ServerAddress& server) {
    return std::make_unique<net::ClientConnection>(
        server.host, server.port, server.tls ? net::Transport::Tls : net::Transport::Plain);
}

class TerminalSeat final : public net::SeatFront {
  public:
    TerminalSeat(const Globals& globals, std::unique_ptr<net::ClientConnection> connection,
                 ServerAddress server, net::Seating seating, const char* command, Opened opened)
        : globals_(globals),
          connection_(std::move(connection)),
          server_(std::move(server)),
          command_(command),
          opened_(std::move(opened)),
          client_(*this, plugins(globals), stored(std::move(seating))) {}

    int run();

  private:
    // The transport, for the client.
    void send(const std::string& message) override { connection_->send(message); }
    void reconnect_after(std::chrono::seconds wait) override { reconnect_in_ = wait; }
    // Reads the next message and hands it to the client, or tells it the connection is
    // lost.
    void pump();
    void reconnect();

    // `seating` with the person's seat store, where the seat's token is kept.
    net::Seating stored(net::Seating seating) {
        seating.server = server_.text();
        seating.store = &store_;
        return seating;
    }

    // What the client tells.
    void opened(const std::string& code) override;
    void seats_trouble(const std::string& why) override {
        fmt::print(stderr, "dicebox {}: {}\n", command_, why);
    }
    void seated() override;
    void refused(const net::Refusal& refusal) override;
    void seats_changed(const std::vector<net::SeatChange>& changes) override;
    void began() override;
    void told(std::size_t index, const Told& event, const std::vector<Revealed>& revealed) override;
    void caught_up() override;
    void asked(const std::vector<std::string>& legal) override;
    void decision_refused(const std::string& why) override { refusal_ = why; }
    void connection_lost(const std::string& why, int attempt) override;
    void back() override { taken_back_ = true; }
    void ended(const net::CheckedEnd& end) override;
    void stopped(const net::Stop& stop) override;

    std::string name(Seat seat) const;
    const json& view() const { return client_.table().at("state"); }
    void begin_view();
    // Asks the person for their choice and sends it; false when they leave.
    bool choose();
    std::string come_back() const {
        return fmt::format("dicebox join {} --token {}{}", shell_word(server_.text()),
                           client_.token(), db_argument(globals_));
    }

    const Globals& globals_;
    std::unique_ptr<net::ClientConnection> connection_;
    ServerAddress server_;
    const char* command_;
    Opened opened_;
    net::SeatStore store_;
    net::SeatClient client_;
    std::unique_ptr<dicebox::TerminalView> view_;
    std::unique_ptr<EventTeller> teller_;
    std::int64_t began_at_ = 0;
    std::optional<std::chrono::seconds> reconnect_in_;
    std::vector<std::string> choices_;  // while the person is asked
    bool asked_ = false;
    bool taken_back_ = false;
    std::string refusal_;  // of the decision just sent
    int exit_ = kExitFailure;
};

std::string TerminalSeat::name(Seat seat) const {
    const std::string name = client_.names().at(static_cast<std::size_t>(seat));
    return name.empty() ? fmt::format("seat {}", seat + 1) : name;
}

void TerminalSeat::pump() {
    std::optional<json> message;
    try {
        message = connection_->receive();
    } catch (const net::ConnectionError& e) {
        return client_.lost(e.what());
    }
    if (!message) return client_.lost("the connection was closed");
    client_.received(*message);
}

void TerminalSeat::reconnect() {
    std::this_thread::sleep_for(*std::exchange(reconnect_in_, std::nullopt));
    try {
        connection_ = connection_to(server_);
    } catch (const net::ConnectionError& e) {
        return client_.lost(e.what());
    }
    client_.connected();
}

void TerminalSeat::opened(const std::string& code) {
    if (opened_) opened_(code);
}

void TerminalSeat::seated() {
    fmt::print("You sit at seat {} of table {} on {}. To take the seat back from anywhere: {}\n",
               client_.you() + 1, client_.code(), server_.text(), come_back());
    if (!client_.begun()) fmt::print("The game begins when every seat is taken.\n");
    std::fflush(stdout);
}

void TerminalSeat::refused(const net::Refusal& refusal) {
    using Kind = net::Refusal::Kind;
    switch (refusal.kind) {
        case Kind::Table:
            fmt::print(stderr, "dicebox {}: the server refuses the table: {}\n", command_,
                       refusal.why);
            break;
        case Kind::Game:
            fmt::print(stderr,
                       "dicebox {}: the table plays '{}', which is not among the games here: {}\n",
                       command_, refusal.why, known_games(globals_));
            break;
        case Kind::Rule:
            fmt::print(stderr,
                       "dicebox {}: the house rule of table {} cannot be checked here: {}\n",
                       command_, client_.code(), refusal.why);
            break;
        case Kind::Seat:
        case Kind::Unreachable:
            fmt::print(stderr, "dicebox {}: {}\n", command_, refusal.why);
            break;
    }
}

void TerminalSeat::seats_changed(const std::vector<net::SeatChange>& changes) {
    if (!view_) return;
    for (const auto& change : changes) {
        const std::string who = name(change.seat);
        switch (change.kind) {
            case net::SeatChange::Kind::Taken:
                fmt::print("{} takes seat {}.\n", who, change.seat + 1);
                break;
            case net::SeatChange::Kind::Away:
                fmt::print("{} has lost their connection.\n", who);
                break;
            case net::SeatChange::Kind::Back:
                fmt::print("{} is back.\n", who);
                break;
            case net::SeatChange::Kind::StandIn:
                fmt::print("The {} bot plays for {} until they are back.\n",
                           client_.stand_in(change.seat), who);
                break;
        }
    }
    // Said at once, also into a pipe: the person may be waiting for that seat.
    std::fflush(stdout);
}

void TerminalSeat::begin_view() {
    std::vector<std::string> names;
    for (std::size_t seat = 0; seat < client_.names().size(); ++seat)
        names.push_back(name(static_cast<Seat>(seat)));
    const auto& module = client_.module();
    view_ = module.terminal_view(names);
    teller_ = std::make_unique<EventTeller>(*view_, names, view());
    began_at_ = dicebox::db::now_ms();
    const auto& rule = client_.rule();
    // The rule's name is the script's, which the table's opener wrote.
    const std::string ruled =
        rule ? fmt::format(" — house rule: {}", dicebox::printable(rule->name())) : "";
    fmt::print("{}",
               terminal::fitted(fmt::format(
                   "{} — {} — table {}{} — the dice sealed with SHA-256 {}\n", module.info().name,
                   fmt::join(names, ", "), client_.code(), ruled, client_.announced())));
}

void TerminalSeat::began() {
    begin_view();
}

void TerminalSeat::told(std::size_t index, const Told& event,
                        const std::vector<Revealed>& revealed) {
    if (!teller_) begin_view();
    teller_->tell(index, event, revealed, view());
}

void TerminalSeat::caught_up() {
    if (!view_) {
        // Taken back during the game: where it stands.
        begin_view();
        fmt::print("{}", terminal::fitted(view_->resumed(view())));
    } else if (std::exchange(taken_back_, false)) {
        fmt::print("Back at table {} after {} events.\n", client_.code(), client_.told().size());
        teller_->restart(view());
    } else {
        teller_->restart(view());
    }
    std::fflush(stdout);
}

void TerminalSeat::asked(const std::vector<std::string>& legal) {
    choices_ = legal;
    asked_ = true;
}

void TerminalSeat::connection_lost(const std::string&, int attempt) {
    if (attempt == 1)
        fmt::print("The connection to {} was lost; taking your seat back...\n", server_.text());
    std::fflush(stdout);
}

void TerminalSeat::stopped(const net::Stop& stop) {
    using Kind = net::Stop::Kind;
    switch (stop.kind) {
        case Kind::Unreachable:
            fmt::print(stderr,
                       "dicebox {}: the server at {} cannot be reached; your seat waits for you "
                       "there: {}\n",
                       command_, server_.text(), come_back());
            break;
        case Kind::NotGivenBack:
            fmt::print(stderr, "dicebox {}: the server at {} does not give the seat back: {}\n",
                       command_, server_.text(), stop.why);
            break;
        case Kind::Unseated:
            fmt::print(stderr,
                       "dicebox {}: table {}: {}; it is played there now, and not taken back "
                       "here\n",
                       command_, client_.code(), stop.why);
            exit_ = kExitAbandoned;
            break;
        case Kind::Unplayable:
            fmt::print(stderr, "dicebox {}: table {}: {}\n", command_, client_.code(), stop.why);
            break;
    }
}

bool TerminalSeat::choose() {
    const ChoicePrompt prompt(*view_, name(client_.you()), std::cin);
    const auto take = [&](const std::string& notation) -> std::string {
        refusal_.clear();
        client_.choose(notation);
        while (client_.deciding() && !reconnect_in_) pump();
        // A decision lost with the connection is asked again once the seat is back.
        if (refusal_.empty()) return {};
        return fmt::format("Not allowed: {}.", refusal_);
    };
    const auto no_hint = [](const std::vector<std::string>&) {
        return std::string("No hint: a game at a server is played without the coach.\n");
    };
    return prompt.ask(view(), client_.you(), choices_, take, no_hint);
}

void TerminalSeat::ended(const net::CheckedEnd& end) {
    if (!end.unfair.empty()) {
        fmt::print(stderr, "dicebox {}: the dice of table {} cannot be trusted: {}\n", command_,
                   client_.code(), end.unfair);
        return;
    }
    if (!view_) begin_view();
    const dicebox::Session& session = *end.game.session;
    std::vector<std::string> names;
    for (const auto& seat : end.game.seats) names.push_back(seat.name);
    fmt::print("{}{}",
               terminal::fitted(view_->final(session.state().view(dicebox::kOnlooker)->to_json())),
               terminal::fitted(winners_text(names, session.state().winners()) + "\n"));
    fmt::print(
        "The dice are checked: the seed revealed ({}) is the one announced, and it gives "
        "every roll of the game.\n",
        client_.table().at("seed").get<std::string>());

    auto history = open_history(globals_, dicebox::db::Access::Write, command_);
    if (!history) return;
    std::int64_t id = 0;
    try {
        id = net::keep_game(*history, end.game, client_.table(), client_.rule(), began_at_,
                            dicebox::db::now_ms());
    } catch (const dicebox::db::StoreError& e) {
        fmt::print(stderr, "dicebox {}: {}\n", command_, e.what());
        return;
    }
    // The history keeps the text of the table's house rule: `show` needs no --rules.
    fmt::print("Kept in your history as game {}: dicebox show {}\n", id,
               game_arguments(globals_, id, nullptr));
    exit_ = kExitOk;
}

int TerminalSeat::run() {
    client_.connected();
    while (!client_.done()) {
        if (reconnect_in_) {
            reconnect();
        } else if (std::exchange(asked_, false)) {
            if (!choose()) {
                fmt::print("You left table {}; your seat waits for you: {}\n", client_.code(),
                           come_back());
                return kExitAbandoned;
            }
        } else {
            pump();
        }
    }
    return exit_;
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
                const ServerAddress& server, dicebox::net::Seating seating, const char* command,
                const Opened& opened) {
    return TerminalSeat(globals, std::move(connection), server, std::move(seating), command, opened)
        .run();
}

}  // namespace dicebox::cli
