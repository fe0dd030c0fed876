// `dicebox serve` as its clients meet it: the real binary on a free port of 127.0.0.1,
// real WebSocket connections, games played to their end (docs/protocol.md, "Network").
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/db/online_tables.hpp"
#include "dicebox/host/house_rules.hpp"
#include "dicebox/net/fair_dice.hpp"
#include "dicebox/net/table_view.hpp"
#include "dicebox/sha256.hpp"
#include "live_process.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "server.hpp"
#include "slow_house_rule.hpp"
#include "temp_dir.hpp"
#include "websocket_client.hpp"

namespace net_test {
namespace {

using nlohmann::json;
using testing_support::LiveProcess;

class Served : public ::testing::Test {
  protected:
    std::unique_ptr<WebSocketClient> connect() { return server_.connect(); }
    unsigned short port() const { return server_.port(); }

    testing_support::TempDir dir_;
    // The tests' clients answer as fast as a program can: a whole game's requests within
    // half a second can empty the bucket of a person's rate (20 a second, 100 at once),
    // which the flood test checks on a server of its own.
    Server server_{dir_ / "server.sqlite", {"--max-rate", "1000"}};
};

// One person at a table: the connection and the table as it last saw it.
struct Player {
    std::unique_ptr<WebSocketClient> client;
    json table;
    std::string token;

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
    return {std::move(client), joined["table"], joined["token"]};
}

// Plays every person's first legal decision at its turn until the game ends, or until
// every player has seen `events` events.
void play_to_the_end(std::vector<Player>& players,
                     std::size_t events = std::numeric_limits<std::size_t>::max()) {
    for (int turns = 0; turns < 2000; ++turns) {
        std::size_t newest = 0;
        for (auto& player : players) newest = std::max(newest, player.events());
        for (auto& player : players) player.catch_up(newest);
        if (players.front().table.at("state").at("terminal") == true || newest >= events) return;
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
    EXPECT_EQ(dicebox::net::replay_checked(game, end["log"]).unfair, "");
    // A roll the seed does not give is found.
    json tampered = end["log"];
    tampered[0]["chance"] = tampered[0]["chance"] == "1 1 1 1 1" ? "2 2 2 2 2" : "1 1 1 1 1";
    EXPECT_THAT(dicebox::net::replay_checked(game, tampered).unfair,
                testing::HasSubstr("roll 1 was"));
}

// A house rule with a hook, so that the server's sandbox runs it at every row scored.
constexpr const char* kCrossesCount = R"lua(
return {
  name = "Crosses count",
  game = "extra",
  version = "1.0",
  author = "dicebox tests",
  description = "A row scores its crosses, whatever its sum.",
  hooks = {
    row_score = function(sum, crosses) return crosses end,
  },
}
)lua";

TEST_F(Served, AHouseRuleSentWithTheTableRunsAtTheServerAndIsNamedToEveryClient) {
    auto host = connect();
    const json opened = host->request({{"cmd", "open"},
                                       {"game", "extra"},
                                       {"seats", json::parse(R"([{}, {"bot":"planner"}])")},
                                       {"house_rule", kCrossesCount}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    const json named = {{"name", "Crosses count"}, {"sha256", dicebox::sha256_hex(kCrossesCount)}};
    EXPECT_EQ(opened["table"]["house_rule"], named);
    auto client = connect();
    const json joined =
        client->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true) << joined.dump();
    EXPECT_EQ(joined["table"]["house_rule"], named);
    // The text once, in the answer that seats the client: it replays the game with it.
    EXPECT_EQ(joined["rule_script"], kCrossesCount);
    std::vector<Player> players;
    players.push_back({std::move(client), joined["table"], joined["token"]});
    play_to_the_end(players);
    EXPECT_EQ(players[0].table["house_rule"], named);

    // The revealed log replayed under the rule gives the server's scores, which the
    // printed rules do not: the server's sandbox ran the hook.
    const json& end = players[0].table;
    dicebox::host::NewGame game;
    game.module = &testing_support::module("extra");
    game.seats = {{"Ann", "", json::object()}, {"planner", "planner", json::object()}};
    game.seed = std::stoull(end["seed"].get<std::string>());
    const auto printed = dicebox::net::replay_checked(game, end["log"]);
    game.rule = *dicebox::host::rule_from_text(*game.module, kCrossesCount);
    const auto ruled = dicebox::net::replay_checked(game, end["log"]);
    const auto scores = [](const dicebox::host::StartedGame& started) {
        return started.session->state().to_json()["scores"];
    };
    EXPECT_EQ(scores(ruled.game), end["state"]["scores"]);
    EXPECT_NE(scores(printed.game), end["state"]["scores"]);
    // Committed before the last push was sent.
    dicebox::db::Store store(dir_ / "server.sqlite", dicebox::db::Access::Read);
    EXPECT_EQ(dicebox::db::load_game(store, 1).variant, "Crosses count");
}

TEST_F(Served, AHouseRuleTheServerCannotRunIsRefusedBeforeAnyTableOpens) {
    auto client = connect();
    const auto refusal = [&](const std::string& script) {
        const json answer = client->request({{"cmd", "open"},
                                             {"game", "exxtra"},
                                             {"seats", json::parse(R"([{}, {"bot":"bold"}])")},
                                             {"house_rule", script}});
        EXPECT_EQ(answer["ok"], false) << answer.dump();
        return answer.value("error", std::string());
    };
    EXPECT_THAT(refusal(kCrossesCount),
                testing::HasSubstr("is a house rule for the game 'extra', not for Exxtra"));
    EXPECT_THAT(refusal("return {"), testing::HasSubstr("the house rule"));
    // A script that never ends is stopped by the sandbox's budget, not by the server.
    EXPECT_THAT(refusal("while true do end"), testing::HasSubstr("instructions"));
    EXPECT_THAT(client
                    ->request({{"cmd", "open"},
                               {"game", "exxtra"},
                               {"seats", json::array()},
                               {"house_rule", 12}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("house_rule"));
    EXPECT_EQ(open_table(*client, "exxtra", json::parse(R"([{}, {"bot":"bold"}])"))["ok"], true);
}

TEST_F(Served, ATablesSlowHouseRuleHoldsUpNoOtherTable) {
    auto host = connect();
    const json slow = host->request(
        {{"cmd", "open"},
         {"game", "extra"},
         {"seats", json::parse(R"([{}, {"bot":"random"}, {"bot":"random"}, {"bot":"random"},
                                   {"bot":"random"}, {"bot":"random"}])")},
         {"house_rule", testing_support::kSlowEnds}});
    ASSERT_EQ(slow["ok"], true) << slow.dump();
    Player ann = join(connect(), slow["code"], "Ann");
    auto quick_host = connect();
    const json quick = open_table(*quick_host, "strike", json::parse(R"([{}, {"bot":"random"}])"));
    Player ben = join(connect(), quick["code"], "Ben");
    const json choices = ann.client->request({{"cmd", "legal"}});
    ASSERT_FALSE(choices["actions"].empty()) << choices.dump();
    // Ann's choice ends the round: the rule is asked for all six, then the bots choose.
    // Meanwhile Ben asks for his decisions, again and again.
    std::atomic<int> ben_answered = 0;
    std::atomic<bool> round_over = false;
    int ben_answered_before = 0;
    json round;
    std::thread ann_plays([&] {
        round = ann.client->request({{"cmd", "act"}, {"action", choices["actions"][0]}});
        ben_answered_before = ben_answered;
        round_over = true;
    });
    // (Not a flood: a hundred answers show it.)
    while (!round_over && ben_answered < 100) {
        const json legal = ben.client->request({{"cmd", "legal"}});
        ASSERT_EQ(legal["ok"], true) << legal.dump();
        ++ben_answered;
    }
    ann_plays.join();
    EXPECT_EQ(round["ok"], true) << round.dump();
    // Kept waiting behind the rule, Ben would have had an answer or two at most (those
    // asked before Ann's round began).
    EXPECT_GE(ben_answered_before, 20) << "Ben's table waited for the house rule of Ann's";
}

TEST(TableView, AHouseRuleWhoseTextIsNotTheOneTheTableNamesIsRefused) {
    const auto& extra = testing_support::module("extra");
    json answer = {
        {"table",
         {{"house_rule",
           {{"name", "Crosses count"}, {"sha256", dicebox::sha256_hex(kCrossesCount)}}}}},
        {"rule_script", kCrossesCount}};
    const auto rule = dicebox::net::rule_of_table(extra, answer);
    ASSERT_TRUE(rule) << rule.error();
    EXPECT_EQ((*rule)->name(), "Crosses count");
    // A server that sends another text than the one it names is not believed.
    answer["rule_script"] = std::string(kCrossesCount) + "-- changed\n";
    EXPECT_THAT(dicebox::net::rule_of_table(extra, answer).error(),
                testing::HasSubstr("not the one whose SHA-256 the table names"));
    answer.erase("rule_script");
    EXPECT_FALSE(dicebox::net::rule_of_table(extra, answer));
    // A table under the printed rules has none.
    const auto printed = dicebox::net::rule_of_table(extra, {{"table", json::object()}});
    ASSERT_TRUE(printed);
    EXPECT_EQ(*printed, nullptr);
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
    EXPECT_EQ(ben.table["sentence"], "Ann has chosen.");
    // Watching tells no more.
    auto onlooker = connect();
    const json watched = onlooker->request({{"cmd", "watch"}, {"code", opened["code"]}});
    EXPECT_EQ(watched["ok"], true);
    EXPECT_EQ(onlooker->transcript().find(choice), std::string::npos);
    // Nor does the log of the events told, for catching up: it says that Ann has chosen, and
    // what only in hers, as her view shows it.
    for (auto* client : {onlooker.get(), ben.client.get()}) {
        const json told = client->request({{"cmd", "log"}});
        ASSERT_EQ(told["ok"], true) << told.dump();
        ASSERT_EQ(told["log"].size(), ann.events());
        EXPECT_EQ(told["log"].back(), json({{"seat", 0}}));
    }
    const json hers = ann.client->request({{"cmd", "log"}});
    ASSERT_EQ(hers["log"].size(), ann.events());
    EXPECT_EQ(hers["log"].back(), json({{"seat", 0}, {"action", choice}, {"held", true}}));
    EXPECT_EQ(onlooker->transcript().find(choice), std::string::npos);
    EXPECT_EQ(ben.client->transcript().find(choice), std::string::npos);

    // Ben's choice, the last on this roll, reveals both to everyone at the table.
    const std::size_t before = ben.events();
    ben.play_first_legal();
    ann.catch_up(ben.events());
    for (auto* player : {&ann, &ben}) {
        const auto& pushes = player->client->pushes();
        const auto told = std::find_if(pushes.begin(), pushes.end(), [&](const json& push) {
            return push.value("events", 0u) == before + 1;
        });
        ASSERT_NE(told, pushes.end());
        const json& event = (*told)["event"];
        EXPECT_EQ(event["seat"], 1);
        EXPECT_TRUE(event.contains("action")) << event.dump();
        EXPECT_EQ(event["revealed"],
                  json::array({{{"seat", 0}, {"action", choice}, {"index", before - 1}}}));
    }
    const json whole = ann.client->request({{"cmd", "log"}})["log"];
    EXPECT_EQ(whole.size(), ann.events());
    EXPECT_EQ(ben.client->request({{"cmd", "log"}})["log"], whole);
}

// The log's sentences come from the game, in each connection's language: Ann joined in
// German, Ben said none (English), an onlooker watches in French.
TEST_F(Served, APushTellsItsEventInTheLanguageTheConnectionJoinedIn) {
    auto host = connect();
    const json opened = open_table(*host, "exxtra", json::parse("[{}, {}]"));
    auto ann_client = connect();
    const json joined = ann_client->request(
        {{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}, {"language", "de-AT"}});
    ASSERT_EQ(joined["ok"], true) << joined.dump();
    Player ann{std::move(ann_client), joined["table"], joined["token"]};
    auto onlooker = connect();
    ASSERT_EQ(
        onlooker->request({{"cmd", "watch"}, {"code", opened["code"]}, {"language", "fr"}})["ok"],
        true);
    Player ben = join(connect(), opened["code"], "Ben");
    ann.catch_up(1);
    ben.catch_up(1);
    ASSERT_TRUE(onlooker->wait_for([](const json& push) { return push.contains("sentence"); }));
    const std::string roll = ann.table["event"]["chance"];
    const std::string who = ann.table["state"]["current"] == 0 ? "Ann" : "Ben";
    const auto begins = [](const json& push, const std::string& words) {
        return push.value("sentence", std::string()).rfind(words, 0) == 0;
    };
    EXPECT_TRUE(begins(ann.table, who + " würfelt " + roll + " (Wurf 1)")) << ann.table.dump();
    // Ben took the last seat: the first roll's push came before his answer.
    const auto& bens = ben.client->pushes();
    const auto told_ben = std::find_if(bens.begin(), bens.end(),
                                       [](const json& push) { return push.contains("sentence"); });
    ASSERT_NE(told_ben, bens.end());
    EXPECT_TRUE(begins(*told_ben, who + " rolls " + roll + " (roll 1)")) << told_ben->dump();
    const json& watched = onlooker->pushes().back();
    EXPECT_TRUE(begins(watched, who + " lance " + roll + " (lancer 1)")) << watched.dump();
    // The log answers with a sentence for each of its events, in the same language.
    const json told = ann.client->request({{"cmd", "log"}});
    ASSERT_EQ(told["ok"], true) << told.dump();
    ASSERT_EQ(told["sentences"].size(), told["log"].size());
    EXPECT_EQ(told["sentences"].back(), ann.table["sentence"]);
    // A language that is no code is refused; one the game does not speak is told in English.
    auto other = connect();
    const json refused =
        other->request({{"cmd", "watch"}, {"code", opened["code"]}, {"language", "<script>"}});
    EXPECT_EQ(refused["ok"], false);
    EXPECT_THAT(refused["error"].get<std::string>(), ::testing::HasSubstr("language"));
    ASSERT_EQ(
        other->request({{"cmd", "watch"}, {"code", opened["code"]}, {"language", "es"}})["ok"],
        true);
    EXPECT_EQ(other->request({{"cmd", "log"}})["sentences"].back(), (*told_ben)["sentence"]);
}

TEST_F(Served, ASeatKeptForAPersonIsTakenByThemAndAnOpenSeatByAnyone) {
    auto host = connect();
    const json opened =
        open_table(*host, "exxtra", json::parse(R"([{"name":"Ann"}, {}, {"bot":"random"}])"));
    EXPECT_EQ(opened["table"]["seats"][0],
              json({{"name", nullptr}, {"kept_for", "Ann"}, {"options", json::object()}}));
    const json eve =
        connect()->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Eve"}});
    EXPECT_EQ(eve["seat"], 1) << eve.dump();
    EXPECT_EQ(
        connect()->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Max"}})["error"],
        "the free seats of this table are kept for Ann");
    const json ann =
        connect()->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    EXPECT_EQ(ann["seat"], 0) << ann.dump();
    EXPECT_TRUE(ann["table"].contains("state")) << "the last seat taken, the game has begun";
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

TEST_F(Served, ABotStandsInForAPersonAwayLongerThanTheTableAllowsUntilTheyAreBack) {
    auto host = connect();
    const json opened = host->request({{"cmd", "open"},
                                       {"game", "exxtra"},
                                       {"seats", json::parse("[{}, {}]")},
                                       {"stand_in", {{"bot", "cautious"}, {"after", 1}}}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    auto ann = connect();
    const json joined = ann->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    Player ben = join(connect(), opened["code"], "Ben");
    ASSERT_EQ(ben.seat(), 1);
    // Ann goes; a second later the bot plays her turns, and Ben sees who plays for her.
    ann.reset();
    ASSERT_TRUE(ben.client->wait_for([](const json& push) {
        return push.contains("event") && push["event"].value("seat", -1) == 0;
    })) << ben.client->transcript();
    const json& told = ben.client->pushes().back();
    EXPECT_EQ(told["seats"][0]["away"], true);
    EXPECT_EQ(told["seats"][0]["stand_in"], "cautious");
    // Back with her token, the seat is hers again.
    auto back = connect();
    const json rejoined = back->request({{"cmd", "rejoin"}, {"token", joined["token"]}});
    ASSERT_EQ(rejoined["ok"], true);
    EXPECT_FALSE(rejoined["table"]["seats"][0].contains("stand_in")) << rejoined.dump();
    EXPECT_FALSE(rejoined["table"]["seats"][0].contains("away"));

    EXPECT_THAT(host->request({{"cmd", "open"},
                               {"game", "exxtra"},
                               {"seats", json::parse("[{}]")},
                               {"stand_in", {{"bot", "nobody"}}}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("Exxtra has no bot 'nobody' to stand in for people away"));
    EXPECT_THAT(host->request({{"cmd", "open"},
                               {"game", "exxtra"},
                               {"seats", json::parse("[{}]")},
                               {"stand_in", {{"bot", "cautious"}, {"after", 0}}}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("stand_in must be like"));
}

TEST_F(Served, ATableEverybodyLeftBeforeAnyoneTookASeatIsGone) {
    std::string code;
    {
        auto host = connect();
        code = open_table(*host, "extra", json::parse("[{}, {}]"))["code"];
        ASSERT_EQ(connect()->request({{"cmd", "watch"}, {"code", code}})["ok"], true);
    }
    // The server learns of the closed connections as it reads from them, at its own pace:
    // until then the table is there (and is left again by each connection looking).
    json answer;
    for (int tries = 0; tries < 100; ++tries) {
        answer = connect()->request({{"cmd", "watch"}, {"code", code}});
        if (answer["ok"] == false) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    EXPECT_EQ(answer["error"], "there is no table " + code);
}

TEST_F(Served, WhoTakesASeatAndWhoIsAwayIsToldToEverybodyBeforeTheGameBegins) {
    auto host = connect();
    const std::string code = open_table(*host, "extra", json::parse("[{}, {}, {}]"))["code"];
    const auto seated = [&](const json& push, const std::string& name) {
        return push["seats"][0]["name"] == name && !push.contains("state");
    };
    std::string token;
    {
        const Player ann = join(connect(), code, "Ann");
        token = ann.token;
        ASSERT_TRUE(host->wait_for([&](const json& push) { return seated(push, "Ann"); }));
    }
    ASSERT_TRUE(host->wait_for([&](const json& push) {
        return seated(push, "Ann") && push["seats"][0].value("away", false);
    }));
    auto ann = connect();
    ASSERT_EQ(ann->request({{"cmd", "rejoin"}, {"token", token}})["ok"], true);
    EXPECT_TRUE(host->wait_for([&](const json& push) {
        return seated(push, "Ann") && !push["seats"][0].contains("away");
    }));
}

TEST_F(Served, ASeatTakenBeforeTheGameBeganWaitsForItsPersonAfterEverybodyLeft) {
    std::string code;
    std::string token;
    {
        auto host = connect();
        code = open_table(*host, "extra", json::parse("[{}, {}]"))["code"];
        token = join(connect(), code, "Ann").token;
    }
    // Once the server has seen both connections close, Ann is away from her seat...
    json table;
    for (int tries = 0; tries < 100; ++tries) {
        const json watched = connect()->request({{"cmd", "watch"}, {"code", code}});
        ASSERT_EQ(watched["ok"], true) << watched.dump();
        table = watched["table"];
        if (table["seats"][0].value("away", false)) break;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    EXPECT_EQ(table["seats"][0]["away"], true) << table.dump();
    // ...and takes it back with her token; the game begins when Ben takes the other.
    auto ann = connect();
    const json back = ann->request({{"cmd", "rejoin"}, {"token", token}});
    ASSERT_EQ(back["ok"], true) << back.dump();
    EXPECT_EQ(back["seat"], 0);
    EXPECT_FALSE(back["table"]["seats"][0].contains("away"));
    std::vector<Player> players;
    players.push_back({std::move(ann), back["table"], token});
    players.push_back(join(connect(), code, "Ben"));
    play_to_the_end(players);
    EXPECT_EQ(players[0].table["state"]["terminal"], true);
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
    EXPECT_THAT(
        client
            ->request({{"cmd", "open"},
                       {"game", "extra"},
                       {"seats", json::parse(R"([{"name":"Ann","bot":"planner"}])")}})["error"]
            .get<std::string>(),
        testing::HasSubstr("is not a seat's field here"));
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

// Names that would steer another's terminal, hide, or run on are refused, kept for a seat
// or given to join.
TEST_F(Served, NamesThatWouldSteerATerminalOrHideAreRefused) {
    auto client = connect();
    const json opened = open_table(*client, "extra", json::parse("[{}, {}]"));
    for (const auto& [name, why] : std::vector<std::pair<std::string, std::string>>{
             {"Eve\u001b]0;owned\u0007\u001b[2J\u001b[31mRED",
              "a name holds no control characters"},
             {"Ann\u202e",
              "a name holds no character that shows nothing or turns the direction of text"},
             {std::string(40, 'E'), "a name is at most 32 characters long"}}) {
        EXPECT_EQ(connect()->request(
                      {{"cmd", "join"}, {"code", opened["code"]}, {"name", name}})["error"],
                  why);
        EXPECT_EQ(
            client->request({{"cmd", "open"},
                             {"game", "extra"},
                             {"seats", json::array({json::object({{"name", name}})})}})["error"],
            "seat 1: " + why);
    }
}

// A table of bots alone would wait for nobody.
TEST_F(Served, ATableOfBotsAloneIsRefused) {
    auto client = connect();
    EXPECT_THAT(
        client
            ->request({{"cmd", "open"},
                       {"game", "exxtra"},
                       {"seats", json::parse(R"([{"bot":"greedy"}, {"bot":"bold"}])")}})["error"]
            .get<std::string>(),
        testing::HasSubstr("every seat is a bot's: a table needs a seat for a person"));
}

// A binary frame is refused as a malformed request is, and the connection goes on.
TEST_F(Served, ABinaryFrameIsRefusedAndTheConnectionGoesOn) {
    boost::asio::io_context io;
    boost::beast::websocket::stream<boost::asio::ip::tcp::socket> ws(io);
    ws.next_layer().connect({boost::asio::ip::make_address("127.0.0.1"), port()});
    ws.handshake("127.0.0.1", "/");
    const auto answer_to = [&](bool binary) {
        ws.binary(binary);
        ws.write(boost::asio::buffer(std::string(R"({"cmd":"fly"})")));
        boost::beast::flat_buffer read;
        ws.read(read);
        EXPECT_TRUE(ws.got_text());
        return json::parse(boost::beast::buffers_to_string(read.data()));
    };
    const json binary = answer_to(true);
    EXPECT_EQ(binary["ok"], false);
    EXPECT_EQ(binary["error"], "a message is JSON in a text frame, not a binary one");
    EXPECT_THAT(answer_to(false)["error"].get<std::string>(),
                testing::HasSubstr("unknown command 'fly'"));
}

// Game 1 of `history`, a server's game under a house rule that has ended with `seed`, is
// listed as played online, and shown and replayed under the rule's text the history keeps:
// no script of it is on this machine.
void expect_shown_and_replayed_online(const std::filesystem::path& history,
                                      const std::string& seed) {
    const auto listed = testing_support::run_process(testing_support::dicebox_binary(),
                                                     {"--db", history.string(), "history"});
    EXPECT_THAT(listed.out, testing::HasSubstr("finished, online"));
    const auto shown = testing_support::run_process(testing_support::dicebox_binary(),
                                                    {"--db", history.string(), "show", "1"});
    EXPECT_EQ(shown.exit_code, 0) << shown.err;
    EXPECT_THAT(shown.out, testing::HasSubstr("(played online)"));
    EXPECT_THAT(shown.out, testing::HasSubstr(seed));
    const auto replayed = testing_support::run_process(testing_support::dicebox_binary(),
                                                       {"--db", history.string(), "replay", "1"});
    EXPECT_EQ(replayed.exit_code, 0) << replayed.err;
}

TEST(ServeHistory, AServerKilledMidGameTakesItsTableUpWithEveryAcknowledgedMove) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    auto server = std::make_unique<Server>(history);
    auto host = server->connect();
    // Under a house rule, which the server keeps to take the table up.
    const json opened = host->request({{"cmd", "open"},
                                       {"game", "extra"},
                                       {"seats", json::parse(R"([{}, {}, {"bot":"planner"}])")},
                                       {"house_rule", kCrossesCount}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    std::vector<Player> players;
    players.push_back(join(server->connect(), opened["code"], "Ann"));
    players.push_back(join(server->connect(), opened["code"], "Ben"));
    play_to_the_end(players, 12);
    for (std::size_t events = 13; !players[0].to_move() || !players[1].to_move(); ++events)
        play_to_the_end(players, events);
    // Ann chooses on a roll Ben has not chosen on yet: her choice is a secret when the
    // server is killed, and stays one after.
    players[0].play_first_legal();
    players[1].catch_up(players[0].events());
    const std::size_t acknowledged = players[0].events();
    server->kill();

    // The history holds every event the players were told of; the game is the server's
    // to go on with, not a local one to resume.
    const auto resume = testing_support::run_process(testing_support::dicebox_binary(),
                                                     {"--db", history.string(), "resume", "1"});
    EXPECT_EQ(resume.exit_code, 1);
    EXPECT_THAT(resume.err,
                testing::HasSubstr("is played at table " + opened["code"].get<std::string>()));

    server = std::make_unique<Server>(history);
    EXPECT_THAT(server->output(), testing::HasSubstr("1 table taken up where its game stopped"));
    for (auto& player : players) {
        player.client = server->connect();
        const json back = player.client->request({{"cmd", "rejoin"}, {"token", player.token}});
        ASSERT_EQ(back["ok"], true) << back.dump();
        player.table = back["table"];
        EXPECT_EQ(player.events(), acknowledged);
        EXPECT_EQ(back["table"]["seed_hash"], opened["table"]["seed_hash"]);
        EXPECT_EQ(back["table"]["house_rule"], opened["table"]["house_rule"]);
        EXPECT_EQ(back["rule_script"], kCrossesCount);
        // The planner's choice and Ann's are secrets still: Ben is told only that they chose.
        const json told = player.client->request({{"cmd", "log"}})["log"];
        ASSERT_EQ(told.size(), acknowledged);
        EXPECT_EQ(told[acknowledged - 2], json({{"seat", 2}}));
        EXPECT_EQ(told[acknowledged - 1].contains("action"), &player == &players[0]);
    }
    // Ben's choice, told at once, reveals the other two, taken before the server was killed.
    players[1].play_first_legal();
    const auto& pushes = players[1].client->pushes();
    const auto revealing = std::find_if(pushes.begin(), pushes.end(), [&](const json& push) {
        return push.value("events", 0u) == acknowledged + 1;
    });
    ASSERT_NE(revealing, pushes.end());
    const json& revealed = (*revealing)["event"]["revealed"];
    ASSERT_EQ(revealed.size(), 2u) << revealing->dump();
    EXPECT_EQ(revealed[0]["seat"], 2);
    EXPECT_EQ(revealed[1]["seat"], 0);
    EXPECT_TRUE((*revealing)["event"].contains("action"));
    play_to_the_end(players);
    ASSERT_EQ(players[0].table["state"]["terminal"], true);
    server.reset();
    dicebox::db::Store store(history, dicebox::db::Access::Read);
    const auto game = dicebox::db::load_game(store, 1);
    EXPECT_EQ(game.status, dicebox::db::Status::Finished);
    EXPECT_TRUE(game.online);
    EXPECT_EQ(game.variant, "Crosses count");
    EXPECT_EQ(game.log_json(), players[0].table["log"]);

    expect_shown_and_replayed_online(history, players[0].table["seed"].get<std::string>());
}

// Two tables of EXTRA! waiting for people when `server` is killed: `opened` with `seats`,
// where Ann has taken the first free seat, and `empty` with two free seats nobody has
// taken, its host still looking on (its code is out).
struct WaitingAtTheKill {
    json opened;
    std::string token;  // Ann's
    std::string empty;
};

WaitingAtTheKill kill_while_two_tables_wait(Server& server, const json& seats) {
    auto host = server.connect();
    const json opened = open_table(*host, "extra", seats);
    const std::string token = join(server.connect(), opened["code"], "Ann").token;
    auto other_host = server.connect();
    const std::string empty = open_table(*other_host, "extra", json::parse("[{}, {}]"))["code"];
    server.kill();
    return {opened, token, empty};
}

TEST(ServeHistory, AServerKilledWhileTablesWaitForPeopleTakesThemUpWithTheSeatsTaken) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    auto server = std::make_unique<Server>(history);
    const auto [opened, token, empty] = kill_while_two_tables_wait(
        *server, json::parse(R"([{}, {"name": "Ben"}, {"bot": "planner"}])"));
    const std::string code = opened["code"];

    // The clients answer as fast as a program can (the fixture's rate, Served).
    server = std::make_unique<Server>(history, std::vector<std::string>{"--max-rate", "1000"});
    EXPECT_THAT(server->output(), testing::HasSubstr("2 tables waiting for people taken up"));
    auto ann = server->connect();
    const json back = ann->request({{"cmd", "rejoin"}, {"token", token}});
    ASSERT_EQ(back["ok"], true) << back.dump();
    EXPECT_EQ(back["seat"], 0);
    EXPECT_EQ(back["table"]["seats"][0]["name"], "Ann");
    EXPECT_EQ(back["table"]["seats"][1]["kept_for"], "Ben");
    EXPECT_EQ(back["table"]["seed_hash"], opened["table"]["seed_hash"]);
    EXPECT_FALSE(back["table"].contains("state"));
    // Ann's name is hers still; Ben takes the seat kept for him and the game begins.
    EXPECT_THAT(server->connect()
                    ->request({{"cmd", "join"}, {"code", code}, {"name", "Ann"}})["error"]
                    .get<std::string>(),
                testing::HasSubstr("Ann is already at this table"));
    std::vector<Player> players;
    players.push_back({std::move(ann), back["table"], token});
    players.push_back(join(server->connect(), code, "Ben"));
    play_to_the_end(players);
    ASSERT_EQ(players[0].table["state"]["terminal"], true);
    // The seed revealed is the one whose hash was announced before the server was killed.
    EXPECT_EQ(dicebox::net::seed_hash(std::stoull(players[0].table["seed"].get<std::string>())),
              opened["table"]["seed_hash"]);
    std::vector<Player> others;
    others.push_back(join(server->connect(), empty, "Cy"));
    others.push_back(join(server->connect(), empty, "Di"));
    play_to_the_end(others);
    EXPECT_EQ(others[0].table["state"]["terminal"], true);
    server.reset();

    dicebox::db::Store store(history, dicebox::db::Access::Read);
    EXPECT_EQ(dicebox::db::load_game(store, 1).log_json(), players[0].table["log"]);
    EXPECT_EQ(dicebox::db::load_game(store, 2).log_json(), others[0].table["log"]);
    EXPECT_TRUE(dicebox::db::waiting_tables(store).empty());
}

TEST(ServeHistory, ATableTakenUpThatNobodyComesToGoesAfterItsWaitAndASeatTakenStays) {
    const testing_support::TempDir dir;
    const auto history = dir / "server.sqlite";
    auto server = std::make_unique<Server>(history);
    const auto [opened, token, empty] =
        kill_while_two_tables_wait(*server, json::parse("[{}, {}]"));

    server = std::make_unique<Server>(history, std::vector<std::string>{"--unvisited-wait", "1"});
    EXPECT_THAT(server->output(), testing::HasSubstr("2 tables waiting for people taken up"));
    // Watched through the history, not by a client, who would be somebody coming to it.
    const auto waiting = [&] {
        dicebox::db::Store store(history, dicebox::db::Access::Read);
        return dicebox::db::waiting_tables(store).size();
    };
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (waiting() == 2 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    ASSERT_EQ(waiting(), 1u);
    EXPECT_EQ(server->connect()->request({{"cmd", "watch"}, {"code", empty}})["error"],
              "there is no table " + empty);
    auto ann = server->connect();
    EXPECT_EQ(ann->request({{"cmd", "rejoin"}, {"token", token}})["ok"], true);
}

TEST(ServeLimits, TablesAndConnectionsOverTheLimitsAreRefusedAndTheRestGoOn) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite", {"--max-tables", "1", "--max-connections", "2"});
    auto first = server.connect();
    auto second = server.connect();
    EXPECT_THROW(server.connect(), std::exception);
    open_table(*first, "extra", json::parse("[{}]"));
    EXPECT_EQ(second->request(
                  {{"cmd", "open"}, {"game", "extra"}, {"seats", json::parse("[{}]")}})["error"],
              "this server has as many tables open as it may (1); try again later");
    EXPECT_EQ(first->request({{"cmd", "legal"}})["ok"], false);
}

TEST(ServeLimits, AClientFloodingTheServerIsClosedAndTheOthersGoOn) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite", {"--max-rate", "2"});
    auto calm = server.connect();
    // Four seconds' worth at once is a burst, not a flood: every message is answered.
    auto quick = server.connect();
    for (int i = 0; i < 8; ++i) quick->send(R"({"cmd":"legal"})");
    for (int i = 0; i < 8; ++i) ASSERT_TRUE(quick->receive()) << "answer " << i + 1;
    // Twenty seconds' worth at once: the connection is closed once five seconds' worth
    // are read. How many answers reach the client before is a race with the closing.
    auto flooder = server.connect();
    for (int i = 0; i < 40; ++i) flooder->send(R"({"cmd":"legal"})");
    int answered = 0;
    while (flooder->receive()) ++answered;
    EXPECT_LT(answered, 40);
    EXPECT_EQ(calm->request({{"cmd", "legal"}})["ok"], false) << "answered, as before";
}

TEST(ServeLimits, APortTakenIsSaidAndTheServerEnds) {
    const testing_support::TempDir dir;
    const Server first(dir / "server.sqlite");
    const auto second =
        testing_support::run_process(testing_support::dicebox_binary(),
                                     {"--db", (dir / "second.sqlite").string(), "serve", "--listen",
                                      "127.0.0.1:" + std::to_string(first.port())});
    EXPECT_EQ(second.exit_code, 1);
    EXPECT_THAT(second.err, testing::StartsWith("dicebox serve: cannot listen on 127.0.0.1:"));
    EXPECT_EQ(first.connect()->request({{"cmd", "legal"}})["ok"], false);
}

// Issue 35, point 1: Ann's table (Ann, a planner, Ben) whose game is under way when Ben's
// client dies: the players and Ann's host token, once Ann has seen Ben go.
struct BenGone {
    json opened;
    std::vector<Player> players;  // Ann, Ben (his connection closed)
};

BenGone ben_gone(const Server& server) {
    BenGone gone;
    auto host = server.connect();
    gone.opened = open_table(*host, "extra", json::parse(R"([{"name":"Ann"}, {"bot":"planner"},
                                                             {"name":"Ben"}])"));
    gone.players.push_back(join(server.connect(), gone.opened["code"], "Ann"));
    gone.players.push_back(join(server.connect(), gone.opened["code"], "Ben"));
    play_to_the_end(gone.players, 8);
    gone.players[1].client.reset();
    EXPECT_TRUE(gone.players[0].client->wait_for(
        [](const json& push) { return push["seats"][2].value("away", false); }));
    gone.players[0].table = gone.players[0].client->pushes().back();
    return gone;
}

TEST_F(Served, TheHostHandsTheSeatOfAPersonWhoDoesNotComeBackToABot) {
    auto [opened, players] = ben_gone(server_);
    const std::string host_token = opened["host_token"];
    ASSERT_EQ(host_token.size(), 32u) << opened.dump();
    auto host = connect();
    // Only the host token hands a seat on, only a seat nobody is at, only to the game's bots.
    const auto refused = [&](const json& request) {
        return host->request(request)["error"].get<std::string>();
    };
    EXPECT_EQ(refused({{"cmd", "hand"}, {"host_token", players[1].token}, {"seat", 2}}),
              "no table has that host token");
    EXPECT_EQ(refused({{"cmd", "hand"}, {"host_token", host_token}, {"seat", 0}}),
              "somebody is at seat 0");
    EXPECT_EQ(refused({{"cmd", "hand"}, {"host_token", host_token}, {"seat", 1}}),
              "seat 1 is a bot's");
    EXPECT_THAT(refused({{"cmd", "hand"}, {"host_token", host_token}, {"seat", 2}, {"bot", "x"}}),
                testing::HasSubstr("EXTRA! has no bot 'x'"));
    const json handed = host->request(
        {{"cmd", "hand"}, {"host_token", host_token}, {"seat", 2}, {"bot", "planner"}});
    ASSERT_EQ(handed["ok"], true) << handed.dump();
    EXPECT_EQ(refused({{"cmd", "rejoin"}, {"token", players[1].token}}), "no seat has that token");

    // Ann plays on with two planners, the one Ben's for the rest of the game.
    players.pop_back();
    play_to_the_end(players);
    const json& table = players[0].table;
    ASSERT_EQ(table["state"]["terminal"], true);
    EXPECT_EQ(table["seats"][2]["bot"], "planner");
    const json hands = table["hands"];
    ASSERT_EQ(hands.size(), 1u) << table.dump();
    EXPECT_EQ(hands[0]["seat"], 2);
    EXPECT_EQ(hands[0]["bot"], "planner");
    EXPECT_GE(hands[0]["from_event"].get<int>(), 8);
    // The history says who played which part.
    dicebox::db::Store store(dir_ / "server.sqlite", dicebox::db::Access::Read);
    EXPECT_EQ(dicebox::db::hands_of(store, 1), hands);
    EXPECT_EQ(dicebox::db::load_game(store, 1).status, dicebox::db::Status::Finished);
}

TEST_F(Served, ASeatTheHostFreesGoesToTheNextPersonWhoJoinsUnderTheirOwnName) {
    auto [opened, players] = ben_gone(server_);
    auto host = connect();
    const json freed =
        host->request({{"cmd", "hand"}, {"host_token", opened["host_token"]}, {"seat", 2}});
    ASSERT_EQ(freed["ok"], true) << freed.dump();
    ASSERT_TRUE(players[0].client->wait_for(
        [](const json& push) { return push["seats"][2]["name"].is_null(); }));

    Player carl = join(connect(), opened["code"], "Carl");
    EXPECT_EQ(carl.seat(), 2);
    EXPECT_EQ(carl.table["seats"][2]["name"], "Carl");
    // The others are told who plays the seat now (the host's page shows it): before the
    // answer to anything they ask next.
    players[0].client->request({{"cmd", "log"}});
    const auto& told = players[0].client->pushes();
    EXPECT_TRUE(std::any_of(told.begin(), told.end(), [](const json& push) {
        return push["seats"][2]["name"] == "Carl";
    })) << "Ann is not told that Carl sits at the freed seat";
    players[1] = std::move(carl);
    play_to_the_end(players);
    ASSERT_EQ(players[0].table["state"]["terminal"], true);
    const json hands = players[0].table["hands"];
    ASSERT_EQ(hands.size(), 2u) << hands.dump();
    EXPECT_EQ(hands[0]["player"], nullptr);
    EXPECT_EQ(hands[1]["player"], "Carl");
    EXPECT_EQ(hands[1]["from_event"], hands[0]["from_event"]);
    dicebox::db::Store store(dir_ / "server.sqlite", dicebox::db::Access::Read);
    EXPECT_EQ(dicebox::db::hands_of(store, 1), hands);
}

TEST(ServeHistory, AServerStartedAgainKeepsTheHostTokenAndWhoPlaysEachSeat) {
    const testing_support::TempDir dir;
    auto server = std::make_unique<Server>(dir / "server.sqlite");
    auto [opened, players] = ben_gone(*server);
    ASSERT_EQ(server->connect()->request({{"cmd", "hand"},
                                          {"host_token", opened["host_token"]},
                                          {"seat", 2},
                                          {"bot", "planner"}})["ok"],
              true);
    server->kill();
    server = std::make_unique<Server>(dir / "server.sqlite");
    players[0].client = server->connect();
    const json back = players[0].client->request({{"cmd", "rejoin"}, {"token", players[0].token}});
    ASSERT_EQ(back["ok"], true) << back.dump();
    EXPECT_EQ(back["table"]["seats"][2]["bot"], "planner");
    players[0].table = back["table"];
    // Only the host token is the host's: freeing a bot's seat is refused as such.
    EXPECT_EQ(server->connect()->request(
                  {{"cmd", "hand"}, {"host_token", opened["host_token"]}, {"seat", 2}})["error"],
              "seat 2 is a bot's");
    players.pop_back();
    play_to_the_end(players);
    EXPECT_EQ(players[0].table["state"]["terminal"], true);
}

TEST_F(Served, ACodeIsReadWhateverItsCaseDashesAndSpacesAndTheLettersTakenForDigits) {
    auto host = connect();
    const json opened = open_table(*host, "exxtra", json::parse("[{}, {}, {}, {}]"));
    const std::string code = opened["code"];
    ASSERT_THAT(code, testing::MatchesRegex("[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}"));
    std::string lower = code.substr(0, 4) + code.substr(5);
    for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string confused = " " + code.substr(0, 2) + " " + code.substr(2) + " ";
    for (char& c : confused) {
        if (c == '0') c = 'o';
        if (c == '1') c = 'L';
    }
    int seat = 0;
    for (const std::string& typed : {lower, confused, code.substr(0, 4) + "-" + code.substr(5)}) {
        const json joined = connect()->request(
            {{"cmd", "join"}, {"code", typed}, {"name", "P" + std::to_string(seat)}});
        EXPECT_EQ(joined["seat"], seat++) << typed << ": " << joined.dump();
    }
    EXPECT_EQ(connect()->request({{"cmd", "watch"}, {"code", "ZZZZ"}})["error"],
              "there is no table ZZZZ");
}

}  // namespace
}  // namespace net_test
