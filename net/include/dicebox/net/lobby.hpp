// A server's tables and the people connected to it: the network protocol (docs/protocol.md,
// "Network") as one function of a connection's message and what the server holds.
//
// The transport is not its business: it is told of connections and their messages, and
// answers through an Outbox. Every request gets one answer ({"ok":...}); whoever sits at
// or watches a table is also sent the table as they may see it after every event
// ({"push":"table",...}). A connection acts only for the seat whose token it gave.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/host/request.hpp"
#include "dicebox/loader.hpp"
#include "dicebox/net/address_quota.hpp"
#include "dicebox/net/table.hpp"

namespace dicebox::net {

using ConnectionId = std::uint64_t;

// Where the lobby's messages go: the transport's side of it.
class Outbox {
  public:
    virtual ~Outbox() = default;
    virtual void send(ConnectionId connection, std::string message) = 0;
};

struct LobbyLimits {
    std::size_t max_tables = 1000;  // tables open at once
    // How long a table taken up while waiting for people, at which nobody had taken a
    // seat, waits for somebody to come to it before it goes (its code may be out).
    std::size_t unvisited_seconds = 3600;
    // How long a person's seat that nobody is at waits for them (from the moment they left,
    // or from when the server took the table up) before it is handed on for good
    // (Table::tick): time enough for a lost connection, a flat battery or a meal; a seat
    // given up is not kept from others, nor its table from being closed, for long.
    std::size_t return_seconds = 3600;
    // What one address (AddressQuota) may hold at once: tables it opened that are open
    // still, and seats it took at them. Ten people behind one router, each with two tables
    // (one played at, one waiting for its people or left within the return wait) and four
    // seats (the one they play, three waiting for them at such tables).
    std::size_t tables_per_address = 20;
    std::size_t seats_per_address = 40;
};

class Lobby {
  public:
    // `history`, when not null, records every table's game (and outlives the lobby).
    Lobby(const dicebox::PluginRegistry& registry, LobbyLimits limits, Outbox& outbox,
          dicebox::db::Store* history);

    // Takes up the unfinished tables of the history (a server stopped or killed): those
    // still waiting for people, and those whose games stopped, where they stopped. How
    // many, and why each of the others could not be. Throws db::StoreError when the
    // history cannot be read.
    struct TakenUp {
        std::size_t tables = 0;   // whose games had begun
        std::size_t waiting = 0;  // still waiting for people
        std::vector<std::string> problems;
    };
    TakenUp take_up_tables();

    // A client connected from `address` (as the transport counts them: AddressQuota).
    void connected(ConnectionId connection, std::string address);
    void disconnected(ConnectionId connection);
    // One message of the connection: answered, never thrown from.
    void received(ConnectionId connection, std::string_view message);
    // A message the protocol does not read (a binary frame), and why: refused as a
    // malformed request is, and the connection goes on.
    void unreadable(ConnectionId connection, const std::string& why);
    // Called about once a second: lets bots stand in for people away too long, hands on the
    // seats of people who have not come back in time, and closes the tables nobody can come
    // back to any more and those taken up that nobody came to in time.
    void tick();

  private:
    // Where a connection sits or looks on.
    struct Place {
        std::string table;  // empty: at no table yet
        dicebox::Seat seat = dicebox::kOnlooker;
    };

    // The connection leaves its place: it is no longer told of the table, a seat left
    // without a connection is away, and a table left by everybody before or after its
    // game goes.
    void leave(Place& place, ConnectionId connection);
    // Whether nobody is at the table and nobody may come back to it: no person's seat is
    // taken (before its game, or in it, every one freed or handed to a bot), or its game is
    // over. Such a table goes.
    bool forsaken(const std::string& code) const;
    // The table goes, and its row of the waiting tables when its game had not begun; its
    // game, when unfinished, ends in the history as aborted.
    void close(const std::string& code);
    // Sits the connection at `seat` of table `code` (kOnlooker: looking on), after it
    // leaves its place.
    void move_to(ConnectionId connection, const std::string& code, dicebox::Seat seat);
    nlohmann::json carry_out(ConnectionId connection, const host::Request& request);
    nlohmann::json open(ConnectionId connection, const host::Request& request);
    nlohmann::json join(ConnectionId connection, const host::Request& request);
    nlohmann::json rejoin(ConnectionId connection, const host::Request& request);
    nlohmann::json watch(ConnectionId connection, const host::Request& request);
    // The host's word for a seat nobody is at: handed to a bot, or freed (Table::hand()).
    nlohmann::json hand(const host::Request& request);
    // `answer`, which seats a connection at `table` or shows it the table, with the text
    // of the table's house rule (its view names it), for the client to replay the game.
    static nlohmann::json with_rule(const Table& table, nlohmann::json answer);
    nlohmann::json act(ConnectionId connection, const host::Request& request);
    nlohmann::json legal(ConnectionId connection, const host::Request& request) const;
    nlohmann::json log(ConnectionId connection, const host::Request& request) const;

    Table& table_named(const std::string& code) const;
    // Whether a seat taken is held still (AddressQuota): its table open, its token good.
    AddressQuota::Held held_seat() const;
    // The table and seat of a connection that has joined one; throws RequestError.
    std::pair<Table*, dicebox::Seat> seat_of(ConnectionId connection) const;
    // Holds for every connection at `table` the table as it sees it; send_held() sends
    // them once the table's work is recorded, before the answer, and drops those of a
    // table whose work could not be recorded: nobody is told of an event the history
    // does not hold.
    void push(const Table& table, const dicebox::Event* event);
    void send_held();
    Table::Observer pusher();
    std::string new_code() const;

    const dicebox::PluginRegistry& registry_;
    LobbyLimits limits_;
    Outbox& outbox_;
    dicebox::db::Store* history_;
    std::map<std::string, std::unique_ptr<Table>> tables_;  // by invitation code
    std::map<ConnectionId, Place> places_;
    std::map<ConnectionId, std::string> addresses_;  // the client's, as AddressQuota counts
    AddressQuota quota_;
    std::map<std::string, std::vector<ConnectionId>> watchers_;  // by table
    // When the tables taken up that nobody has come to, with no seat taken, go; none once
    // they have.
    std::optional<Clock::time_point> unvisited_go_at_;
    struct Held {
        ConnectionId connection;
        std::string table;
        std::string message;
    };
    std::vector<Held> held_;
};

}  // namespace dicebox::net
