// The terminal's clients of a real `dicebox serve`: `dicebox host` and `dicebox join` run as
// people run them, each answering every prompt with its first choice, each keeping the
// game in a history of its own.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "dicebox/db/games.hpp"
#include "dicebox/net/seat_store.hpp"
#include "server.hpp"
#include "temp_dir.hpp"
#include "terminal_client.hpp"

namespace net_test {
namespace {

using testing::HasSubstr;
using testing_support::TempDir;

class TerminalClients : public ::testing::Test {
  protected:
    std::string server() const { return "127.0.0.1:" + std::to_string(server_.port()); }
    std::string history(const std::string& who) const {
        return (dir_ / (who + ".sqlite")).string();
    }

    // Ann hosts a table of `game` for herself, Ben and a planner.
    std::unique_ptr<LiveProcess> host(const std::string& game) const {
        auto ann = client({"--db", history("ann"), "host", game, "--players", "Ann,Ben,bot:planner",
                           "--server", server()});
        EXPECT_TRUE(ann->wait_for("Ben joins with: dicebox join ")) << ann->output();
        return ann;
    }

    TempDir dir_;
    Server server_{dir_ / "server.sqlite"};
};

TEST_F(TerminalClients, AGameOfEachKindIsPlayedToItsEndByTwoPeopleAndABot) {
    for (const std::string game : {"extra", "exxtra", "strike"}) {
        auto ann = host(game);
        const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
        ASSERT_FALSE(code.empty()) << ann->output();
        // The invitation is a link, which a browser opens and Ben's dicebox takes as it is.
        const std::string link = "http://" + server() + "/t/" + code;
        EXPECT_THAT(ann->output(), HasSubstr("The invitation, for a browser: " + link + "\n"));
        EXPECT_THAT(ann->output(),
                    HasSubstr("Ben joins with: dicebox join " + link + " --name Ben\n"));
        EXPECT_THAT(ann->output(), HasSubstr("dicebox seat " + link + " SEAT --bot KIND"));
        auto ben = client({"--db", history("ben"), "join", link, "--name", "Ben"});
        expect_both_end_well(*ann, *ben);
        for (const auto* person : {ann.get(), ben.get()}) {
            EXPECT_THAT(person->output(), HasSubstr("The dice are checked")) << game;
            EXPECT_THAT(person->output(), HasSubstr("Kept in your history as game")) << game;
        }
        // Ben is told what Ann chose, and the bot, as `play` tells it.
        EXPECT_THAT(ben->output(), testing::ContainsRegex("\n  Ann +[a-z0-9]")) << game;
        EXPECT_THAT(ben->output(), testing::ContainsRegex("\n  planner +[a-z0-9]")) << game;
    }
    // Each kept the three games, as played online, with the same log as the server's.
    dicebox::db::Store server_history(dir_ / "server.sqlite", dicebox::db::Access::Read);
    for (const std::string who : {"ann", "ben"}) {
        dicebox::db::Store kept(history(who), dicebox::db::Access::Read);
        for (std::int64_t id = 1; id <= 3; ++id) {
            const auto game = dicebox::db::load_game(kept, id);
            EXPECT_TRUE(game.online);
            EXPECT_EQ(game.status, dicebox::db::Status::Finished);
            EXPECT_EQ(game.log_json(), dicebox::db::load_game(server_history, id).log_json())
                << who;
        }
    }
}

TEST_F(TerminalClients, AClientKilledTakesItsSeatBackWithItsToken) {
    auto ann = host("exxtra");
    const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
    // Ben's first client is killed once the game is under way.
    auto ben = client({"--db", history("ben"), "join", server(), code, "--name", "Ben"});
    ASSERT_TRUE(ben->wait_for("Ben, your choice")) << ben->output();
    const std::string token = printed(*ben, "--token ([0-9a-f]+)");
    ASSERT_EQ(token.size(), 32u) << ben->output();
    ben->kill(SIGKILL);

    auto back = client({"--db", history("ben"), "join", server(), "--token", token});
    expect_both_end_well(*ann, *back);
    EXPECT_THAT(back->output(), HasSubstr("You sit at seat 2 of table " + code));
    EXPECT_THAT(ann->output(), HasSubstr("Ben has lost their connection."));
    EXPECT_THAT(ann->output(), HasSubstr("Ben is back."));
}

// Issue 35, point 1: Ann hosts EXTRA! for herself, a planner and Ben, with no stand-in;
// Ben's client, in his own data folder, is killed once the game is under way.
class CrashedClient : public TerminalClients {
  protected:
    std::string data(const std::string& who) const {
        return "XDG_DATA_HOME=" + (dir_ / (who + "-data")).string();
    }
    std::filesystem::path seats(const std::string& who) const {
        return dir_ / (who + "-data") / "dicebox" / "seats.json";
    }
    std::unique_ptr<LiveProcess> ben(LiveProcess::Output output = LiveProcess::Output::Pipe) const {
        return client({"--db", history("ben"), "join", server(), code_, "--name", "Ben"},
                      {data("ben")}, output);
    }
    void SetUp() override {
        ann_ = client({"--db", history("ann"), "host", "extra", "--players", "Ann,bot:planner,Ben",
                       "--server", server()},
                      {data("ann")});
        ASSERT_TRUE(ann_->wait_for("Ben joins with: dicebox join ")) << ann_->output();
        code_ = printed(*ann_, "Table ([A-Z0-9-]+) is open");
        auto first = ben(first_output_);
        ASSERT_TRUE(first->wait_for("Ben, your choice")) << first->output();
        token_ = printed(*first, "--token ([0-9a-f]+)");
        first->kill(SIGKILL);
        first_said_ = first->output();
        ASSERT_TRUE(ann_->wait_for("Ben has lost their connection.")) << ann_->output() << "\n---\n"
                                                                      << first->output();
    }

    std::unique_ptr<LiveProcess> ann_;
    std::string code_;
    std::string token_;
    // Where Ben's first client writes (Terminal: its standard error read too), and all it wrote.
    LiveProcess::Output first_output_ = LiveProcess::Output::Pipe;
    std::string first_said_;
};

TEST_F(CrashedClient, TheSameJoinTakesTheSeatBackWithTheTokenKeptInThePersonsSeats) {
    // Kept where only Ben may read it.
    std::error_code ec;
    EXPECT_EQ(std::filesystem::status(seats("ben"), ec).permissions(),
              std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
    const auto held = dicebox::net::SeatStore(seats("ben")).find(server(), code_, "Ben");
    ASSERT_TRUE(held.has_value()) << seats("ben");
    EXPECT_EQ(held->token, token_);

    auto back = ben();
    expect_both_end_well(*ann_, *back);
    EXPECT_THAT(back->output(), HasSubstr("You sit at seat 3 of table " + code_));
    EXPECT_THAT(ann_->output(), HasSubstr("Ben is back."));
    // The game over, nothing is held any more.
    EXPECT_TRUE(dicebox::net::SeatStore(seats("ben")).seats().empty());
    EXPECT_TRUE(dicebox::net::SeatStore(seats("ann")).seats().empty());
}

TEST_F(CrashedClient, TheHostHandsTheSeatToABotAndPlaysOn) {
    const auto host_token = dicebox::net::SeatStore(seats("ann")).seats().at(0).host_token;
    ASSERT_EQ(host_token.size(), 32u);
    // Only the one who opened the table keeps its host token.
    auto refused = client({"seat", server(), code_, "3", "--bot", "planner"}, {data("ben")});
    EXPECT_EQ(refused->exit_code(), 2) << refused->output();
    // The table named by its link, as `host` printed it.
    const std::string link = "http://" + server() + "/t/" + code_;
    auto handed = client({"seat", link, "3", "--bot", "planner"}, {data("ann")});
    EXPECT_EQ(handed->exit_code(), 0) << handed->output();
    EXPECT_THAT(handed->output(),
                HasSubstr("Seat 3 is the planner bot's for the rest of the game."));
    EXPECT_EQ(ann_->exit_code(), 0) << ann_->output();
    EXPECT_THAT(ann_->output(), HasSubstr("The dice are checked"));
}

// Issue 35, point 1: Ben's seats file cannot be read when he first joins (broken by hand,
// say). It is set aside, said, and his seat kept anew, which he takes back after the crash.
class CrashedClientWithUnreadableSeats : public CrashedClient {
  protected:
    static constexpr std::string_view kBroken = "{\"seats\": [{\"server\": ";
    void SetUp() override {
        std::filesystem::create_directories(seats("ben").parent_path());
        std::ofstream(seats("ben")) << kBroken;
        first_output_ = LiveProcess::Output::Terminal;
        CrashedClient::SetUp();
    }
};

TEST_F(CrashedClientWithUnreadableSeats, TheFileIsSetAsideAndTheSeatKeptAnew) {
    const std::string aside = seats("ben").string() + ".unreadable";
    EXPECT_THAT(first_said_, HasSubstr("cannot be read")) << first_said_;
    EXPECT_THAT(first_said_, HasSubstr("it is set aside as " + aside)) << first_said_;
    std::ifstream kept(aside);
    EXPECT_EQ(std::string(std::istreambuf_iterator<char>(kept), {}), kBroken);

    auto back = ben();
    expect_both_end_well(*ann_, *back);
    EXPECT_THAT(back->output(), HasSubstr("You sit at seat 3 of table " + code_));
}

// The app and a terminal may keep a seat at the same moment: one at a time reads the seats
// and writes them back, so that neither loses the other's, and the file always reads.
TEST(SeatStore, TwoClientsKeepingSeatsAtOnceLoseNoneOfThem) {
    testing_support::TempDir folder;
    const auto keep_many = [&](const std::string& name) {
        dicebox::net::SeatStore store(folder / "seats.json");
        for (int i = 0; i < 200; ++i) {
            const std::string seat = name + std::to_string(i);
            EXPECT_EQ(store.keep({"127.0.0.1:1", "ABCD-EFGH", seat, seat, "", "extra"}), "");
        }
    };
    std::thread ann(keep_many, "Ann");
    std::thread ben(keep_many, "Ben");
    ann.join();
    ben.join();
    EXPECT_EQ(dicebox::net::SeatStore(folder / "seats.json").seats().size(), 400u);
}

TEST(TerminalClientsAndServer, AServerKilledMidGameIsWaitedForAndTheGameGoesOn) {
    const TempDir dir;
    auto server = std::make_unique<Server>(dir / "server.sqlite");
    const unsigned short port = server->port();
    const std::string address = "127.0.0.1:" + std::to_string(port);
    auto ann = client({"--db", (dir / "ann.sqlite").string(), "host", "strike", "--players",
                       "Ann,Ben", "--server", address});
    ASSERT_TRUE(ann->wait_for("Ben joins with: dicebox join ")) << ann->output();
    const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
    auto ben =
        client({"--db", (dir / "ben.sqlite").string(), "join", address, code, "--name", "Ben"});
    ASSERT_TRUE(ben->wait_for("The dice come to rest")) << ben->output();
    server->kill();
    server = std::make_unique<Server>(dir / "server.sqlite", std::vector<std::string>{}, port);

    expect_both_end_well(*ann, *ben);
    for (const auto* person : {ann.get(), ben.get()}) {
        EXPECT_THAT(person->output(), HasSubstr("The connection to " + address + " was lost"));
        EXPECT_THAT(person->output(), HasSubstr("Back at table " + code));
        EXPECT_THAT(person->output(), HasSubstr("The dice are checked"));
    }
}

TEST_F(TerminalClients, AHouseRuleHostedIsRunByTheServerAndReplayedByEveryClient) {
    auto ann = client({"--db", history("ann"), "host", "exxtra", "--players", "Ann,Ben,bot:planner",
                       "--rules", "long-track", "--server", server()});
    ASSERT_TRUE(ann->wait_for("Ben joins with: dicebox join ")) << ann->output();
    EXPECT_THAT(ann->output(), HasSubstr("under the house rule Long track"));
    const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
    auto ben = client({"--db", history("ben"), "join", server(), code, "--name", "Ben"});
    expect_both_end_well(*ann, *ben);
    for (const std::string who : {"ann", "ben"}) {
        dicebox::db::Store kept(history(who), dicebox::db::Access::Read);
        EXPECT_EQ(dicebox::db::load_game(kept, 1).variant, "Long track") << who;
    }
    EXPECT_THAT(ben->output(), HasSubstr("house rule:\n  Long track"));
    EXPECT_THAT(ben->output(), HasSubstr("The dice are checked"));
}

TEST_F(TerminalClients, ABotStandsInForAPersonAwayWhenTheHostAsksForOne) {
    auto ann = client({"--db", history("ann"), "host", "exxtra", "--players", "Ann,Ben",
                       "--stand-in", "cautious", "--stand-in-after", "1", "--server", server()});
    ASSERT_TRUE(ann->wait_for("Ben joins with: dicebox join ")) << ann->output();
    const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
    {
        auto ben = client({"--db", history("ben"), "join", server(), code, "--name", "Ben"});
        ASSERT_TRUE(ben->wait_for("You sit at seat 2")) << ben->output();
    }
    // Ben never comes back: the bot plays his seat to the end.
    EXPECT_EQ(ann->exit_code(), 0) << ann->output();
    EXPECT_THAT(ann->output(), HasSubstr("The cautious bot plays for Ben until they are back."));
}

TEST_F(TerminalClients, WrongArgumentsAndAServerNotThereAreSaid) {
    const auto run = [](const std::vector<std::string>& args) {
        return testing_support::run_process(testing_support::dicebox_binary(), args);
    };
    const auto no_seat = run({"join", server()});
    EXPECT_EQ(no_seat.exit_code, 2);
    EXPECT_THAT(no_seat.err, HasSubstr("join takes a table's link (or its server and code)"));
    const auto no_code = run({"join", server(), "--name", "Ann"});
    EXPECT_EQ(no_code.exit_code, 2);
    EXPECT_THAT(no_code.err, HasSubstr("join takes a table's link (or its server and code)"));
    const auto bad_address = run({"join", "127.0.0.1:99999", "ABCD-EFGH", "--name", "Ann"});
    EXPECT_EQ(bad_address.exit_code, 2);
    EXPECT_THAT(bad_address.err, HasSubstr("the port is a number from 1 to 65535"));
    const auto no_table =
        run({"--db", history("ann"), "join", server(), "NOPE-NOPE", "--name", "Ann"});
    EXPECT_EQ(no_table.exit_code, 1);
    EXPECT_THAT(no_table.err, HasSubstr("dicebox join: there is no table NOPE-NOPE"));
    const auto bots_only = run({"host", "extra", "--players", "bot:planner", "--server", server()});
    EXPECT_EQ(bots_only.exit_code, 2);
    EXPECT_THAT(bots_only.err, HasSubstr("--players names no person"));
    const auto other_games_rule =
        run({"host", "extra", "--players", "Ann", "--rules", "long-track", "--server", server()});
    EXPECT_EQ(other_games_rule.exit_code, 2);
    EXPECT_THAT(other_games_rule.err, HasSubstr("is a house rule for the game 'exxtra'"));

    // A name that would steer the others' terminals is refused by the server.
    auto ann = host("extra");
    const std::string code = printed(*ann, "Table ([A-Z0-9-]+) is open");
    const auto eve = run({"--db", history("eve"), "join", server(), code, "--name",
                          "Eve\u001b]0;owned\u0007\u001b[2J\u001b[31mRED"});
    EXPECT_EQ(eve.exit_code, 1);
    EXPECT_THAT(eve.err, HasSubstr("dicebox join: a name holds no control characters"));
    EXPECT_EQ(eve.err.find('\x1b'), std::string::npos);
    EXPECT_EQ(eve.out.find('\x1b'), std::string::npos);
    EXPECT_EQ(ann->output().find('\x1b'), std::string::npos) << ann->output();

    // A server that is not there: a port just freed by a server of its own.
    unsigned short gone = 0;
    {
        const Server stopped(dir_ / "gone.sqlite");
        gone = stopped.port();
    }
    const auto unreachable =
        run({"join", "127.0.0.1:" + std::to_string(gone), "ABCD-EFGH", "--name", "Ann"});
    EXPECT_EQ(unreachable.exit_code, 1);
    EXPECT_THAT(unreachable.err, HasSubstr("cannot reach the server at 127.0.0.1:"));
}

// Issue 36: a link that is no table's, or a server beside a link to another, is refused
// with why and the usage's exit status, before any connection; the server goes on.
TEST_F(TerminalClients, ALinkThatIsNoTablesIsRefusedWithWhy) {
    const auto run = [](const std::vector<std::string>& args) {
        return testing_support::run_process(testing_support::dicebox_binary(), args);
    };
    const std::string at = "http://" + server();
    const std::vector<std::pair<std::vector<std::string>, std::string>> refused{
        {{"join", at + "/t/K7QM", "--name", "Ann"}, "'K7QM' is not a table's code"},
        {{"join", at + "/table/K7QM-2XPA", "--name", "Ann"}, "a table's link is /t/ and its code"},
        {{"join", at, "--name", "Ann"}, "a table's link is /t/ and its code"},
        {{"join", "ftp://" + server() + "/t/K7QM-2XPA", "--name", "Ann"},
         "it begins with http:// or https://"},
        {{"join", server() + "/t/K7QM-2XPA", "--name", "Ann"},
         "it begins with http:// or https://"},
        {{"join", "http://ann@" + server() + "/t/K7QM-2XPA", "--name", "Ann"},
         "names no person before its host"},
        {{"join", "127.0.0.1:1", at + "/t/K7QM-2XPA", "--name", "Ann"},
         "the server 127.0.0.1:1 is not the link's, " + server()},
        {{"join", at + "/t/K7QM-2XPA", "K7QM-2XPA", "--name", "Ann"},
         "holds the table's code: give the link alone"},
        {{"seat", at + "/t/K7QM", "3", "--free"}, "'K7QM' is not a table's code"},
        {{"seat", server(), "3", "--free"}, "seat takes the table's link and the seat"},
        {{"seat", at + "/t/K7QM-2XPA", "--free"}, "seat takes the table's link and the seat"},
        {{"seat", at + "/t/K7QM-2XPA", "first", "--free"}, "'first' is not a seat"},
    };
    for (const auto& [args, why] : refused) {
        const auto result = run(args);
        EXPECT_EQ(result.exit_code, 2) << args[1];
        EXPECT_THAT(result.err, HasSubstr(why)) << args[1];
    }
    // The same server, written otherwise, is the link's: the table is looked for there.
    const auto no_table = run(
        {"--db", history("ann"), "join", "LOCALHOST:" + std::to_string(server_.port()),
         "http://localhost:" + std::to_string(server_.port()) + "/t/NOPE-NOPE", "--name", "Ann"});
    EXPECT_EQ(no_table.exit_code, 1) << no_table.err;
    EXPECT_THAT(no_table.err, HasSubstr("there is no table N0PE-N0PE"));
}

}  // namespace
}  // namespace net_test
