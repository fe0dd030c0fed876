// A person's seat at a server's table, as every installed client plays it (docs/protocol.md,
// "Network"): the seat taken with `open` and `join`, or taken back with `rejoin` and its
// token; the table as the pushes change it, with the game's events as this seat may know
// them (dicebox/secrets.hpp); the seat's decisions asked for and sent; a lost connection
// taken back by itself, tried again after 1, 2, 4, 8, 8 and 8 seconds (half a minute, as
// long as a server takes to be started again); and at the end the dice checked against
// the seed announced.
//
// What another person chose (the seats' names) and the server's words reach the front end
// printable (dicebox/names.hpp), whatever the server sends.
//
// The seat's token, and the host token of a table opened, are kept in the person's
// SeatStore from the moment the seat is taken until the game is over: a seat asked for with
// the code and the name of one held is taken back with its token.
//
// It holds no transport and no person: a front end (the terminal's `join` and `host`, the
// app's Play online) carries its messages, connects again when told to, asks the person
// and draws what it is told (SeatFront). So the protocol's state machine is written once.
#pragma once

#include <chrono>
#include <cstddef>
#include <deque>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "dicebox/host/house_rules.hpp"
#include "dicebox/loader.hpp"
#include "dicebox/net/seat_store.hpp"
#include "dicebox/net/table_view.hpp"
#include "dicebox/secrets.hpp"

namespace dicebox::net {

// How the seat is taken: with `open` ({"cmd": "open", …}) the table is opened first and
// the seat kept for `name` taken; else the seat of `token` taken back when it is given, or
// the seat held at table `code` under `name` (in `store`), or else a seat at table `code`
// taken with `name`. `server` names the server in the store; `store` may be null.
struct Seating {
    nlohmann::json open;
    std::string code;
    std::string name;
    std::string token;
    std::string server;
    SeatStore* store = nullptr;
};

// Why the seat could not be taken: the server refuses the table to open, or the seat; the
// table plays a game not among those here; its house rule cannot be run here; the server
// cannot be reached. `why` says it in the server's or the rules' words.
struct Refusal {
    enum class Kind { Table, Seat, Game, Rule, Unreachable };
    Kind kind;
    std::string why;
};

// Why the game stopped here: the server cannot be reached any more (after every try), or
// does not give the seat back (its seat waits for it at the server, for its token); another
// connection took the seat with its token (the person's other device or window: this one
// does not take it back by itself, nor forget the token); or what the server told does not
// make a game here.
struct Stop {
    enum class Kind { Unreachable, NotGivenBack, Unseated, Unplayable };
    Kind kind;
    std::string why;
};

// Somebody else at the table: a free seat taken (the seat's name is theirs now), a person
// whose connection is lost, or back, or a bot standing in for them.
struct SeatChange {
    enum class Kind { Taken, Away, Back, StandIn };
    Kind kind;
    Seat seat;
};

// Who sits at a seat, as the table shows it now.
enum class Presence { Free, Here, Away, StoodIn };

// What a front end does for the client, and what the client tells it. Every call comes
// from one of the client's own (connected, received, lost, choose).
class SeatFront {
  public:
    virtual ~SeatFront() = default;

    // Sends a message on the connection.
    virtual void send(const std::string& message) = 0;
    // The connection is lost: connect again after `wait`, then call connected(), or lost()
    // when it cannot be made.
    virtual void reconnect_after(std::chrono::seconds wait) = 0;

    // The table is opened (Seating::open), with this invitation code; its seat is taken next.
    virtual void opened(const std::string& /*code*/) {}
    // The seat is taken: its table, seat and token are known.
    virtual void seated() {}
    // The person's SeatStore could not be read or written (the seat's token is not kept, or
    // not forgotten), or could not be read and was set aside: what happened.
    virtual void seats_trouble(const std::string& /*what*/) {}
    // The seat cannot be taken; nothing more happens.
    virtual void refused(const Refusal& /*refusal*/) {}
    // Who sits at the table changed.
    virtual void seats_changed(const std::vector<SeatChange>& /*changes*/) {}
    // The table changed in any way (a push, an answer that shows it).
    virtual void table_changed() {}
    // The game began (every seat taken).
    virtual void began() {}
    // Event `index` as this seat was told it, with the held decisions it revealed; the
    // table's state is the seat's view after it.
    virtual void told(std::size_t /*index*/, const Told& /*event*/,
                      const std::vector<Revealed>& /*revealed*/) {}
    // The events were read again whole (the seat taken, or taken back, during the game):
    // told() holds them, from the first.
    virtual void caught_up() {}
    // The seat's decision is due: one of `legal`, in notation (choose()).
    virtual void asked(const std::vector<std::string>& /*legal*/) {}
    // The server refused the decision just chosen, and why; the seat is still asked.
    virtual void decision_refused(const std::string& /*why*/) {}
    // The server refused the host's word for a seat (SeatClient::hand()), and why.
    virtual void hand_refused(const std::string& /*why*/) {}
    // The connection is lost: try `attempt` of SeatClient::kTries to take the seat back
    // comes after reconnect_after()'s wait.
    virtual void connection_lost(const std::string& /*why*/, int /*attempt*/) {}
    // The seat is taken back after a lost connection.
    virtual void back() {}
    // The game is over and its dice checked: `end.unfair` says why they cannot be trusted,
    // or is empty. The game, replayed from the seed revealed, is end.game.
    virtual void ended(const CheckedEnd& /*end*/) {}
    // The game cannot go on here (Stop says why); nothing more happens.
    virtual void stopped(const Stop& /*stop*/) {}
};

class SeatClient {
  public:
    static constexpr int kTries = 6;
    // The wait before try `attempt` (0 to kTries - 1) to take a lost seat back.
    static std::chrono::seconds wait_before(int attempt);

    // `games` finds the module of the table's game; both outlive the client.
    SeatClient(SeatFront& front, const dicebox::PluginRegistry& games, Seating seating);

    // The transport's news: a connection made (the first, or again after
    // reconnect_after()); a message received on it (a JSON object); the connection lost, or
    // not made, and why.
    void connected();
    void received(const nlohmann::json& message);
    void lost(const std::string& why);

    // The person's decision for the seat, in notation, once it is due (asked() may not have
    // told the legal choices yet); nothing while a decision is sent and not answered.
    void choose(const std::string& notation);
    // The host's word for `seat`, whose person is away: handed to the game's bot `bot`, or
    // freed when `bot` is empty (docs/protocol.md, `hand`). Only with host_token().
    void hand(Seat seat, const std::string& bot);

    bool seated() const { return module_ != nullptr; }
    bool begun() const { return table_.contains("state"); }
    bool over() const { return table_.contains("seed"); }
    // Nothing more happens: refused, ended or stopped.
    bool done() const { return done_; }
    // A decision sent and not answered yet.
    bool deciding() const { return acting_ && !done_; }

    // The table as last told (docs/protocol.md, "The table"); its "state" is this seat's
    // view of the game.
    const nlohmann::json& table() const { return table_; }
    const std::string& code() const { return code_; }
    const std::string& token() const { return token_; }
    // The table's host token when this client opened it, else empty.
    const std::string& host_token() const { return host_token_; }
    Seat you() const { return you_; }
    const dicebox::GameModule& module() const { return *module_; }
    // The table's house rule (null: the printed rules), run here only to replay its game.
    const host::ScriptPtr& rule() const { return rule_; }
    // The SHA-256 of the seed as first announced.
    const std::string& announced() const { return announced_; }
    // The game's events as this seat may know them, in order.
    const std::vector<Told>& told() const { return told_; }
    // The game as the table is set up (its seats named as now, its parameters and house
    // rule), for its start: Throws host::SetupError.
    host::NewGame game() const;

    // By seat: who sits there, or whom a free seat is kept for (empty: for anyone); whether
    // a person; and how they are there.
    std::vector<std::string> names() const;
    bool is_person(Seat seat) const;
    Presence presence(Seat seat) const;
    // The bot standing in for the person at `seat`, or empty.
    std::string stand_in(Seat seat) const;
    // Whether the seat's decision is due in the game as it stands.
    bool to_move(Seat seat) const;
    // Why the connection is lost while it is being taken back, and the try under way;
    // empty while connected.
    const std::string& lost_why() const { return lost_; }
    int tries() const { return tries_; }

  private:
    enum class Asked { Open, Join, Rejoin, Legal, Act, Log, Hand };

    void send(Asked kind, const nlohmann::json& request);
    void answered(Asked kind, const nlohmann::json& answer);
    void pushed(nlohmann::json push);
    // The answer to `join` or `rejoin`: the seat, its table, game and house rule.
    void sit(const nlohmann::json& answer);
    void take_seat();
    // The table as a push or an answer shows it, and what changed of its seats.
    void show(nlohmann::json table);
    // An event told in a push; false when it is not the next one (events were missed).
    bool follow(const nlohmann::json& event, std::size_t events);
    void catch_up();
    void caught_up(const nlohmann::json& answer);
    void ask_if_due();
    void finish();
    void refuse(Refusal::Kind kind, const std::string& why);
    // The seat the store holds for the table's code and the person's name, if any.
    std::optional<HeldSeat> held_seat();
    // The seat kept in the store, or forgotten there (the game over, the seat gone).
    void keep_seat();
    void forget_seat(const std::string& token);
    void stop(Stop::Kind kind, const std::string& why);

    SeatFront& front_;
    const dicebox::PluginRegistry& games_;
    Seating seating_;
    std::deque<Asked> waiting_;  // one for each request sent and not answered yet
    nlohmann::json table_ = nlohmann::json::object();
    std::string code_;
    std::string token_;
    std::string host_token_;
    bool looked_up_ = false;     // the store asked for a seat held
    bool stored_token_ = false;  // the token being tried is the store's
    Seat you_ = kOnlooker;
    const dicebox::GameModule* module_ = nullptr;
    host::ScriptPtr rule_;
    std::string announced_;
    std::vector<Told> told_;
    std::vector<nlohmann::json> early_;  // pushes read before the seat's answer
    bool catching_up_ = false;
    bool asked_ = false;
    bool acting_ = false;
    std::vector<std::string> legal_;
    std::string lost_;
    int tries_ = 0;
    bool done_ = false;
};

}  // namespace dicebox::net
