// The one client of the protocol (dicebox/net/seat_client.hpp) against a real `dicebox
// serve`: each person's seat played from a thread of its own over a real connection, the
// person choosing the first legal choice each time they are asked, as a front end would
// pass it on. What each seat is told, the seat taken back after the server is killed and
// started again, the tries after a lost connection, and the refusals.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <memory>
#include <thread>

#include "dicebox/net/client_connection.hpp"
#include "dicebox/net/seat_client.hpp"
#include "plugins.hpp"
#include "server.hpp"
#include "temp_dir.hpp"

namespace seat_client_test {
namespace {

using dicebox::Told;
using dicebox::net::Refusal;
using dicebox::net::SeatClient;
using dicebox::net::Seating;
using dicebox::net::Stop;
using net_test::Server;
using nlohmann::json;
using testing::HasSubstr;

const dicebox::PluginRegistry& games() {
    static const dicebox::PluginRegistry registry = [] {
        dicebox::PluginRegistry loaded;
        loaded.load_directories({testing_support::plugin_dir()});
        return loaded;
    }();
    return registry;
}

// A person at a seat, over a real connection: asked, they choose the first legal choice
// (or the one given to try_first(), once); a lost connection is made again at once, or after the
// client's wait when `waits` is set. Everything the client tells is kept to be looked at.
class Person final : public dicebox::net::SeatFront {
  public:
    Person(unsigned short port, Seating seating) : port_(port), client_(*this, games(), seating) {}

    // Plays until nothing more happens.
    void play() {
        connect();
        while (!client_.done()) {
            if (!asked_.empty() && std::exchange(choose_, false)) {
                const std::string tried = std::exchange(first_try_, {});
                client_.choose(tried.empty() ? asked_.front() : tried);
            } else if (wait_) {
                if (waits_) std::this_thread::sleep_for(*wait_);
                wait_.reset();
                connect();
            } else {
                read();
            }
        }
    }

    // Changes every message before the client reads it: a server that means harm.
    std::function<void(json&)> tamper;
    // Tries `notation` as soon as the first event is told, before the legal choices are.
    void choose_early(std::string notation) { early_ = std::move(notation); }
    // Tries `notation` the first time the person is asked.
    void try_first(std::string notation) { first_try_ = std::move(notation); }
    void honour_waits() { waits_ = true; }

    SeatClient& client() { return client_; }
    std::string code;
    std::vector<Refusal> refusals;
    std::vector<Stop> stops;
    std::vector<std::string> decisions_refused;
    std::vector<std::chrono::seconds> waited;
    std::vector<Told> told_one_by_one;  // as each push told it, reveals applied
    std::vector<json> pushes;
    std::string transcript;
    // For the test's own thread, which waits for them: the table opened, the seat taken,
    // the events told so far.
    std::atomic<bool> has_code = false;
    std::atomic<bool> has_seat = false;
    std::atomic<std::size_t> events = 0;
    int catch_ups = 0;
    int backs = 0;
    bool has_begun = false;
    std::optional<std::string> unfair;  // once ended: why the dice cannot be trusted, or empty

  private:
    void connect() {
        try {
            connection_ = std::make_unique<dicebox::net::ClientConnection>(
                "127.0.0.1", port_, dicebox::net::Transport::Plain, std::chrono::seconds(60));
        } catch (const dicebox::net::ConnectionError& e) {
            return client_.lost(e.what());
        }
        client_.connected();
    }
    void read() {
        std::optional<json> message;
        try {
            message = connection_->receive();
        } catch (const dicebox::net::ConnectionError& e) {
            return client_.lost(e.what());
        }
        if (!message) return client_.lost("closed");
        if (tamper) tamper(*message);
        transcript += message->dump() + "\n";
        if (message->contains("push")) pushes.push_back(*message);
        client_.received(*message);
    }

    void send(const std::string& message) override { connection_->send(message); }
    void reconnect_after(std::chrono::seconds wait) override {
        waited.push_back(wait);
        wait_ = wait;
    }
    void opened(const std::string& opened_code) override {
        code = opened_code;
        has_code = true;
    }
    void seated() override { has_seat = true; }
    void refused(const Refusal& refusal) override {
        refusals.push_back(refusal);
        has_code = true;
        has_seat = true;
    }
    void began() override { has_begun = true; }
    void told(std::size_t index, const Told& event,
              const std::vector<dicebox::Revealed>& revealed) override {
        EXPECT_EQ(index, told_one_by_one.size());
        for (const auto& decision : revealed)
            told_one_by_one.at(decision.index) = {decision.seat, decision.notation, false};
        told_one_by_one.push_back(event);
        events = told_one_by_one.size();
        if (!early_.empty()) client_.choose(std::exchange(early_, {}));
    }
    void caught_up() override {
        ++catch_ups;
        told_one_by_one = client_.told();
        events = told_one_by_one.size();
    }
    void asked(const std::vector<std::string>& legal) override {
        asked_ = legal;
        choose_ = true;
    }
    void decision_refused(const std::string& why) override {
        decisions_refused.push_back(why);
        choose_ = true;
    }
    void back() override { ++backs; }
    void ended(const dicebox::net::CheckedEnd& end) override {
        unfair = end.unfair;
        ended_log = end.game.session->log_json();
    }
    void stopped(const Stop& stop) override { stops.push_back(stop); }

  public:
    json ended_log;

  private:
    unsigned short port_;
    std::unique_ptr<dicebox::net::ClientConnection> connection_;
    SeatClient client_;
    std::vector<std::string> asked_;
    bool choose_ = false;
    std::string first_try_;
    std::string early_;
    std::optional<std::chrono::seconds> wait_;
    bool waits_ = false;
};

Seating opening(const json& seats, const std::string& name) {
    return {{{"cmd", "open"}, {"game", "extra"}, {"seats", seats}}, {}, name, {}, {}, nullptr};
}

Seating joining(const std::string& code, const std::string& name) {
    return {nullptr, code, name, {}, {}, nullptr};
}

// A server that names a seat with a terminal's commands, and refuses a move in them: what
// the client tells its front end is printable (dicebox/names.hpp), the game played on.
TEST(SeatClient, WhatAServerChoseReachesTheFrontPrintable) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite");
    Person ann(server.port(), opening(json::parse(R"([{"name":"Ann"},{"bot":"greedy"}])"), "Ann"));
    const std::string steering = "greedy\u001b]0;owned\u0007\u001b[2J";
    ann.tamper = [&](json& message) {
        for (json* table : {&message, message.contains("table") ? &message["table"] : nullptr}) {
            if (table != nullptr && table->contains("seats") && (*table)["seats"].size() == 2)
                (*table)["seats"][1]["name"] = steering;
        }
        if (message.value("error", json()).is_string()) message["error"] = "no\u001b[31m";
    };
    ann.try_first("9+9 9+9 x9@9");
    ann.play();
    ASSERT_TRUE(ann.unfair) << ann.transcript;
    EXPECT_EQ(ann.client().names().at(1), "greedy\ufffd]0;owned\ufffd\ufffd[2J");
    ASSERT_EQ(ann.decisions_refused.size(), 1u);
    EXPECT_EQ(ann.decisions_refused.front(), "no\ufffd[31m");
}

// A board lets a person choose from what it shows, before the client has the legal
// choices: the choice is sent, the server checks it, and the game goes on.
TEST(SeatClient, AChoiceMadeBeforeTheLegalOnesAreToldIsSentAndChecked) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite");
    Person ann(server.port(), opening(json::parse(R"([{"name":"Ann"},{"bot":"greedy"}])"), "Ann"));
    ann.choose_early("9+9 9+9 x9@9");
    ann.play();
    ASSERT_TRUE(ann.unfair) << ann.transcript;
    EXPECT_EQ(*ann.unfair, "");
    ASSERT_EQ(ann.decisions_refused.size(), 1u) << ann.transcript;
    EXPECT_THAT(ann.decisions_refused.front(), HasSubstr("9"));
    EXPECT_TRUE(ann.stops.empty());
}

// Ann opens an EXTRA! table for herself, Ben and a planner; each plays from a thread.
TEST(SeatClient, TwoPeopleAndABotPlayToTheEndEachToldOnlyWhatTheirSeatMayKnow) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite");
    Person ann(server.port(),
               opening(json::parse(R"([{"name":"Ann"},{"name":"Ben"},{"bot":"planner"}])"), "Ann"));
    std::thread anns([&] { ann.play(); });
    // Ben joins once the table is there.
    while (!ann.has_code) std::this_thread::yield();
    ASSERT_TRUE(ann.refusals.empty());
    Person ben(server.port(), joining(ann.code, "Ben"));
    // His first try is no choice at all, refused in the rules' words; then he plays on.
    ben.try_first("9+9 9+9 x9@9");
    std::thread bens([&] { ben.play(); });
    anns.join();
    bens.join();

    for (Person* person : {&ann, &ben}) {
        ASSERT_TRUE(person->unfair) << person->transcript;
        EXPECT_EQ(*person->unfair, "");
        EXPECT_TRUE(person->has_begun);
        EXPECT_TRUE(person->stops.empty());
        // At the end every choice is revealed: the seat's events are the whole game's.
        json told = json::array();
        for (const Told& event : person->told_one_by_one) told.push_back(dicebox::to_json(event));
        EXPECT_EQ(told, person->ended_log);
        EXPECT_EQ(told, person->client().table().at("log"));
    }
    EXPECT_EQ(ann.client().you(), 0);
    EXPECT_EQ(ben.client().you(), 1);
    EXPECT_EQ(ben.client().names(), (std::vector<std::string>{"Ann", "Ben", "planner"}));
    ASSERT_FALSE(ben.decisions_refused.empty());
    EXPECT_THAT(ben.decisions_refused.front(), HasSubstr("cannot play '9+9 9+9 x9@9'"));
    // Nobody was told another seat's choice before the round was revealed: a decision of
    // Ann's or the planner's is told to Ben with what it was only when it was the last on
    // its roll, after which the next roll is due, or the game is over.
    for (const json& push : ben.pushes) {
        const json& event = push.value("event", json::object());
        if (event.value("seat", 1) == 1 || !event.contains("action")) continue;
        EXPECT_TRUE(push["state"]["to_move"] == "chance" || push["state"]["terminal"] == true)
            << push.dump();
    }
}

TEST(SeatClient, ASeatIsTakenBackByItselfAfterTheServerIsKilledAndStartedAgain) {
    const testing_support::TempDir dir;
    auto server = std::make_unique<Server>(dir / "server.sqlite");
    const unsigned short port = server->port();
    Person ann(port, opening(json::parse(R"([{"name":"Ann"},{"bot":"planner"}])"), "Ann"));
    ann.honour_waits();
    std::thread anns([&] { ann.play(); });
    // Killed once the game is under way, and started again on the same port.
    while (ann.events < 10) std::this_thread::yield();
    server->kill();
    server = std::make_unique<Server>(dir / "server.sqlite", std::vector<std::string>{}, port);
    anns.join();

    ASSERT_TRUE(ann.unfair) << ann.transcript;
    EXPECT_EQ(*ann.unfair, "");
    EXPECT_GE(ann.backs, 1);
    EXPECT_GE(ann.catch_ups, 1);
    ASSERT_FALSE(ann.waited.empty());
    EXPECT_EQ(ann.waited.front(), std::chrono::seconds(1));
    json told = json::array();
    for (const Told& event : ann.told_one_by_one) told.push_back(dicebox::to_json(event));
    EXPECT_EQ(told, ann.ended_log);
}

TEST(SeatClient, AServerGoneForGoodIsTriedSixTimesAfterLongerWaitsThenTheSeatWaitsThere) {
    const testing_support::TempDir dir;
    auto server = std::make_unique<Server>(dir / "server.sqlite");
    Person ann(server->port(), opening(json::parse(R"([{"name":"Ann"},{}])"), "Ann"));
    std::thread anns([&] { ann.play(); });
    // Seated, waiting for a second person who never comes; then the server is gone.
    while (!ann.has_seat) std::this_thread::yield();
    server->kill();
    anns.join();

    using std::chrono::seconds;
    EXPECT_EQ(ann.waited, (std::vector<seconds>{seconds(1), seconds(2), seconds(4), seconds(8),
                                                seconds(8), seconds(8)}));
    ASSERT_EQ(ann.stops.size(), 1u);
    EXPECT_EQ(ann.stops.front().kind, Stop::Kind::Unreachable);
    EXPECT_EQ(ann.client().token().size(), 32u);
}

TEST(SeatClient, ASeatThatCannotBeTakenIsRefusedSayingWhy) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite");
    Person nobody(server.port(), joining("ZZZZ-ZZZZ", "Ann"));
    nobody.play();
    ASSERT_EQ(nobody.refusals.size(), 1u);
    EXPECT_EQ(nobody.refusals.front().kind, Refusal::Kind::Seat);
    EXPECT_EQ(nobody.refusals.front().why, "there is no table ZZZZ-ZZZZ");

    Person guesser(server.port(), {nullptr, {}, {}, std::string(32, '0'), {}, nullptr});
    guesser.play();
    ASSERT_EQ(guesser.refusals.size(), 1u);
    EXPECT_EQ(guesser.refusals.front().why, "no seat has that token");

    Person opener(server.port(), opening(json::parse(R"([{}, {"bot":"nobody"}])"), "Ann"));
    opener.play();
    ASSERT_EQ(opener.refusals.size(), 1u);
    EXPECT_EQ(opener.refusals.front().kind, Refusal::Kind::Table);
    EXPECT_THAT(opener.refusals.front().why, HasSubstr("has no bot 'nobody'"));

    // Nobody answers on the port of a server that has stopped.
    unsigned short port = 0;
    {
        const Server gone(dir / "gone.sqlite");
        port = gone.port();
    }
    Person alone(port, joining("ZZZZ-ZZZZ", "Ann"));
    alone.play();
    ASSERT_EQ(alone.refusals.size(), 1u);
    EXPECT_EQ(alone.refusals.front().kind, Refusal::Kind::Unreachable);
}

// Ann's seat is taken with her token from another device: her client stops, says why, and
// does not take the seat back by itself as after a lost connection.
TEST(SeatClient, ASeatTakenByANewerConnectionIsNotTakenBackAndItsTokenIsKept) {
    const testing_support::TempDir dir;
    const Server server(dir / "server.sqlite");
    Person ann(server.port(), opening(json::parse(R"([{"name":"Ann"},{}])"), "Ann"));
    std::thread anns([&] { ann.play(); });
    while (!ann.has_seat) std::this_thread::yield();
    const std::string token = ann.client().token();
    auto other = server.connect();
    const json back = other->request({{"cmd", "rejoin"}, {"token", token}});
    anns.join();

    ASSERT_EQ(back["ok"], true) << back.dump();
    ASSERT_EQ(ann.stops.size(), 1u) << ann.transcript;
    EXPECT_EQ(ann.stops.front().kind, Stop::Kind::Unseated);
    EXPECT_EQ(ann.stops.front().why, "this seat was taken by a newer connection");
    EXPECT_TRUE(ann.waited.empty());
    EXPECT_TRUE(ann.client().done());
    EXPECT_EQ(ann.client().token(), token);
}

TEST(SeatClient, EachTryAfterALostConnectionWaitsLongerUpToEightSeconds) {
    using std::chrono::seconds;
    std::vector<seconds> waits;
    for (int attempt = 0; attempt < SeatClient::kTries; ++attempt)
        waits.push_back(SeatClient::wait_before(attempt));
    EXPECT_EQ(waits, (std::vector<seconds>{seconds(1), seconds(2), seconds(4), seconds(8),
                                           seconds(8), seconds(8)}));
}

}  // namespace
}  // namespace seat_client_test
