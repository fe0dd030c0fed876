// A client of a real `dicebox serve` for the tests: the clients' own connection
// (client_connection.hpp) with every read bounded by a time limit, so that a silent
// server fails the test instead of hanging it; requests and their answers, and the
// pushes that came between.
#pragma once

#include <chrono>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dicebox/net/client_connection.hpp"

namespace net_test {

class WebSocketClient {
  public:
    // Connects to 127.0.0.1:`port`; throws net::ConnectionError when it cannot.
    explicit WebSocketClient(unsigned short port);

    void send(std::string_view text);
    // The next message, or nothing once the server has closed the connection.
    std::optional<nlohmann::json> receive();
    // Sends the request and returns its answer (the message with "ok"); the pushes read
    // before it are added to pushes().
    nlohmann::json request(const nlohmann::json& request);
    // Reads pushes until one satisfies `done`; false when the connection ends first or
    // none has within a minute, though other pushes keep coming.
    template <class Done>
    bool wait_for(Done done) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
        for (auto message = receive(); message; message = receive()) {
            pushes_.push_back(*message);
            if (done(*message)) return true;
            if (std::chrono::steady_clock::now() > deadline) return false;
        }
        return false;
    }

    std::vector<nlohmann::json>& pushes() { return pushes_; }
    // Everything the server has sent, as text, for looking for what must not be there.
    const std::string& transcript() const { return transcript_; }

  private:
    dicebox::net::ClientConnection connection_;
    std::vector<nlohmann::json> pushes_;
    std::string transcript_;
};

}  // namespace net_test
