#include "websocket_client.hpp"

#include <sys/socket.h>
#include <sys/time.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/buffers_to_string.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/websocket.hpp>
#include <stdexcept>

namespace net_test {

namespace asio = boost::asio;
namespace beast = boost::beast;

WebSocketClient::WebSocketClient(unsigned short port) : ws_(io_) {
    beast::get_lowest_layer(ws_).connect(
        asio::ip::tcp::endpoint(asio::ip::make_address("127.0.0.1"), port));
    // Blocking reads give up after 30 s (a test's failure, never a hang).
    timeval limit{30, 0};
    setsockopt(beast::get_lowest_layer(ws_).socket().native_handle(), SOL_SOCKET, SO_RCVTIMEO,
               &limit, sizeof limit);
    ws_.handshake("127.0.0.1", "/");
}

void WebSocketClient::send(std::string_view text) {
    ws_.text(true);
    ws_.write(asio::buffer(text.data(), text.size()));
}

std::optional<nlohmann::json> WebSocketClient::receive() {
    beast::flat_buffer buffer;
    beast::error_code error;
    ws_.read(buffer, error);
    if (error) return std::nullopt;
    const std::string text = beast::buffers_to_string(buffer.data());
    transcript_ += text;
    transcript_ += '\n';
    return nlohmann::json::parse(text);
}

nlohmann::json WebSocketClient::request(const nlohmann::json& request) {
    send(request.dump());
    for (auto message = receive(); message; message = receive()) {
        if (message->contains("ok")) return *message;
        pushes_.push_back(*message);
    }
    throw std::runtime_error("the server closed the connection before it answered " +
                             request.dump());
}

}  // namespace net_test
