// `dicebox serve` against clients that hold its connections for nothing: one that trickles
// its handshake or a message a byte at a time, and one address that opens connection after
// connection. Real sockets on 127.0.0.1 (and 127.0.0.2, another address of the loopback).
#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/time.h>

#include <atomic>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "server.hpp"
#include "temp_dir.hpp"
#include "websocket_client.hpp"

namespace net_test {
namespace {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using nlohmann::json;

// A socket of 127.0.0.1 that sends what it is given at once, then one byte after another,
// a few a second, for as long as the server keeps the connection.
enum class Trickled { Handshake, Message };

class Trickler {
  public:
    Trickler(unsigned short port, Trickled what) {
        socket_.connect({asio::ip::make_address("127.0.0.1"), port});
        if (what == Trickled::Message) {
            // A WebSocket handshake as a client makes it, then a text frame of 65,535 bytes
            // (masked, as a client's are, and under the limit of a message) begun: its
            // header, then its bytes one by one, which would take hours.
            boost::beast::websocket::stream<tcp::socket&> ws(socket_);
            ws.handshake("127.0.0.1", "/");
            asio::write(socket_, asio::buffer(std::string("\x81\xFE\xFF\xFF\x01\x02\x03\x04", 8)));
        } else {
            asio::write(socket_,
                        asio::buffer(std::string("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")));
        }
        // Blocking reads end after a minute, so that a server that never closes fails the
        // test rather than hanging it.
        const timeval limit{60, 0};
        setsockopt(socket_.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &limit, sizeof limit);
        sender_ = std::thread([this] {
            boost::system::error_code error;
            while (!stop_ && !error) {
                std::this_thread::sleep_for(std::chrono::milliseconds(200));
                asio::write(socket_, asio::buffer("a", 1), error);
            }
        });
    }
    ~Trickler() {
        stop_ = true;
        sender_.join();
    }

    // Whether the server ends the connection while it is still trickling (not when a
    // minute has passed without it).
    bool closed_by_server() {
        std::string reply(256, '\0');
        boost::system::error_code error;
        while (!error) socket_.read_some(asio::buffer(reply), error);
        return !stop_ && (error == asio::error::eof || error == asio::error::connection_reset);
    }

  private:
    asio::io_context io_;
    tcp::socket socket_{io_};
    std::atomic<bool> stop_ = false;
    std::thread sender_;
};

TEST(SlowClients, AHandshakeOrAMessageTrickledIsClosedAndItsPlaceTakenAgain) {
    const testing_support::TempDir dir;
    // One connection only: the trickler's, until the server closes it.
    const Server server(dir / "server.sqlite",
                        {"--max-connections", "1", "--unfinished-wait", "1"});
    for (const Trickled what : {Trickled::Handshake, Trickled::Message}) {
        {
            Trickler trickler(server.port(), what);
            EXPECT_TRUE(trickler.closed_by_server())
                << (what == Trickled::Message ? "a message trickled" : "a handshake trickled");
        }
        // The server may learn that the trickler has gone a moment after the trickler does.
        std::unique_ptr<WebSocketClient> ann;
        for (int attempt = 0; !ann && attempt < 600; ++attempt) {
            try {
                ann = server.connect();
            } catch (const std::exception&) {
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
        }
        ASSERT_TRUE(ann);
        EXPECT_EQ(ann->request({{"cmd", "legal"}})["ok"], false) << "answered";
    }
}

// A WebSocket client connected from `source`, an address of the loopback.
std::unique_ptr<boost::beast::websocket::stream<tcp::socket>> connect_from(
    asio::io_context& io, const std::string& source, unsigned short port) {
    auto ws = std::make_unique<boost::beast::websocket::stream<tcp::socket>>(io);
    auto& socket = ws->next_layer();
    socket.open(tcp::v4());
    socket.bind({asio::ip::make_address(source), 0});
    socket.connect({asio::ip::make_address("127.0.0.1"), port});
    ws->handshake("127.0.0.1", "/");
    return ws;
}

TEST(SlowClients, OneAddressHoldsOnlySoManyConnectionsAndAnotherIsServed) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite", {"--max-connections-per-address", "2"});
    auto first = server.connect();
    auto second = server.connect();
    EXPECT_THROW(server.connect(), std::exception) << "a third from 127.0.0.1";
    asio::io_context io;
    EXPECT_NO_THROW(connect_from(io, "127.0.0.2", server.port())) << "another address";
    // A connection that ends frees its place for the address.
    first.reset();
    std::unique_ptr<WebSocketClient> third;
    for (int attempt = 0; !third && attempt < 600; ++attempt) {
        try {
            third = server.connect();
        } catch (const std::exception&) {
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    }
    ASSERT_TRUE(third);
    EXPECT_EQ(third->request({{"cmd", "legal"}})["ok"], false) << "answered";
    EXPECT_EQ(second->request({{"cmd", "legal"}})["ok"], false) << "answered, as before";
}

}  // namespace
}  // namespace net_test
