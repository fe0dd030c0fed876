// A real `dicebox serve` for the tests, on a free port of 127.0.0.1, recording into a
// history of the test's own.
#pragma once

#include <csignal>
#include <filesystem>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "live_process.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "websocket_client.hpp"

namespace net_test {

using testing_support::LiveProcess;

// A server recording into `history`, started with `options` on `port` (0: one the system
// chooses), and stopped with it.
class Server {
  public:
    explicit Server(const std::filesystem::path& history, std::vector<std::string> options = {},
                    unsigned short port = 0)
        : process_(start(history, std::move(options), port)) {
        // "listening on ws://127.0.0.1:PORT", or wss:// over TLS.
        const std::string banner = "://127.0.0.1:";
        if (!process_.wait_for(banner) || !process_.wait_for("\n"))
            throw std::runtime_error("the server did not start: " + process_.output());
        const auto at = process_.output().find(banner) + banner.size();
        port_ = static_cast<unsigned short>(std::stoi(process_.output().substr(at)));
    }
    ~Server() { process_.kill(SIGTERM); }

    // Ends the server as a crash or a power cut would, in the middle of its work.
    void kill() { process_.kill(SIGKILL); }
    const std::string& output() const { return process_.output(); }

    std::unique_ptr<WebSocketClient> connect() const {
        return std::make_unique<WebSocketClient>(port_);
    }
    unsigned short port() const { return port_; }

  private:
    static LiveProcess start(const std::filesystem::path& history, std::vector<std::string> options,
                             unsigned short port) {
        std::vector<std::string> args{"--db", history.string(), "serve", "--listen",
                                      "127.0.0.1:" + std::to_string(port)};
        args.insert(args.end(), options.begin(), options.end());
        return LiveProcess(testing_support::dicebox_binary(), args);
    }

    LiveProcess process_;
    unsigned short port_ = 0;
};

}  // namespace net_test
