// Issue 35, point 25: one client cannot shut a server to new tables. The seat of a person
// who does not come back within `--return-wait` is handed on (to the table's stand-in bot,
// or freed for the code), a table nobody can come back to goes (its game aborted in the
// history, not taken up again), and one address holds only so many tables and seats. The
// real `dicebox serve` on 127.0.0.1, and 127.0.0.2 as another address of the loopback.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "server.hpp"
#include "temp_dir.hpp"
#include "websocket_client.hpp"

namespace net_test {
namespace {

namespace asio = boost::asio;
using nlohmann::json;

const json kTwoSeats = json::parse("[{}, {}]");

json open(WebSocketClient& client, const json& seats) {
    return client.request({{"cmd", "open"}, {"game", "extra"}, {"seats", seats}});
}

json join(WebSocketClient& client, const std::string& code, const std::string& name) {
    return client.request({{"cmd", "join"}, {"code", code}, {"name", name}});
}

// Waits until `done` holds, looking every tenth of a second for up to a minute.
bool eventually(const std::function<bool()>& done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline) return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return true;
}

// Read in the server's history, not through a client, who would be somebody at the table.
std::size_t waiting_tables(const std::filesystem::path& history) {
    dicebox::db::Store store(history, dicebox::db::Access::Read);
    return dicebox::db::waiting_tables(store).size();
}

dicebox::db::Status status_of_game(const std::filesystem::path& history, std::int64_t id) {
    dicebox::db::Store store(history, dicebox::db::Access::Read);
    return dicebox::db::load_game(store, id).status;
}

// The client: `tables` times a table of two free seats opened, one seat joined from
// a second connection, and both connections closed.
void open_join_and_leave(const Server& server, int tables) {
    for (int i = 0; i < tables; ++i) {
        auto host = server.connect();
        const json opened = open(*host, kTwoSeats);
        ASSERT_EQ(opened["ok"], true) << opened.dump();
        ASSERT_EQ(join(*server.connect(), opened["code"], "Ann")["ok"], true);
    }
}

// Every table the server may have is opened again, each by a connection that stays.
void expect_every_table_opens(const Server& server, int tables) {
    std::vector<std::unique_ptr<WebSocketClient>> hosts;
    for (int i = 0; i < tables; ++i) {
        hosts.push_back(server.connect());
        EXPECT_EQ(open(*hosts.back(), kTwoSeats)["ok"], true) << "table " << i + 1;
    }
}

TEST(AbandonedTables, TablesJoinedAndLeftGoAfterTheReturnWaitAndNewTablesOpen) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    const Server server(history, {"--max-tables", "20", "--return-wait", "2"});
    open_join_and_leave(server, 20);
    // Nobody came back to Ann's seats: each freed, and its table, with nobody who can come
    // back to it, gone.
    ASSERT_TRUE(eventually([&] { return waiting_tables(history) == 0; }));
    expect_every_table_opens(server, 20);
}

TEST(AbandonedTables, AfterARestartTheReturnWaitCountsFromTheTablesTakenUp) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    auto server = std::make_unique<Server>(history, std::vector<std::string>{"--max-tables", "20"});
    open_join_and_leave(*server, 20);
    // Ann's seats wait for her an hour: the server, shut to new tables.
    EXPECT_EQ(open(*server->connect(), kTwoSeats)["error"],
              "this server has as many tables open as it may (20); try again later");
    server->kill();
    server = std::make_unique<Server>(
        history, std::vector<std::string>{"--max-tables", "20", "--unvisited-wait", "2",
                                          "--return-wait", "2"});
    EXPECT_THAT(server->output(), testing::HasSubstr("20 tables waiting for people taken up"));
    ASSERT_TRUE(eventually([&] { return waiting_tables(history) == 0; }));
    expect_every_table_opens(*server, 20);
}

// A game of Ann and Ben under way at `server`: its code.
std::string begin_a_game(const Server& server,
                         std::vector<std::unique_ptr<WebSocketClient>>& people,
                         const json& seats = kTwoSeats) {
    auto host = server.connect();
    const json opened = open(*host, seats);
    EXPECT_EQ(opened["ok"], true) << opened.dump();
    for (const std::string name : {"Ann", "Ben"}) {
        people.push_back(server.connect());
        EXPECT_EQ(join(*people.back(), opened["code"], name)["ok"], true);
    }
    return opened["code"];
}

TEST(AbandonedTables, AGameLeftByEverybodyWithoutAStandInIsAbortedAndNotTakenUpAgain) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    auto server = std::make_unique<Server>(history, std::vector<std::string>{"--return-wait", "1"});
    std::vector<std::unique_ptr<WebSocketClient>> people;
    const std::string code = begin_a_game(*server, people);
    people.clear();
    ASSERT_TRUE(
        eventually([&] { return status_of_game(history, 1) == dicebox::db::Status::Aborted; }));
    EXPECT_EQ(server->connect()->request({{"cmd", "watch"}, {"code", code}})["error"],
              "there is no table " + code);
    server = std::make_unique<Server>(history);
    EXPECT_THAT(server->output(), testing::Not(testing::HasSubstr("taken up")));
}

TEST(AbandonedTables, AGameTakenUpThatNobodyComesBackToIsAbortedAfterTheReturnWait) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    auto server = std::make_unique<Server>(history);
    std::vector<std::unique_ptr<WebSocketClient>> people;
    begin_a_game(*server, people);
    server->kill();
    people.clear();
    server = std::make_unique<Server>(history, std::vector<std::string>{"--return-wait", "1"});
    EXPECT_THAT(server->output(), testing::HasSubstr("1 table taken up where its game stopped"));
    ASSERT_TRUE(
        eventually([&] { return status_of_game(history, 1) == dicebox::db::Status::Aborted; }));
    server = std::make_unique<Server>(history);
    EXPECT_THAT(server->output(), testing::Not(testing::HasSubstr("taken up")));
}

// Plays the first legal decision of `client`'s seat at each of its turns until the game
// ends; the last table it saw.
json play_alone_to_the_end(WebSocketClient& client) {
    for (int turns = 0; turns < 2000; ++turns) {
        const auto& pushes = client.pushes();
        if (!pushes.empty() && pushes.back().contains("state") &&
            pushes.back()["state"]["terminal"] == true)
            return pushes.back();
        const json legal = client.request({{"cmd", "legal"}});
        if (!legal["actions"].empty()) {
            EXPECT_EQ(client.request({{"cmd", "act"}, {"action", legal["actions"][0]}})["ok"],
                      true);
            continue;
        }
        // Not this seat's turn: the bots' decisions, or the end, are on their way.
        if (!client.wait_for([](const json&) { return true; })) break;
    }
    ADD_FAILURE() << "the game did not end";
    return {};
}

TEST(AbandonedTables, TheSeatOfAPersonWhoDoesNotComeBackGoesToTheStandInAndTheGameGoesOn) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    const Server server(history, {"--return-wait", "1", "--max-rate", "1000"});
    auto host = server.connect();
    const json opened = host->request({{"cmd", "open"},
                                       {"game", "extra"},
                                       {"seats", kTwoSeats},
                                       {"stand_in", {{"bot", "planner"}, {"after", 3600}}}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    auto ann = server.connect();
    ASSERT_EQ(join(*ann, opened["code"], "Ann")["ok"], true);
    const json ben = join(*server.connect(), opened["code"], "Ben");
    ASSERT_EQ(ben["ok"], true);
    // Ben's connection is gone with his join's; his seat is the planner's for good.
    ASSERT_TRUE(ann->wait_for([](const json& push) { return push["seats"][1].contains("bot"); }));
    const json table = ann->pushes().back();
    EXPECT_EQ(table["seats"][1]["bot"], "planner");
    ASSERT_EQ(table["hands"].size(), 1u) << table.dump();
    EXPECT_EQ(table["hands"][0]["seat"], 1);
    EXPECT_EQ(table["hands"][0]["bot"], "planner");
    EXPECT_EQ(server.connect()->request({{"cmd", "rejoin"}, {"token", ben["token"]}})["error"],
              "no seat has that token");
    EXPECT_EQ(play_alone_to_the_end(*ann)["seats"][1]["bot"], "planner");
    EXPECT_EQ(status_of_game(history, 1), dicebox::db::Status::Finished);
}

TEST(AbandonedTables, APersonWhoComesBackWithinTheReturnWaitKeepsTheirSeat) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    // Long enough for Ben to be back long before it ends; Carl, who left after him, does
    // not come back, and his seat freed says Ben's wait too is over.
    const Server server(history, {"--return-wait", "10"});
    auto host = server.connect();
    const json opened = open(*host, json::parse("[{}, {}, {}]"));
    std::vector<std::unique_ptr<WebSocketClient>> people;
    std::vector<std::string> tokens;
    for (const std::string name : {"Ann", "Ben", "Carl"}) {
        people.push_back(server.connect());
        tokens.push_back(join(*people.back(), opened["code"], name)["token"]);
    }
    people[1].reset();
    ASSERT_TRUE(people[0]->wait_for(
        [](const json& push) { return push["seats"][1].value("away", false); }));
    people[2].reset();
    people[1] = server.connect();
    ASSERT_EQ(people[1]->request({{"cmd", "rejoin"}, {"token", tokens[1]}})["ok"], true);
    ASSERT_TRUE(
        people[0]->wait_for([](const json& push) { return push["seats"][2]["name"].is_null(); }));
    const json table = people[0]->pushes().back();
    EXPECT_EQ(table["seats"][1]["name"], "Ben");
    EXPECT_FALSE(table["seats"][1].contains("away"));
    EXPECT_EQ(people[1]->request({{"cmd", "legal"}})["ok"], true);
    // Carl's seat is the next person's with the code.
    EXPECT_EQ(join(*server.connect(), opened["code"], "Dan")["seat"], 2);
}

// The answer to `request` sent from `source`, another address of the loopback.
json request_from(const std::string& source, unsigned short port, const json& request) {
    asio::io_context io;
    boost::beast::websocket::stream<asio::ip::tcp::socket> ws(io);
    ws.next_layer().open(asio::ip::tcp::v4());
    ws.next_layer().bind({asio::ip::make_address(source), 0});
    ws.next_layer().connect({asio::ip::make_address("127.0.0.1"), port});
    ws.handshake("127.0.0.1", "/");
    ws.write(asio::buffer(request.dump()));
    for (;;) {
        boost::beast::flat_buffer read;
        ws.read(read);
        json message = json::parse(boost::beast::buffers_to_string(read.data()));
        if (message.contains("ok")) return message;
    }
}

TEST(AddressLimits, OneAddressOpensOnlySoManyTablesAndAnotherIsServed) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite", {"--max-tables-per-address", "2"});
    std::vector<std::unique_ptr<WebSocketClient>> hosts;
    for (int i = 0; i < 2; ++i) {
        hosts.push_back(server.connect());
        ASSERT_EQ(open(*hosts.back(), kTwoSeats)["ok"], true);
    }
    auto third = server.connect();
    EXPECT_EQ(open(*third, kTwoSeats)["error"],
              "this address has opened as many tables as it may (2); another can be opened once "
              "one of them has closed");
    EXPECT_EQ(request_from("127.0.0.2", server.port(),
                           {{"cmd", "open"}, {"game", "extra"}, {"seats", kTwoSeats}})["ok"],
              true);
    // Its host gone, nobody at it, a table closes and the address may open another.
    hosts.pop_back();
    EXPECT_TRUE(eventually([&] { return open(*third, kTwoSeats)["ok"] == true; }));
}

TEST(AddressLimits, OneAddressHoldsOnlySoManySeatsAndAnotherIsServed) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite", {"--max-seats-per-address", "2"});
    auto host = server.connect();
    const json opened = host->request(
        {{"cmd", "open"}, {"game", "exxtra"}, {"seats", json::parse("[{}, {}, {}, {}]")}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    const std::string code = opened["code"];
    auto ann = server.connect();
    ASSERT_EQ(join(*ann, code, "Ann")["ok"], true);
    std::string ben_token;
    {
        auto ben = server.connect();
        ben_token = join(*ben, code, "Ben")["token"];
    }
    auto carl = server.connect();
    EXPECT_EQ(join(*carl, code, "Carl")["error"],
              "this address holds as many seats as it may (2); another can be taken once one of "
              "them has been handed on or its table has closed");
    EXPECT_EQ(request_from("127.0.0.2", server.port(),
                           {{"cmd", "join"}, {"code", code}, {"name", "Dan"}})["ok"],
              true);
    // Ben's seat, which he left, freed by the host: the address may take another.
    ASSERT_TRUE(eventually([&] {
        return host->request(
                   {{"cmd", "hand"}, {"host_token", opened["host_token"]}, {"seat", 1}})["ok"] ==
               true;
    }));
    EXPECT_EQ(join(*carl, code, "Carl")["seat"], 1);
}

// Three joins from one address sent at once, none answered yet when the next comes: the
// seats are counted as they are asked for, so only as many as the address may hold pass.
TEST(AddressLimits, JoinsOnTheirWayAtOnceAreCountedAsTheyAreAskedFor) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite", {"--max-seats-per-address", "1"});
    auto host = server.connect();
    const json opened = host->request(
        {{"cmd", "open"}, {"game", "exxtra"}, {"seats", json::parse("[{}, {}, {}, {}]")}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    std::vector<std::unique_ptr<WebSocketClient>> people;
    for (const char* name : {"Ann", "Ben", "Carl"}) {
        people.push_back(server.connect());
        people.back()->send(json{{"cmd", "join"}, {"code", opened["code"]}, {"name", name}}.dump());
    }
    int seated = 0;
    for (auto& person : people) {
        for (auto answer = person->receive(); answer; answer = person->receive()) {
            if (!answer->contains("ok")) continue;
            if ((*answer)["ok"] == true) {
                ++seated;
            } else {
                EXPECT_THAT((*answer)["error"].get<std::string>(),
                            testing::HasSubstr("this address holds as many seats as it may (1)"));
            }
            break;
        }
    }
    EXPECT_EQ(seated, 1);
}

}  // namespace
}  // namespace net_test
