// `dicebox serve` as its clients meet it: the real binary on a free port of 127.0.0.1,
// real WebSocket connections, games played to their end (docs/protocol.md, "Network").
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>

#include <algorithm>
#include <csignal>
#include <memory>
#include <string>
#include <vector>

#include "dicebox/net/fair_dice.hpp"
#include "live_process.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "websocket_client.hpp"

namespace net_test {
namespace {

using nlohmann::json;
using testing_support::LiveProcess;

// A server, started on a port the system chooses with `options`, and stopped with it.
class Server {
  public:
    explicit Server(std::vector<std::string> options = {}) : process_(start(std::move(options))) {
        const std::string banner = "listening on ws://127.0.0.1:";
        if (!process_.wait_for(banner) || !process_.wait_for("\n"))
            throw std::runtime_error("the server did not start: " + process_.output());
        const auto at = process_.output().find(banner) + banner.size();
        port_ = static_cast<unsigned short>(std::stoi(process_.output().substr(at)));
    }
    ~Server() { process_.kill(SIGTERM); }

    std::unique_ptr<WebSocketClient> connect() const {
        return std::make_unique<WebSocketClient>(port_);
    }
    unsigned short port() const { return port_; }

  private:
    static LiveProcess start(std::vector<std::string> options) {
        std::vector<std::string> args{"serve", "--listen", "127.0.0.1:0"};
        args.insert(args.end(), options.begin(), options.end());
        return LiveProcess(testing_support::dicebox_binary(), args);
    }

    LiveProcess process_;
    unsigned short port_ = 0;
};

class Served : public ::testing::Test {
  protected:
    std::unique_ptr<WebSocketClient> connect() { return server_.connect(); }
    unsigned short port() const { return server_.port(); }

    Server server_;
};

// One person at a table: the connection and the table as it last saw it.
struct Player {
    std::unique_ptr<WebSocketClient> client;
    json table;

    int seat() const { return table.at("you").get<int>(); }
    std::size_t events() const { return table.value("events", std::size_t{0}); }
    bool to_move() const {
        const json& to_move = table.at("state").at("to_move");
        return to_move.is_array() &&
               std::find(to_move.begin(), to_move.end(), json(seat())) != to_move.end();
    }
    // Reads this player's pushes until the table has had `events` events.
    void catch_up(std::size_t events) {
        if (this->events() >= events) return;
        ASSERT_TRUE(
            client->wait_for([&](const json& push) { return push.value("events", 0u) >= events; }));
        table = client->pushes().back();
    }
    // Plays the first legal decision; the table as the answer left it.
    void play_first_legal() {
        const json legal = client->request({{"cmd", "legal"}});
        ASSERT_EQ(legal["ok"], true) << legal.dump();
        ASSERT_FALSE(legal["actions"].empty());
        const json answer = client->request({{"cmd", "act"}, {"action", legal["actions"][0]}});
        ASSERT_EQ(answer["ok"], true) << answer.dump();
        table = client->pushes().back();
    }
};

json open_table(WebSocketClient& host, const std::string& game, const json& seats) {
    const json opened = host.request({{"cmd", "open"}, {"game", game}, {"seats", seats}});
    EXPECT_EQ(opened["ok"], true) << opened.dump();
    return opened;
}

Player join(std::unique_ptr<WebSocketClient> client, const std::string& code,
            const std::string& name) {
    const json joined = client->request({{"cmd", "join"}, {"code", code}, {"name", name}});
    EXPECT_EQ(joined["ok"], true) << joined.dump();
    return {std::move(client), joined["table"]};
}

// Plays every person's first legal decision at its turn until the game ends.
void play_to_the_end(std::vector<Player>& players) {
    for (int turns = 0; turns < 2000; ++turns) {
        std::size_t newest = 0;
        for (auto& player : players) newest = std::max(newest, player.events());
        for (auto& player : players) player.catch_up(newest);
        if (players.front().table.at("state").at("terminal") == true) return;
        const auto due = std::find_if(players.begin(), players.end(),
                                      [](const Player& player) { return player.to_move(); });
        // Nobody's turn in what they have read: a bot's decision is on its way.
        if (due == players.end()) {
            for (auto& player : players) player.catch_up(newest + 1);
            continue;
        }
        due->play_first_legal();
    }
    FAIL() << "the game did not end";
}

TEST_F(Served, AGameOfEachKindIsPlayedToItsEndByTwoPeopleAndABot) {
    for (const std::string game : {"extra", "exxtra", "strike"}) {
        auto host = connect();
        const json opened = open_table(*host, game, json::parse(R"([{}, {}, {"bot":"planner"}])"));
        const std::string code = opened["code"];
        std::vector<Player> players;
        players.push_back(join(connect(), code, "Ann"));
        players.push_back(join(connect(), code, "Ben"));
        EXPECT_EQ(players[0].seat(), 0);
        EXPECT_EQ(players[1].seat(), 1);
        play_to_the_end(players);
        for (const auto& player : players) {
            EXPECT_EQ(player.table["state"]["terminal"], true) << game;
            EXPECT_TRUE(player.table.contains("seed")) << game;
        }
    }
}

TEST_F(Served, TheSeedRevealedAtTheEndIsTheOneAnnouncedAndGivesEveryRoll) {
    auto host = connect();
    const json opened = open_table(*host, "extra", json::parse(R"([{}, {"bot":"planner"}])"));
    std::vector<Player> players;
    players.push_back(join(connect(), opened["code"], "Ann"));
    const std::string announced = players[0].table["seed_hash"];
    play_to_the_end(players);
    const json& end = players[0].table;
    const std::uint64_t seed = std::stoull(end["seed"].get<std::string>());
    EXPECT_EQ(dicebox::net::seed_hash(seed), announced);

    dicebox::host::NewGame game;
    game.module = &testing_support::module("extra");
    game.seats = {{"Ann", "", json::object()}, {"planner", "planner", json::object()}};
    game.seed = seed;
    EXPECT_EQ(dicebox::net::unfair_roll(game, end["log"]), "");
    // A roll the seed does not give is found.
    json tampered = end["log"];
    tampered[0]["chance"] = tampered[0]["chance"] == "1 1 1 1 1" ? "2 2 2 2 2" : "1 1 1 1 1";
    EXPECT_THAT(dicebox::net::unfair_roll(game, tampered), testing::HasSubstr("roll 1 was"));
}

TEST_F(Served, AnotherSeatsSecretChoiceNeverReachesAClient) {
    auto host = connect();
    const json opened = open_table(*host, "extra", json::parse("[{}, {}]"));
    Player ann = join(connect(), opened["code"], "Ann");
    Player ben = join(connect(), opened["code"], "Ben");
    ann.catch_up(1);
    ben.catch_up(1);
    ASSERT_TRUE(ann.to_move());
    ASSERT_TRUE(ben.to_move());
    ann.play_first_legal();
    const std::string choice = ann.table["event"]["action"];
    ben.catch_up(ann.events());
    // Ben is told that Ann has chosen, not what.
    EXPECT_EQ(ben.table["event"], json({{"seat", 0}}));
    EXPECT_EQ(ben.client->transcript().find(choice), std::string::npos) << ben.client->transcript();
    EXPECT_EQ(ben.table["state"]["seats"][0]["chosen"], "hidden");
    // Watching tells no more.
    auto onlooker = connect();
    const json watched = onlooker->request({{"cmd", "watch"}, {"code", opened["code"]}});
    EXPECT_EQ(watched["ok"], true);
    EXPECT_EQ(onlooker->transcript().find(choice), std::string::npos);
}

TEST_F(Served, ASeatIsPlayedOnlyWithItsTokenAndTakenBackWithIt) {
    auto host = connect();
    const json opened = open_table(*host, "exxtra", json::parse(R"([{}, {"bot":"random"}])"));
    auto ann = connect();
    const json joined = ann->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true);

    // A connection that has not joined acts for nobody; a guessed token takes no seat.
    auto stranger = connect();
    EXPECT_THAT(stranger->request({{"cmd", "act"}, {"action", "x"}})["error"].get<std::string>(),
                testing::HasSubstr("join one first"));
    EXPECT_EQ(stranger->request({{"cmd", "rejoin"}, {"token", std::string(32, '0')}})["error"],
              "no seat has that token");
    EXPECT_EQ(host->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Eve"}})["error"],
              "every seat of this table is taken");

    // Ann's connection is lost; with her token she gets her seat and the table as it is.
    ann.reset();
    auto back = connect();
    const json rejoined = back->request({{"cmd", "rejoin"}, {"token", joined["token"]}});
    ASSERT_EQ(rejoined["ok"], true) << rejoined.dump();
    EXPECT_EQ(rejoined["seat"], 0);
    EXPECT_EQ(rejoined["table"]["events"], joined["table"]["events"]);
    EXPECT_EQ(back->request({{"cmd", "legal"}})["ok"], true);
}

TEST_F(Served, ASeatTakenBackIsPlayedFromTheNewConnectionOnly) {
    auto host = connect();
    const json opened = open_table(*host, "exxtra", json::parse(R"([{}, {"bot":"random"}])"));
    auto first = connect();
    const json joined =
        first->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true);
    // The first connection is still open when Ann takes her seat back from another.
    auto second = connect();
    ASSERT_EQ(second->request({{"cmd", "rejoin"}, {"token", joined["token"]}})["ok"], true);
    EXPECT_THAT(first->request({{"cmd", "legal"}})["error"].get<std::string>(),
                testing::HasSubstr("join one first"));
    EXPECT_EQ(second->request({{"cmd", "legal"}})["ok"], true);
}

TEST_F(Served, BadMessagesAreRefusedAndTheServerGoesOn) {
    auto client = connect();
    EXPECT_THAT(client->request(json("not an object"))["error"].get<std::string>(),
                testing::HasSubstr("must be a JSON object"));
    client->send("{nonsense");
    const auto answer = client->receive();
    ASSERT_TRUE(answer);
    EXPECT_EQ((*answer)["ok"], false);
    EXPECT_THAT(client->request({{"cmd", "fly"}})["error"].get<std::string>(),
                testing::HasSubstr("unknown command 'fly'"));
    EXPECT_THAT(
        client->request({{"cmd", "open"}, {"game", "chess"}, {"seats", json::array()}})["error"]
            .get<std::string>(),
        testing::HasSubstr("there is no game 'chess'"));
    EXPECT_THAT(client
                    ->request({{"cmd", "open"},
                               {"game", "exxtra"},
                               {"seats", json::parse(R"([{}, {"bot":"greedy"}])")}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("greedy"));
    EXPECT_THAT(client->request({{"cmd", "join"}, {"code", "NOPE-NOPE"}, {"name", "Ann"}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("there is no table NOPE-NOPE"));

    // Seats and people a table cannot have.
    EXPECT_THAT(
        client->request({{"cmd", "open"}, {"game", "extra"}, {"seats", json::array({5})}})["error"]
            .get<std::string>(),
        testing::HasSubstr("seat 1 must be an object"));
    EXPECT_THAT(client
                    ->request({{"cmd", "open"},
                               {"game", "extra"},
                               {"seats", json::parse(R"([{"robot":"planner"}])")}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("seat 1: \"robot\" is not a seat's field"));
    const json opened = open_table(*client, "extra", json::parse("[{}, {}]"));
    EXPECT_EQ(client->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", ""}})["error"],
              "a player needs a name");
    ASSERT_EQ(client->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}})["ok"],
              true);
    EXPECT_EQ(
        client->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ben"}})["error"],
        "this connection already sits at a table");
    EXPECT_EQ(
        connect()->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}})["error"],
        "Ann is already at this table; choose another name");

    // A client that does not speak WebSocket is closed at once.
    {
        boost::asio::io_context io;
        boost::asio::ip::tcp::socket raw(io);
        raw.connect({boost::asio::ip::make_address("127.0.0.1"), port()});
        boost::asio::write(raw, boost::asio::buffer(std::string("hello\r\n\r\n")));
        // Whatever it is answered, the connection then ends.
        std::string reply(256, '\0');
        boost::system::error_code error;
        while (!error) raw.read_some(boost::asio::buffer(reply), error);
        EXPECT_TRUE(error == boost::asio::error::eof ||
                    error == boost::asio::error::connection_reset)
            << error.message();
    }

    // A message over the limit closes its connection, and only that one.
    auto flooder = connect();
    flooder->send(std::string(100 * 1024, ' '));
    EXPECT_FALSE(flooder->receive());
    EXPECT_EQ(
        client->request(
            {{"cmd", "open"}, {"game", "extra"}, {"seats", json::array({json::object()})}})["ok"],
        true);
}

TEST(ServeLimits, TablesAndConnectionsOverTheLimitsAreRefusedAndTheRestGoOn) {
    const Server server({"--max-tables", "1", "--max-connections", "2"});
    auto first = server.connect();
    auto second = server.connect();
    EXPECT_THROW(server.connect(), std::exception);
    open_table(*first, "extra", json::parse("[{}]"));
    EXPECT_EQ(second->request(
                  {{"cmd", "open"}, {"game", "extra"}, {"seats", json::parse("[{}]")}})["error"],
              "this server has as many tables open as it may (1); try again later");
    EXPECT_EQ(first->request({{"cmd", "legal"}})["ok"], false);
}

TEST(ServeLimits, APortTakenIsSaidAndTheServerEnds) {
    const Server first;
    const auto second = testing_support::run_process(
        testing_support::dicebox_binary(),
        {"serve", "--listen", "127.0.0.1:" + std::to_string(first.port())});
    EXPECT_EQ(second.exit_code, 1);
    EXPECT_THAT(second.err, testing::StartsWith("dicebox serve: cannot listen on 127.0.0.1:"));
    EXPECT_EQ(first.connect()->request({{"cmd", "legal"}})["ok"], false);
}

}  // namespace
}  // namespace net_test
