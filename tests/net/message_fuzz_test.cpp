// The network's message format fuzzed: valid requests cut, spliced, retyped and filled
// with bytes, fed to a real Lobby (the server's protocol without its socket) with the
// real plugins. Each message gets exactly one answer, a JSON object saying whether it
// was done; nothing is thrown, nothing crashes, and the lobby still plays afterwards.
#include <gtest/gtest.h>

#include <boost/asio/executor_work_guard.hpp>
#include <boost/asio/io_context.hpp>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "dicebox/json_text.hpp"
#include "dicebox/net/lobby.hpp"
#include "plugins.hpp"

namespace net_test {
namespace {

using nlohmann::json;

// What the lobby sends, by connection.
class Recorded final : public dicebox::net::Outbox {
  public:
    void send(dicebox::net::ConnectionId connection, std::string message) override {
        if (message.find("\"push\"") == std::string::npos) ++answers[connection];
        sent[connection].push_back(std::move(message));
    }
    std::map<dicebox::net::ConnectionId, std::vector<std::string>> sent;
    std::map<dicebox::net::ConnectionId, std::size_t> answers;
};

// A lobby on this thread, as a server's is on its transport's: the tables' work comes
// back here.
struct FuzzedLobby {
    FuzzedLobby() : lobby(testing_support::registry(), {}, outbox, nullptr, io.get_executor()) {}
    // Sends the message and waits for its answer, which is the last message sent.
    json ask(dicebox::net::ConnectionId client, const std::string& message) {
        const std::size_t before = outbox.answers[client];
        lobby.received(client, message);
        while (outbox.answers[client] == before) io.run_one();
        return dicebox::parse_json(outbox.sent[client].back());
    }
    boost::asio::io_context io;
    boost::asio::executor_work_guard<boost::asio::io_context::executor_type> busy =
        boost::asio::make_work_guard(io);
    Recorded outbox;
    dicebox::net::Lobby lobby;
};

// The requests a client sends, to start each mutation from.
const std::vector<std::string> kValid = {
    R"({"cmd":"open","game":"extra","seats":[{},{"bot":"planner"}]})",
    R"({"cmd":"open","game":"exxtra","seats":[{"name":"Ann"},{}],"params":{},"stand_in":{"bot":"random","after":5}})",
    R"({"cmd":"join","code":"ABCD-EFGH","name":"Ann"})",
    R"({"cmd":"rejoin","token":"00112233445566778899aabbccddeeff"})",
    R"({"cmd":"watch","code":"ABCD-EFGH"})",
    R"({"cmd":"act","action":"2+2 1+5 x3@1"})",
    R"({"cmd":"legal"})",
};

// A valid request changed the way a careless or hostile client would change it.
std::string mutated(std::mt19937_64& random) {
    std::string text = kValid[random() % kValid.size()];
    const auto at = [&] { return static_cast<std::size_t>(random() % (text.size() + 1)); };
    // clang-format off
    static const std::vector<std::string> kPieces = {
        "{", "}", "[", "]", "\"", ":", ",", "null", "true", "-1", "1e999", "\\u0000",
        "\xff\xfe", "\"cmd\"", "\"seats\"", "{\"bot\":7}", "[[[[[[[[", "\"\\ud800\"", " ",
        "\"code\":{}", "18446744073709551616", "\"open\"", "\"act\""};
    // clang-format on
    for (int edits = 1 + static_cast<int>(random() % 4); edits > 0; --edits) {
        switch (random() % 5) {
            case 0:  // cut
                text.erase(at(), random() % 8);
                break;
            case 1:  // a piece of JSON where it does not belong
                text.insert(at(), kPieces[random() % kPieces.size()]);
                break;
            case 2:  // a byte changed
                if (!text.empty()) text[at() % text.size()] = static_cast<char>(random() % 256);
                break;
            case 3: {  // the end of another request spliced on
                const std::string& other = kValid[random() % kValid.size()];
                text = text.substr(0, at()) + other.substr(random() % other.size());
                break;
            }
            default:  // a long run of one character
                text.insert(at(), std::string(random() % 3000, "{[\"a0 "[random() % 6]));
                break;
        }
    }
    return text;
}

TEST(MessageFuzz, EveryMessageGetsOneAnswerAndTheLobbyGoesOn) {
    FuzzedLobby served;
    auto& lobby = served.lobby;
    std::mt19937_64 random(20261126);
    constexpr int kMessages = 20'000;
    constexpr dicebox::net::ConnectionId kClients = 8;
    for (dicebox::net::ConnectionId client = 1; client <= kClients; ++client)
        lobby.connected(client, "10.0.0." + std::to_string(client));
    for (int i = 0; i < kMessages; ++i) {
        const dicebox::net::ConnectionId client = 1 + random() % kClients;
        const std::string message = mutated(random);
        json answer;
        ASSERT_NO_THROW(answer = served.ask(client, message)) << message;
        ASSERT_TRUE(answer.is_object()) << message;
        ASSERT_TRUE(answer.contains("ok")) << message << " → " << answer.dump();
        if (answer["ok"] == false) {
            ASSERT_TRUE(answer["error"].is_string()) << message;
        }
        // Now and then a client goes and another comes.
        if (random() % 50 == 0) {
            lobby.disconnected(client);
            lobby.connected(client, "10.0.0." + std::to_string(client));
        }
    }
    // Still a server: a table opened, joined and played.
    const dicebox::net::ConnectionId ann = kClients + 1;
    lobby.connected(ann, "10.0.0.100");
    const json opened =
        served.ask(ann, R"({"cmd":"open","game":"exxtra","seats":[{},{"bot":"random"}]})");
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    EXPECT_EQ(
        served.ask(ann,
                   json{{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}}.dump())["ok"],
        true);
    EXPECT_EQ(served.ask(ann, R"({"cmd":"legal"})")["ok"], true);
}

}  // namespace
}  // namespace net_test
