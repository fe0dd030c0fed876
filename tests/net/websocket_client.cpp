#include "websocket_client.hpp"

#include <stdexcept>

namespace net_test {

WebSocketClient::WebSocketClient(unsigned short port)
    : connection_("127.0.0.1", port, dicebox::net::Transport::Plain, std::chrono::seconds(30)) {}

void WebSocketClient::send(std::string_view text) {
    connection_.send(text);
}

std::optional<nlohmann::json> WebSocketClient::receive() {
    auto message = connection_.receive();
    if (message) transcript_ += message->dump() + '\n';
    return message;
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
