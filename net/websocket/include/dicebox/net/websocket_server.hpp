// The server's transport: a Lobby's messages over WebSocket (RFC 6455), with Boost.Beast,
// and on the same port the web client's files to a browser over HTTP/1.1 (web_files.hpp).
//
// One thread runs the connections and the lobby (the io_context's); the tables' work
// runs on the lobby's workers and comes back to it. A connection that sends a message over the
// limit, floods the server with messages, is not WebSocket or HTTP (nor TLS, when the
// server speaks it), sends a header over the limit, or is too slow to finish its handshake,
// a request or a message it has begun, or idles between requests longer, is closed; the
// others go on. One address holds only so many connections.
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
#include "dicebox/net/web_files.hpp"

namespace dicebox::net {

struct ServerLimits {
    LobbyLimits lobby;
    std::size_t message_bytes = 64 * 1024;  // a request is a few hundred bytes
    // The longest header of an HTTP request (a browser's is under 2 KiB).
    std::size_t header_bytes = 8 * 1024;
    std::size_t connections = 10'000;
    // Connections from one address (an IPv6 one's /64, what one household gets): ten
    // people behind one router, each at a table and watching another, with a connection
    // or two lost without the server knowing yet.
    std::size_t connections_per_address = 40;
    // Seconds a client has to finish its handshakes once connected, and a message or an
    // HTTP request (with its answer) once its first byte has arrived; seconds a browser's
    // connection may idle between requests: a client that trickles or idles holds a
    // connection for nothing.
    std::size_t unfinished_seconds = 10;
    // Messages a connection may send a second, on average over a few seconds: a person's
    // client sends one or two a decision.
    std::size_t messages_per_second = 20;
};

class WebSocketServer final : public Outbox {
  public:
    // Listens on `endpoint` (port 0: one the system chooses). Throws boost::system's
    // system_error when it cannot. `history`, when not null, records the tables' games.
    // `web` is what it serves a browser. With `tls` (tls.hpp, server_tls) it speaks
    // WebSocket and HTTP over TLS only (wss://, https://).
    WebSocketServer(boost::asio::io_context& io, const boost::asio::ip::tcp::endpoint& endpoint,
                    const dicebox::PluginRegistry& registry, ServerLimits limits,
                    dicebox::db::Store* history, WebFiles web,
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
    // handshake, request or message, or idled longer between requests.
    void close_unfinished();
    void closed(ConnectionId connection);

    boost::asio::io_context& io_;
    boost::asio::ip::tcp::acceptor acceptor_;
    boost::asio::steady_timer ticker_;
    ServerLimits limits_;
    std::optional<boost::asio::ssl::context> tls_;
    const WebFiles web_;
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
