// A client's connection to a dicebox server (docs/protocol.md, "Network"), blocking: the
// terminal's clients (dicebox join, dicebox host) wait for the server between their
// person's decisions, and have nothing else to do meanwhile.
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>
#include <boost/beast/websocket/stream.hpp>
#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>

namespace dicebox::net {

// The server cannot be reached, or answered with what is not the protocol.
class ConnectionError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// How the messages travel: as they are (ws://), or over TLS (wss://), where the server
// proves with its certificate that it is the one named.
enum class Transport { Plain, Tls };

class ClientConnection {
  public:
    // Connects to the server at `host` (a name or an address) and `port`. A read that
    // waits longer than `read_limit` (0: no limit) ends the connection as lost. Throws
    // ConnectionError saying why it cannot; over TLS, also when the server's certificate
    // is not trusted (tls.hpp, client_tls) or is not made out to `host`.
    ClientConnection(const std::string& host, unsigned short port,
                     Transport transport = Transport::Plain,
                     std::chrono::seconds read_limit = std::chrono::seconds(0));

    // Sends one message; false when the connection is lost.
    bool send(std::string_view text);
    // The next message as JSON, or nothing once the connection is lost or closed. Throws
    // ConnectionError for a message that is not a JSON object.
    std::optional<nlohmann::json> receive();

  private:
    using PlainWebSocket = boost::beast::websocket::stream<boost::beast::tcp_stream>;
    using TlsWebSocket =
        boost::beast::websocket::stream<boost::beast::ssl_stream<boost::beast::tcp_stream>>;

    boost::asio::io_context io_;
    std::optional<boost::asio::ssl::context> tls_;  // over TLS: its settings
    std::variant<PlainWebSocket, TlsWebSocket> ws_;
};

}  // namespace dicebox::net
