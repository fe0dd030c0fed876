// The server's transport: a Lobby's messages over WebSocket (RFC 6455), with Boost.Beast.
//
// One thread runs the connections and the lobby (the io_context's); the tables' work
// runs on the lobby's workers and comes back to it. A connection that sends a message over the
// limit, floods the server with messages, is not WebSocket (nor TLS, when the server
// speaks it), or is too slow to finish its handshake or a message it has begun, is
// closed; the others go on. One address holds only so many connections.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/asio/steady_timer.hpp>
#include <cstddef>
#include <map>
#include <memory>
#include <optional>
#include <string>

#include "dicebox/loader.hpp"
#include "dicebox/net/lobby.hpp"

namespace dicebox::net {

struct ServerLimits {
    LobbyLimits lobby;
    std::size_t message_bytes = 64 * 1024;  // a request is a few hundred bytes
    std::size_t connections = 10'000;
    // Connections from one address (an IPv6 one's /64, what one household gets): ten
    // people behind one router, each at a table and watching another, with a connection
    // or two lost without the server knowing yet.
    std::size_t connections_per_address = 40;
    // Seconds a client has to finish its handshakes once connected, and a message once its
    // first byte has arrived: a client that trickles holds a connection for nothing.
    std::size_t unfinished_seconds = 10;
    // Messages a connection may send a second, on average over a few seconds: a person's
    // client sends one or two a decision.
    std::size_t messages_per_second = 20;
};

class WebSocketServer final : public Outbox {
  public:
    // Listens on `endpoint` (port 0: one the system chooses). Throws boost::system's
    // system_error when it cannot. `history`, when not null, records the tables' games.
    // With `tls` (tls.hpp, server_tls) it speaks WebSocket over TLS only (wss://).
    WebSocketServer(boost::asio::io_context& io, const boost::asio::ip::tcp::endpoint& endpoint,
                    const dicebox::PluginRegistry& registry, ServerLimits limits,
                    dicebox::db::Store* history,
                    std::optional<boost::asio::ssl::context> tls = std::nullopt);

    Lobby& lobby() { return lobby_; }
    boost::asio::ip::tcp::endpoint endpoint() const { return acceptor_.local_endpoint(); }
    void send(ConnectionId connection, std::string message) override;

  private:
    class Connection;
    template <class Stream>
    class StreamConnection;
    void accept();
    // Serves the client of `socket`, unless a limit of connections refuses it.
    void admit(boost::asio::ip::tcp::socket socket);
    // Tells the lobby that a second has passed, every second.
    void tick();
    // Closes the connections that have taken longer than the limit over an unfinished
    // handshake or message.
    void close_unfinished();
    void closed(ConnectionId connection);

    boost::asio::io_context& io_;
    boost::asio::ip::tcp::acceptor acceptor_;
    boost::asio::steady_timer ticker_;
    ServerLimits limits_;
    std::optional<boost::asio::ssl::context> tls_;
    Lobby lobby_;
    struct Client {
        std::shared_ptr<Connection> connection;
        std::string address;  // as counted by per_address_
    };
    std::map<ConnectionId, Client> connections_;
    std::map<std::string, std::size_t> per_address_;  // connections by address
    ConnectionId next_ = 1;
};

}  // namespace dicebox::net
