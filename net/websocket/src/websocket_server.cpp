#include "dicebox/net/websocket_server.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <deque>
#include <type_traits>

namespace dicebox::net {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using TlsStream = beast::ssl_stream<beast::tcp_stream>;

// A client as the server keeps it, whatever carries its messages.
class WebSocketServer::Connection {
  public:
    virtual ~Connection() = default;
    virtual void start() = 0;
    virtual void send(std::string message) = 0;
};

// One client over `Stream`, a TCP stream or TLS over one: its handshakes, its messages read
// one after another, and what it is sent, written one after another in the order sent.
template <class Stream>
class WebSocketServer::StreamConnection final
    : public Connection,
      public std::enable_shared_from_this<StreamConnection<Stream>> {
  public:
    // `layers`: the socket, and the TLS settings over TLS.
    template <class... Layers>
    StreamConnection(WebSocketServer& server, ConnectionId id, Layers&&... layers)
        : ws_(std::forward<Layers>(layers)...), server_(server), id_(id) {}

    void start() override {
        const auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
        if constexpr (kTls) {
            // The TLS handshake has the time the WebSocket one has; the WebSocket stream
            // keeps its own time after it.
            beast::get_lowest_layer(ws_).expires_after(timeouts.handshake_timeout);
            ws_.next_layer().async_handshake(
                asio::ssl::stream_base::server,
                [self = this->shared_from_this(), timeouts](beast::error_code error) {
                    if (error) return self->close();
                    beast::get_lowest_layer(self->ws_).expires_never();
                    self->accept(timeouts);
                });
        } else {
            accept(timeouts);
        }
    }

    void send(std::string message) override {
        if (!open_) return;
        outgoing_.push_back(std::move(message));
        if (outgoing_.size() == 1) write();
    }

    // Ends the connection, once: the lobby forgets it, the server lets it go.
    void close() {
        if (closed_) return;
        closed_ = true;
        if (open_) server_.lobby_.disconnected(id_);
        open_ = false;
        beast::error_code ignored;
        beast::get_lowest_layer(ws_).socket().close(ignored);
        server_.closed(id_);
    }

  private:
    static constexpr bool kTls = std::is_same_v<Stream, TlsStream>;

    void accept(const websocket::stream_base::timeout& timeouts) {
        ws_.set_option(timeouts);
        ws_.read_message_max(server_.limits_.message_bytes);
        ws_.async_accept([self = this->shared_from_this()](beast::error_code error) {
            if (error) return self->close();
            self->open_ = true;
            self->server_.lobby_.connected(self->id_);
            self->read();
        });
    }

    void read() {
        ws_.async_read(
            incoming_, [self = this->shared_from_this()](beast::error_code error, std::size_t) {
                if (error) return self->close();
                if (self->flooding()) return self->close();
                const std::string message = beast::buffers_to_string(self->incoming_.data());
                self->incoming_.consume(self->incoming_.size());
                if (self->ws_.got_text()) {
                    self->server_.lobby_.received(self->id_, message);
                } else {
                    self->server_.lobby_.unreadable(
                        self->id_, "a message is JSON in a text frame, not a binary one");
                }
                if (self->open_) self->read();
            });
    }

    // A bucket of messages, filled at the allowed rate up to a few seconds' worth: each
    // message takes one, and a connection that finds it empty is flooding.
    bool flooding() {
        const double rate = static_cast<double>(server_.limits_.messages_per_second);
        const auto now = std::chrono::steady_clock::now();
        const std::chrono::duration<double> passed = now - filled_at_;
        filled_at_ = now;
        allowance_ = std::min(allowance_ + passed.count() * rate, kBurstSeconds * rate);
        if (allowance_ < 1) return true;
        allowance_ -= 1;
        return false;
    }

    void write() {
        ws_.text(true);
        ws_.async_write(asio::buffer(outgoing_.front()),
                        [self = this->shared_from_this()](beast::error_code error, std::size_t) {
                            if (error) return self->close();
                            self->outgoing_.pop_front();
                            if (!self->outgoing_.empty()) self->write();
                        });
    }

    websocket::stream<Stream> ws_;
    WebSocketServer& server_;
    ConnectionId id_;
    beast::flat_buffer incoming_;
    std::deque<std::string> outgoing_;
    static constexpr double kBurstSeconds = 5;
    double allowance_ = kBurstSeconds * static_cast<double>(server_.limits_.messages_per_second);
    std::chrono::steady_clock::time_point filled_at_ = std::chrono::steady_clock::now();
    bool open_ = false;
    bool closed_ = false;
};

WebSocketServer::WebSocketServer(asio::io_context& io, const tcp::endpoint& endpoint,
                                 const dicebox::PluginRegistry& registry, ServerLimits limits,
                                 dicebox::db::Store* history, std::optional<asio::ssl::context> tls)
    : io_(io),
      acceptor_(io),
      ticker_(io),
      limits_(limits),
      tls_(std::move(tls)),
      lobby_(registry, limits.lobby, *this, history) {
    acceptor_.open(endpoint.protocol());
    acceptor_.set_option(asio::socket_base::reuse_address(true));
    acceptor_.bind(endpoint);
    acceptor_.listen(asio::socket_base::max_listen_connections);
    accept();
    tick();
}

void WebSocketServer::tick() {
    ticker_.expires_after(std::chrono::seconds(1));
    ticker_.async_wait([this](const beast::error_code& error) {
        if (error) return;
        lobby_.tick();
        tick();
    });
}

void WebSocketServer::accept() {
    acceptor_.async_accept(io_, [this](beast::error_code error, tcp::socket socket) {
        if (error == asio::error::operation_aborted) return;
        if (!error) {
            if (connections_.size() >= limits_.connections) {
                // Over the limit: refused at once, before any handshake.
                beast::error_code ignored;
                socket.close(ignored);
            } else {
                // An answer is a small message sent at once: not held back to be sent with
                // the next one (Nagle's algorithm), which costs a round trip of 40 ms.
                beast::error_code ignored;
                socket.set_option(tcp::no_delay(true), ignored);
                const ConnectionId id = next_++;
                std::shared_ptr<Connection> connection;
                if (tls_) {
                    connection = std::make_shared<StreamConnection<TlsStream>>(
                        *this, id, std::move(socket), *tls_);
                } else {
                    connection = std::make_shared<StreamConnection<beast::tcp_stream>>(
                        *this, id, std::move(socket));
                }
                connections_.emplace(id, connection);
                connection->start();
            }
        }
        accept();
    });
}

void WebSocketServer::send(ConnectionId connection, std::string message) {
    const auto found = connections_.find(connection);
    if (found != connections_.end()) found->second->send(std::move(message));
}

void WebSocketServer::closed(ConnectionId connection) {
    connections_.erase(connection);
}

}  // namespace dicebox::net
