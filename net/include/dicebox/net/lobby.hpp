// A server's tables and the people connected to it: the network protocol (docs/protocol.md,
// "Network") as one function of a connection's message and what the server holds.
//
// The transport is not its business: it is told of connections and their messages, and
// answers through an Outbox. Every request gets one answer ({"ok":...}), in the order of
// a connection's requests; whoever sits at or watches a table is also sent the table as
// they may see it after every event ({"push":"table",...}). A connection acts only for
// the seat whose token it gave.
//
// The lobby is called from one thread, the transport's, where it keeps who is where and
// sends every message. A table's work (its rules, its house rule's hooks, its bots) runs
// on a pool of workers, one piece of a table's at a time and in order, and its outcome
// comes back to that thread: a slow house rule holds up its own table, not the others.
#pragma once

#include <boost/asio/any_io_executor.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/host/request.hpp"
#include "dicebox/loader.hpp"
#include "dicebox/net/address_quota.hpp"
#include "dicebox/net/offered_rules.hpp"
#include "dicebox/net/shared_history.hpp"
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
    // `home` runs on the thread that calls the lobby: the tables' work comes back there.
    Lobby(const dicebox::PluginRegistry& registry, LobbyLimits limits, Outbox& outbox,
          dicebox::db::Store* history, boost::asio::any_io_executor home);
    // Waits for the table's work under way; what waits behind it is not done (nobody
    // is answered that it was).
    ~Lobby();
    Lobby(const Lobby&) = delete;
    Lobby& operator=(const Lobby&) = delete;

    // Takes up the unfinished tables of the history (a server stopped or killed): those
    // still waiting for people, and those whose games stopped, where they stopped. How
    // many, and why each of the others could not be. Throws db::StoreError when the
    // history cannot be read. Called before any message.
    struct TakenUp {
        std::size_t tables = 0;   // whose games had begun
        std::size_t waiting = 0;  // still waiting for people
        std::vector<std::string> problems;
    };
    TakenUp take_up_tables();
    // The house rules its tables may be opened under by name (`rules`, `open` with
    // "rule"); none unless given. Called before any message.
    void offer_rules(std::vector<OfferedRule> rules) { rules_ = std::move(rules); }

    // A client connected from `address` (as the transport counts them: AddressQuota).
    void connected(ConnectionId connection, std::string address);
    void disconnected(ConnectionId connection);
    // One message of the connection: answered once its requests before it are, never
    // thrown from.
    void received(ConnectionId connection, std::string_view message);
    // A message the protocol does not read (a binary frame), and why: refused as a
    // malformed request is, and the connection goes on.
    void unreadable(ConnectionId connection, const std::string& why);
    // Called about once a second: lets bots stand in for people away too long, hands on the
    // seats of people who have not come back in time, and closes the tables nobody can come
    // back to any more and those taken up that nobody came to in time.
    void tick();

  private:
    using json = nlohmann::json;
    // Where a connection sits or looks on.
    struct Place {
        std::string table;  // empty: at no table yet
        dicebox::Seat seat = dicebox::kOnlooker;
    };
    // A connection's messages, read one after another: the next once the one before is
    // answered.
    struct Message {
        std::string text;  // or, when not readable, why not
        bool readable = true;
    };
    struct Client {
        std::string address;  // as AddressQuota counts them
        Place place;
        std::deque<Message> waiting;
        bool answering = false;  // a request of the connection is being carried out
    };
    // What the lobby's thread knows of a table, as its last piece of work left it.
    struct Known {
        bool ready = false;  // set up: false while it is being opened, or when it could not be
        bool begun = false;
        bool over = false;
        bool seat_taken = false;
        bool unrecorded = false;
        std::vector<std::string> token_hashes;  // by seat
        std::string host_token_hash;
        // The seat whose token's hash is `hash`, or nothing (a bot's seat has no hash).
        std::optional<dicebox::Seat> seat_of_token_hash(const std::string& hash) const;
    };
    // A push of a table: the table as each viewer may see it, by viewer + 1 (0: onlookers).
    using Push = std::vector<std::string>;
    // A table and the queue of its work on the workers.
    struct Hosted {
        Hosted(std::string code, boost::asio::thread_pool& workers);
        std::string code;
        boost::asio::strand<boost::asio::thread_pool::executor_type> queue;
        // Touched by the table's work alone (and by the lobby's thread, to let it go once
        // it is closed and nothing waits in its queue).
        std::unique_ptr<Table> table;
        std::vector<Push> pushes;  // those of the work under way
        // Touched by the lobby's thread alone.
        Known known;
        std::size_t in_queue = 0;  // pieces of work not done yet
        bool ticking = false;      // one of them is a tick
        bool closing = false;      // forsaken, it goes once they are done
    };
    using HostedPtr = std::shared_ptr<Hosted>;
    // What a piece of a table's work gave: the answer, its pushes, the table then.
    struct Done {
        json answer;
        std::vector<Push> pushes;
        Known known;
    };
    using Work = std::function<json(Hosted&)>;
    using Then = std::function<void(const HostedPtr&, const Done&)>;
    static constexpr ConnectionId kNobody = 0;  // work no connection asked for

    // Queues `work` at the table. Once done, back on the lobby's thread: `then` (the
    // lobby's side of it, as long as the table is open), the pushes, the answer to
    // `connection`.
    void at_table(const HostedPtr& hosted, ConnectionId connection, Work work, Then then = {});
    void done(const HostedPtr& hosted, ConnectionId connection, Done& done, const Then& then);
    static Known known_of(const Hosted& hosted);
    // Sends every connection at the table the pushes, each as its seat may see them.
    void tell(const std::string& code, const std::vector<Push>& pushes);
    Table::Observer pusher(Hosted& hosted);

    // Carries out the connection's waiting messages, one at a time.
    void read_on(ConnectionId connection);
    void answer(ConnectionId connection, const json& answer);
    void carry_out(ConnectionId connection, const host::Request& request);
    void open(ConnectionId connection, const host::Request& request);
    void join(ConnectionId connection, const host::Request& request);
    void rejoin(ConnectionId connection, const host::Request& request);
    void watch(ConnectionId connection, const host::Request& request);
    // The host's word for a seat nobody is at: handed to a bot, or freed (Table::hand()).
    void hand(ConnectionId connection, const host::Request& request);
    void act(ConnectionId connection, const host::Request& request);
    void legal(ConnectionId connection, const host::Request& request);
    void log(ConnectionId connection, const host::Request& request);
    // What the server has, answered at once: its games and its house rules.
    void games(ConnectionId connection, const host::Request& request);
    void rules(ConnectionId connection, const host::Request& request);
    // The house rule's text `open` names: the script itself ("house_rule") or one the
    // server offers ("rule"), or none; throws RequestError.
    std::optional<std::string> rule_text(const host::Request& open,
                                         const dicebox::GameModule& game) const;
    // `answer`, which seats a connection at `table` or shows it the table, with the text
    // of the table's house rule (its view names it), for the client to replay the game.
    static json with_rule(const Table& table, json answer);

    // The connection leaves its place: it is no longer told of the table, a seat left
    // without a connection is away, and a table left by everybody before or after its
    // game goes.
    void leave(Place& place, ConnectionId connection);
    // The seat has nobody at it any more (Table::left()).
    void away(const HostedPtr& hosted, dicebox::Seat seat);
    // Whether nobody is at the table and nobody may come back to it: no person's seat is
    // taken (before its game, or in it, every one freed or handed to a bot), or its game is
    // over. Such a table goes, once its work is done, unless that work keeps it.
    bool forsaken(const Hosted& hosted) const;
    void close_if_forsaken(const HostedPtr& hosted);
    // The table goes, and its row of the waiting tables when its game had not begun; its
    // game, when unfinished, ends in the history as aborted.
    void close(const std::string& code);
    // Sits the connection at `seat` of table `code` (kOnlooker: looking on), after it
    // leaves its place; a connection gone meanwhile leaves the seat at once.
    void move_to(ConnectionId connection, const std::string& code, dicebox::Seat seat);
    // A table open to requests; throws RequestError.
    HostedPtr table_named(const std::string& code) const;
    // Whether a seat taken is held still (AddressQuota): its table open, its token good.
    AddressQuota::Held held_seat() const;
    // The table and seat of a connection that has joined one; throws RequestError.
    std::pair<HostedPtr, dicebox::Seat> seat_of(ConnectionId connection) const;
    std::string new_code() const;

    const dicebox::PluginRegistry& registry_;
    std::vector<OfferedRule> rules_;
    LobbyLimits limits_;
    Outbox& outbox_;
    std::unique_ptr<SharedHistory> history_;  // null without a history
    boost::asio::any_io_executor home_;
    std::map<std::string, HostedPtr> tables_;  // by invitation code
    std::map<ConnectionId, Client> clients_;
    AddressQuota quota_;
    std::map<std::string, std::vector<ConnectionId>> watchers_;  // by table
    // When the tables taken up that nobody has come to, with no seat taken, go; none once
    // they have.
    std::optional<Clock::time_point> unvisited_go_at_;
    // Last, so that it stops first: no work runs once the tables go.
    boost::asio::thread_pool workers_;
};

}  // namespace dicebox::net
