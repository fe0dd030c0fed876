#include "dicebox/net/client_connection.hpp"

#include <fmt/format.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>

#include "dicebox/json_text.hpp"

namespace dicebox::net {

namespace asio = boost::asio;
namespace beast = boost::beast;

ClientConnection::ClientConnection(const std::string& host, unsigned short port,
                                   std::chrono::seconds read_limit)
    : ws_(io_) {
    const std::string where = fmt::format("{}:{}", host, port);
    beast::error_code error;
    asio::ip::tcp::resolver resolver(io_);
    const auto addresses = resolver.resolve(host, std::to_string(port), error);
    if (error)
        throw ConnectionError(fmt::format("cannot find the server {}: {}", where, error.message()));
    beast::get_lowest_layer(ws_).connect(addresses, error);
    if (error)
        throw ConnectionError(
            fmt::format("cannot reach the server at {}: {}", where, error.message()));
    // A request is a small message sent at once, not held back for the next one.
    beast::get_lowest_layer(ws_).socket().set_option(asio::ip::tcp::no_delay(true), error);
    if (read_limit.count() > 0) {
        // Blocking reads cannot be given a deadline by Asio; the socket's own can.
        const timeval limit{static_cast<time_t>(read_limit.count()), 0};
        setsockopt(beast::get_lowest_layer(ws_).socket().native_handle(), SOL_SOCKET, SO_RCVTIMEO,
                   &limit, sizeof limit);
    }
    ws_.handshake(host, "/", error);
    if (error)
        throw ConnectionError(
            fmt::format("{} is not a dicebox server: {}", where, error.message()));
    ws_.text(true);
    // The longest message is a finished table's, with the game's whole log.
    ws_.read_message_max(dicebox::JsonLimits{}.bytes);
}

bool ClientConnection::send(std::string_view text) {
    beast::error_code error;
    ws_.write(asio::buffer(text.data(), text.size()), error);
    return !error;
}

std::optional<nlohmann::json> ClientConnection::receive() {
    beast::flat_buffer buffer;
    beast::error_code error;
    ws_.read(buffer, error);
    if (error) return std::nullopt;
    try {
        auto message = dicebox::parse_json(beast::buffers_to_string(buffer.data()));
        if (message.is_object()) return message;
    } catch (const dicebox::JsonTextError&) {
    }
    throw ConnectionError("the server sent a message that is not a JSON object");
}

}  // namespace dicebox::net
