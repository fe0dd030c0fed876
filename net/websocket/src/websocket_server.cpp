#include "dicebox/net/websocket_server.hpp"

#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <deque>
#include <limits>
#include <type_traits>
#include <vector>

#include "dicebox/net/http_answer.hpp"

namespace dicebox::net {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

// Since when a connection's unfinished handshake, request or message has been arriving,
// and since when a browser's connection has been idle between requests: a rate policy of
// Beast's that limits nothing, told of every byte read from the socket, which is the only
// place that sees the bytes of a message that has not arrived whole.
class Unfinished {
  public:
    // The handshakes begin when the client connects.
    std::optional<std::chrono::steady_clock::time_point> since = std::chrono::steady_clock::now();
    // Set when a browser's request has been answered, until a byte of the next one.
    std::optional<std::chrono::steady_clock::time_point> idle;

  private:
    friend class beast::rate_policy_access;
    static constexpr std::size_t kAll = std::numeric_limits<std::size_t>::max();
    std::size_t available_read_bytes() const noexcept { return kAll; }
    std::size_t available_write_bytes() const noexcept { return kAll; }
    void transfer_read_bytes(std::size_t bytes) noexcept {
        if (bytes == 0) return;
        idle.reset();
        if (!since) since = std::chrono::steady_clock::now();
    }
    void transfer_write_bytes(std::size_t) noexcept {}
    void on_timer() noexcept {}
};

// The category of the errors of an HTTP request that cannot be read (http::error).
const auto& kHttpErrors = http::make_error_code(http::error::bad_method).category();

using TcpStream = beast::basic_stream<tcp, asio::any_io_executor, Unfinished>;
using TlsStream = beast::ssl_stream<TcpStream>;

// The address a connection is counted under: an IPv4 one (also mapped into IPv6) as it
// is, an IPv6 one by its first 64 bits, the least that one household is given.
std::string address_of(const tcp::socket& socket) {
    boost::system::error_code error;
    const auto address = socket.remote_endpoint(error).address();
    if (error) return {};
    if (!address.is_v6()) return address.to_string();
    const auto v6 = address.to_v6();
    if (v6.is_v4_mapped()) return asio::ip::make_address_v4(asio::ip::v4_mapped, v6).to_string();
    auto bytes = v6.to_bytes();
    std::fill(bytes.begin() + 8, bytes.end(), 0);
    return asio::ip::address_v6(bytes).to_string() + "/64";
}

}  // namespace

// A client as the server keeps it, whatever carries its messages.
class WebSocketServer::Connection {
  public:
    virtual ~Connection() = default;
    virtual void start() = 0;
    virtual void send(std::string message) = 0;
    virtual void close() = 0;
    // Whether the connection has been at its handshakes, or at a message begun, since
    // before `before`.
    virtual bool unfinished_since_before(std::chrono::steady_clock::time_point before) = 0;
};

// One client over `Stream`, a TCP stream or TLS over one: its handshakes, then either a
// browser's requests answered one after another, or a WebSocket's messages read one after
// another and what it is sent, written one after another in the order sent.
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
        if constexpr (kTls) {
            ws_.next_layer().async_handshake(
                asio::ssl::stream_base::server,
                [self = this->shared_from_this()](beast::error_code error) {
                    if (error) return self->close();
                    self->read_request();
                });
        } else {
            read_request();
        }
    }

    void send(std::string message) override {
        if (!open_) return;
        outgoing_.push_back(std::move(message));
        if (outgoing_.size() == 1) write();
    }

    bool unfinished_since_before(std::chrono::steady_clock::time_point before) override {
        const auto& times = unfinished();
        return (times.since && *times.since < before) || (times.idle && *times.idle < before);
    }

    // Ends the connection, once: the lobby forgets it, the server lets it go.
    void close() override {
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

    Unfinished& unfinished() { return beast::get_lowest_layer(ws_).rate_policy(); }

    // Reads the header of the next request: a WebSocket's handshake, or a browser's
    // request for a file, which has no body. A body is never read, so its length is no
    // error here: a request that has one is answered by its method, and its connection
    // closed.
    void read_request() {
        request_.emplace();
        request_->header_limit(static_cast<std::uint32_t>(server_.limits_.header_bytes));
        request_->body_limit(std::numeric_limits<std::uint64_t>::max());
        http::async_read_header(
            ws_.next_layer(), request_buffer_, *request_,
            [self = this->shared_from_this()](beast::error_code error, std::size_t) {
                if (error == http::error::header_limit)
                    return self->answer(refuse_http(http::status::request_header_fields_too_large,
                                                    "The request's header is too long."),
                                        false);
                // The client went, or its transport failed: nothing to answer.
                if (error == http::error::end_of_stream || error == http::error::partial_message ||
                    (error && error.category() != kHttpErrors))
                    return self->close();
                if (error)
                    return self->answer(
                        refuse_http(http::status::bad_request, "The request is not HTTP/1.1."),
                        false);
                const auto& request = self->request_->get();
                if (websocket::is_upgrade(request)) return self->accept();
                self->answer(answer_http(self->server_.web_, request),
                             request.keep_alive() && self->request_->is_done());
            });
    }

    // Writes `reply`; then waits for the next request, or closes the connection.
    void answer(HttpAnswer reply, bool keep_alive) {
        reply.keep_alive(keep_alive);
        answer_ = std::move(reply);
        http::async_write(
            ws_.next_layer(), *answer_,
            [self = this->shared_from_this(), keep_alive](beast::error_code error, std::size_t) {
                if (error) return self->close();
                if (!keep_alive) return self->finish();
                self->unfinished().since.reset();
                self->unfinished().idle = std::chrono::steady_clock::now();
                self->read_request();
            });
    }

    // Closes a browser's connection once the client has read the last answer: the server
    // stops sending, and lets go of the connection when the client does, or at the limit
    // of an unfinished request. (Closed at once with bytes unread, the answer could be
    // lost to the reset that tells the client so.)
    void finish() {
        beast::error_code ignored;
        beast::get_lowest_layer(ws_).socket().shutdown(tcp::socket::shutdown_send, ignored);
        unfinished().since = std::chrono::steady_clock::now();
        drain();
    }

    void drain() {
        beast::get_lowest_layer(ws_).async_read_some(
            request_buffer_.prepare(1024),
            [self = this->shared_from_this()](beast::error_code error, std::size_t) {
                if (error) return self->close();
                self->drain();
            });
    }

    // Takes the WebSocket handshake of the request read.
    void accept() {
        // The time of the handshakes, TLS and WebSocket, is the server's limit of an
        // unfinished message (close_unfinished); the WebSocket stream keeps its own
        // timeouts after them, with pings to a connection that is silent.
        auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
        timeouts.handshake_timeout = websocket::stream_base::none();
        ws_.set_option(timeouts);
        // A control frame (a ping, a pong) between messages finishes what has arrived;
        // inside a message it does not, so that a message cannot be stretched with them.
        ws_.control_callback([this](websocket::frame_type, beast::string_view) {
            if (!inside_message_) unfinished().since.reset();
        });
        ws_.read_message_max(server_.limits_.message_bytes);
        ws_.async_accept(request_->get(),
                         [self = this->shared_from_this()](beast::error_code error) {
                             if (error) return self->close();
                             self->request_.reset();
                             self->unfinished().since.reset();
                             self->open_ = true;
                             self->server_.lobby_.connected(
                                 self->id_, self->server_.connections_.at(self->id_).address);
                             self->read();
                         });
    }

    // Reads a message as its parts arrive, to know whether one has begun.
    void read() {
        ws_.async_read_some(
            incoming_, server_.limits_.message_bytes,
            [self = this->shared_from_this()](beast::error_code error, std::size_t) {
                if (error) return self->close();
                self->inside_message_ = !self->ws_.is_message_done();
                if (self->inside_message_) return self->read();
                self->unfinished().since.reset();
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
    beast::flat_buffer request_buffer_;
    std::optional<http::request_parser<http::empty_body>> request_;
    std::optional<HttpAnswer> answer_;
    ConnectionId id_;
    beast::flat_buffer incoming_;
    std::deque<std::string> outgoing_;
    static constexpr double kBurstSeconds = 5;
    double allowance_ = kBurstSeconds * static_cast<double>(server_.limits_.messages_per_second);
    std::chrono::steady_clock::time_point filled_at_ = std::chrono::steady_clock::now();
    bool open_ = false;
    bool closed_ = false;
    bool inside_message_ = false;  // part of a message has been read, not all of it
};

WebSocketServer::WebSocketServer(asio::io_context& io, const tcp::endpoint& endpoint,
                                 const dicebox::PluginRegistry& registry, ServerLimits limits,
                                 dicebox::db::Store* history, WebFiles web,
                                 std::optional<asio::ssl::context> tls)
    : io_(io),
      acceptor_(io),
      ticker_(io),
      limits_(limits),
      tls_(std::move(tls)),
      web_(std::move(web)),
      lobby_(registry, limits.lobby, *this, history, io.get_executor()) {
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
        close_unfinished();
        tick();
    });
}

void WebSocketServer::accept() {
    acceptor_.async_accept(io_, [this](beast::error_code error, tcp::socket socket) {
        if (error == asio::error::operation_aborted) return;
        if (!error) admit(std::move(socket));
        accept();
    });
}

void WebSocketServer::admit(tcp::socket socket) {
    std::string address = address_of(socket);
    if (connections_.size() >= limits_.connections ||
        per_address_[address] >= limits_.connections_per_address) {
        // Over a limit: refused at once, before any handshake.
        if (per_address_[address] == 0) per_address_.erase(address);
        beast::error_code ignored;
        socket.close(ignored);
        return;
    }
    // An answer is a small message sent at once: not held back to be sent with the next
    // one (Nagle's algorithm), which costs a round trip of 40 ms.
    beast::error_code ignored;
    socket.set_option(tcp::no_delay(true), ignored);
    const ConnectionId id = next_++;
    std::shared_ptr<Connection> connection;
    if (tls_) {
        connection =
            std::make_shared<StreamConnection<TlsStream>>(*this, id, std::move(socket), *tls_);
    } else {
        connection = std::make_shared<StreamConnection<TcpStream>>(*this, id, std::move(socket));
    }
    ++per_address_[address];
    connections_.emplace(id, Client{connection, std::move(address)});
    connection->start();
}

void WebSocketServer::send(ConnectionId connection, std::string message) {
    const auto found = connections_.find(connection);
    if (found != connections_.end()) found->second.connection->send(std::move(message));
}

void WebSocketServer::close_unfinished() {
    const auto before =
        std::chrono::steady_clock::now() - std::chrono::seconds(limits_.unfinished_seconds);
    std::vector<std::shared_ptr<Connection>> slow;
    for (const auto& [id, client] : connections_) {
        if (client.connection->unfinished_since_before(before)) slow.push_back(client.connection);
    }
    for (const auto& connection : slow) connection->close();
}

void WebSocketServer::closed(ConnectionId connection) {
    const auto found = connections_.find(connection);
    if (found == connections_.end()) return;
    if (--per_address_[found->second.address] == 0) per_address_.erase(found->second.address);
    connections_.erase(found);
}

}  // namespace dicebox::net
