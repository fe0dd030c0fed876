// Real `dicebox serve` recording into a PostgreSQL database (the tests' own server): two
// of them, with a table played at each by a real terminal client and its bot while
// `dicebox simulate --record` writes into the same database (every game there once,
// whole, and the records over them consistent); and one whose database refuses a
// commit in the middle of a game.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <future>
#include <memory>
#include <string>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/db/history.hpp"
#include "dicebox/db/records.hpp"
#include "dicebox/db/store.hpp"
#include "dicebox/session.hpp"
#include "live_process.hpp"
#include "plugins.hpp"
#include "postgres_server.hpp"
#include "server.hpp"
#include "temp_dir.hpp"
#include "terminal_client.hpp"

namespace {

namespace db = dicebox::db;
using net_test::client;
using net_test::Server;
using nlohmann::json;

std::int64_t count(db::Store& store, const std::string& sql) {
    const auto query = store.sql().prepare(sql);
    query->step();
    return query->int64(0);
}

TEST(PostgresServers, TwoServersAndASimulationRecordIntoOneDatabaseWithNothingLostOrDoubled) {
    const testing_support::PostgresDatabase club;
    const testing_support::TempDir dir;
    const Server first(club.uri());
    const Server second(club.uri());
    testing_support::LiveProcess simulation(testing_support::dicebox_binary(),
                                            {"simulate", "strike", "--games", "2000", "--bots",
                                             "random,random", "--record", "--db", club.uri()});
    std::vector<std::unique_ptr<testing_support::LiveProcess>> players;
    int table = 0;
    for (const Server* server : {&first, &second, &first, &second}) {
        const auto own = (dir / ("player-" + std::to_string(++table) + ".sqlite")).string();
        players.push_back(client({"--db", own, "host", "strike", "--players", "Ann,bot:greedy",
                                  "--server", "127.0.0.1:" + std::to_string(server->port())}));
    }
    for (const auto& player : players) EXPECT_EQ(player->exit_code(), 0) << player->output();
    EXPECT_EQ(simulation.exit_code(), 0) << simulation.output();

    db::Store store(club.uri(), db::Access::Read);
    EXPECT_EQ(count(store, "SELECT count(*) FROM games"), 2004);
    EXPECT_EQ(count(store, "SELECT count(*) FROM games WHERE online = 1 AND status = 'finished'"),
              4);
    EXPECT_EQ(count(store, "SELECT count(*) FROM online_tables"), 4);
    EXPECT_EQ(count(store, "SELECT count(DISTINCT code) FROM online_tables"), 4);
    EXPECT_EQ(count(store, "SELECT count(*) FROM players WHERE name = 'Ann'"), 1);
    // Each online game whole: it replays to the results stored.
    db::HistoryFilter online;
    online.limit = std::nullopt;
    for (const auto& entry : db::list_games(store, online)) {
        const auto game = db::load_game(store, entry.id);
        ASSERT_TRUE(game.online);
        const auto& strike = testing_support::module("strike");
        dicebox::Session session(strike, game.config(), game.seed);
        session.replay(game.log_json());
        EXPECT_TRUE(session.state().terminal()) << "game " << entry.id;
        EXPECT_EQ(session.state().scores()[0], game.seats[0].score) << "game " << entry.id;
    }
    db::RecordsFilter played;
    played.game = "strike";
    const auto records = db::records(store, played);
    ASSERT_EQ(records.variants.size(), 1u);
    EXPECT_EQ(records.variants[0].games, 4);
    // The summaries the servers and the simulation added to at once agree with the games.
    EXPECT_TRUE(records == db::records(store, played, db::Source::Games));
    db::RecordsFilter everything;
    everything.simulated = true;
    EXPECT_TRUE(db::records(store, everything) ==
                db::records(store, everything, db::Source::Games));
}

TEST(PostgresServers, ATableWhoseEventsCannotBeCommittedTellsNothingOfThemAndGoesOnAfterARestart) {
    const testing_support::PostgresDatabase club;
    auto server = std::make_unique<Server>(club.uri());
    auto ann = server->connect();
    const json opened = ann->request({{"cmd", "open"},
                                      {"game", "extra"},
                                      {"seats", json::parse(R"([{}, {"bot": "planner"}])")}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    const json joined = ann->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true) << joined.dump();
    ASSERT_FALSE(ann->pushes().empty());
    const std::size_t recorded = ann->pushes().back()["events"];

    // The database refuses to commit the events of Ann's next decision, as a full disk
    // would: the decision is refused, and nobody is told of it or of the rolls after it,
    // although the server had played them when the commit failed.
    club.execute(R"sql(
        CREATE FUNCTION refuse_events() RETURNS trigger LANGUAGE plpgsql AS
            $$ BEGIN RAISE EXCEPTION 'no space left on the disk'; END $$;
        CREATE CONSTRAINT TRIGGER refuse_events AFTER INSERT ON events
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_events();
    )sql");
    const json legal = ann->request({{"cmd", "legal"}});
    ASSERT_FALSE(legal["actions"].empty()) << legal.dump();
    const std::size_t told = ann->pushes().size();
    const json refused = ann->request({{"cmd", "act"}, {"action", legal["actions"][0]}});
    EXPECT_EQ(refused["ok"], false);
    EXPECT_THAT(refused["error"].get<std::string>(),
                testing::HasSubstr("the server cannot record this table's game"));
    EXPECT_EQ(ann->pushes().size(), told);

    // Started again with room on the disk, the server takes the table up where the
    // history stops, and Ann's decision is taken this time.
    club.execute("DROP TRIGGER refuse_events ON events");
    server = std::make_unique<Server>(club.uri());
    EXPECT_THAT(server->output(), testing::HasSubstr("1 table taken up where its game stopped"));
    ann = server->connect();
    const json back = ann->request({{"cmd", "rejoin"}, {"token", joined["token"]}});
    ASSERT_EQ(back["ok"], true) << back.dump();
    EXPECT_EQ(back["table"]["events"], recorded);
    const json taken = ann->request({{"cmd", "act"}, {"action", legal["actions"][0]}});
    EXPECT_EQ(taken["ok"], true) << taken.dump();
    EXPECT_GT(ann->pushes().back()["events"].get<std::size_t>(), recorded);
}

}  // namespace
