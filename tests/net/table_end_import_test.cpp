// A game kept at a server's table's end, as a file (the one a browser offers), read by the
// real `dicebox import`: its dice checked from the seed revealed, roll by roll, and its
// seed against the SHA-256 announced (docs/protocol.md, "A table's end as a file").
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <string>

#include "dicebox/db/games.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "server.hpp"
#include "temp_dir.hpp"

namespace net_test {
namespace {

using nlohmann::json;
using testing::HasSubstr;

bool to_move(const json& table) {
    const json& to_move = table.at("state").at("to_move");
    return to_move.is_array() &&
           std::find(to_move.begin(), to_move.end(), json(0)) != to_move.end();
}

// Ann plays Exxtra against a random bot, the first legal choice each time: the table as
// its last push shows it, the seed and the log revealed.
json table_at_its_end(const Server& server) {
    auto host = server.connect();
    const json opened = host->request(
        {{"cmd", "open"}, {"game", "exxtra"}, {"seats", json::parse(R"([{}, {"bot":"random"}])")}});
    auto ann = server.connect();
    json table =
        ann->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}})["table"];
    const auto newest = [&] {
        for (const json& push : ann->pushes()) {
            if (push.value("events", 0u) > table.value("events", 0u)) table = push;
        }
    };
    for (int turn = 0; turn < 5000 && !table.contains("seed"); ++turn) {
        newest();
        if (table.contains("seed")) break;
        if (to_move(table)) {
            const json legal = ann->request({{"cmd", "legal"}});
            ann->request({{"cmd", "act"}, {"action", legal.at("actions").at(0)}});
        } else {
            const auto events = table.value("events", 0u);
            ann->wait_for([&](const json& push) { return push.value("events", 0u) > events; });
        }
    }
    table.erase("push");
    return table;
}

class TableEnd : public ::testing::Test {
  protected:
    // The file a client writes at the table's end, with `change` made to its table.
    std::string file_of(const std::function<void(json&)>& change = {}) {
        json table = end_;
        if (change) change(table);
        const auto path = (dir_ / "end.json").string();
        std::ofstream(path) << json{
            {"dicebox", {{"table_end", 1}}},
            {"table", table},
            {"started_at", 1764300000000},
            {"ended_at",
             1764300600000}}.dump(2);
        return path;
    }
    testing_support::ProcessResult import(const std::string& file) {
        return testing_support::run_process(testing_support::dicebox_binary(),
                                            {"--db", history_.string(), "import", file});
    }

    testing_support::TempDir dir_;
    std::filesystem::path history_ = dir_ / "mine.sqlite";
    json end_ = [this] {
        const Server server(dir_ / "server.sqlite");
        return table_at_its_end(server);
    }();
};

TEST_F(TableEnd, AGoodFileIsImportedWithItsDiceCheckedAndOnceOnly) {
    ASSERT_TRUE(end_.contains("seed")) << end_.dump();
    const auto imported = import(file_of());
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_THAT(imported.out, HasSubstr("Its dice are checked: the seed revealed (" +
                                        end_["seed"].get<std::string>() +
                                        ") is the one whose SHA-256 was announced"));
    dicebox::db::Store store(history_, dicebox::db::Access::Read);
    const auto game = dicebox::db::load_game(store, 1);
    EXPECT_TRUE(game.online);
    EXPECT_EQ(game.status, dicebox::db::Status::Finished);
    EXPECT_EQ(game.log_json(), end_["log"]);
    EXPECT_EQ(game.started_at, 1764300000000);
    const auto again = import(file_of());
    EXPECT_EQ(again.exit_code, 0) << again.err;
    EXPECT_THAT(again.out, HasSubstr("already, as game 1: nothing was imported"));
}

TEST_F(TableEnd, ARollTheSeedDoesNotGiveIsRefusedNamingIt) {
    std::size_t first = 0;
    std::string other;
    const json& log = end_.at("log");
    while (!log.at(first).contains("chance")) ++first;
    for (const json& event : log) {
        if (event.contains("chance") && event["chance"] != log[first]["chance"]) {
            other = event["chance"];
            break;
        }
    }
    ASSERT_FALSE(other.empty()) << log.dump();
    const auto refused =
        import(file_of([&](json& table) { table["log"][first]["chance"] = other; }));
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_THAT(refused.err,
                HasSubstr(fmt::format("cannot be trusted: roll {} was \"{}\", but the "
                                      "seed gives {}",
                                      first + 1, other, log[first]["chance"].get<std::string>())));
    EXPECT_THAT(refused.err, HasSubstr("nothing was imported"));
    EXPECT_FALSE(std::filesystem::exists(history_));
}

TEST_F(TableEnd, ASeedThatIsNotTheOneAnnouncedIsRefused) {
    const auto refused =
        import(file_of([](json& table) { table["seed_hash"] = std::string(64, '0'); }));
    EXPECT_EQ(refused.exit_code, 1);
    EXPECT_THAT(refused.err, HasSubstr("is not the one whose SHA-256 was announced"));
    EXPECT_FALSE(std::filesystem::exists(history_));
    const auto unfinished = import(file_of([](json& table) { table.erase("seed"); }));
    EXPECT_EQ(unfinished.exit_code, 1);
    EXPECT_THAT(unfinished.err,
                HasSubstr("has no \"seed\": it is not the table as its game ended"));
}

}  // namespace
}  // namespace net_test
