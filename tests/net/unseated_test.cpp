// A connection whose seat a newer connection took with its token (the person's other device,
// a browser's other tab) is told so, and the clients of dicebox stop there instead of taking
// it back as after a lost connection (docs/protocol.md, "The table").
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>

#include "server.hpp"
#include "temp_dir.hpp"
#include "terminal_client.hpp"

namespace net_test {
namespace {

using nlohmann::json;
using testing::HasSubstr;

class Unseated : public ::testing::Test {
  protected:
    testing_support::TempDir dir_;
    Server server_{dir_ / "server.sqlite"};
    std::unique_ptr<WebSocketClient> client_ = server_.connect();
};

TEST_F(Unseated, AnOlderConnectionIsToldThatANewerOneTookItsSeat) {
    const json opened = client_->request(
        {{"cmd", "open"}, {"game", "exxtra"}, {"seats", json::parse(R"([{}, {}])")}});
    auto first = server_.connect();
    const json joined =
        first->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true) << joined.dump();
    auto second = server_.connect();
    ASSERT_EQ(second->request({{"cmd", "rejoin"}, {"token", joined["token"]}})["ok"], true);
    ASSERT_TRUE(first->wait_for([](const json& push) { return push.contains("push"); }));
    EXPECT_EQ(first->pushes().back(), json({{"push", "unseated"},
                                            {"table", opened["code"]},
                                            {"seat", 0},
                                            {"why", "this seat was taken by a newer connection"}}));
    // Still connected, at no table: told of it no more.
    EXPECT_THAT(first->request({{"cmd", "legal"}})["error"].get<std::string>(),
                HasSubstr("join one first"));
    EXPECT_EQ(second->request({{"cmd", "legal"}})["ok"], true);
}

TEST_F(Unseated, TheTerminalWhoseSeatANewerConnectionTookSaysSoAndLeavesItThere) {
    auto ann = client({"--db", (dir_ / "ann.sqlite").string(), "host", "exxtra", "--players",
                       "Ann,Ben", "--server", "127.0.0.1:" + std::to_string(server_.port())},
                      {"XDG_DATA_HOME=" + (dir_ / "ann-data").string()},
                      testing_support::LiveProcess::Output::Terminal);
    ASSERT_TRUE(ann->wait_for("The game begins when every seat is taken.")) << ann->output();
    const std::string token = printed(*ann, "--token ([0-9a-f]+)");
    ASSERT_EQ(token.size(), 32u) << ann->output();
    ASSERT_EQ(client_->request({{"cmd", "rejoin"}, {"token", token}})["ok"], true);
    EXPECT_EQ(ann->exit_code(), 3) << ann->output();
    EXPECT_THAT(ann->output(), HasSubstr("this seat was taken by a newer connection; it is played "
                                         "there now, and not taken back here"));
    EXPECT_THAT(ann->output(), testing::Not(HasSubstr("taking your seat back")));
}

}  // namespace
}  // namespace net_test
