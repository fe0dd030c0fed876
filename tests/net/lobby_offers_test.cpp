// What a server offers a client that builds its own forms (a browser's host form): its
// games and house rules, and a table opened under a rule by its name (docs/protocol.md,
// "Network").
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "dicebox/host/game_list.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "server.hpp"
#include "temp_dir.hpp"

namespace net_test {
namespace {

using nlohmann::json;
using testing::HasSubstr;

// A club's own rule, in a folder given with --rules-folder, and a script that does not load:
// the folder.
std::filesystem::path club_rules(const std::filesystem::path& folder) {
    std::filesystem::create_directories(folder / "extra");
    std::ofstream(folder / "extra" / "club.lua") << R"(return {
  name = "Club night",
  game = "extra",
  version = "2.0",
  description = "Rows still in the zone cost -100.",
  params = { zone_penalty = -100 },
})";
    std::ofstream(folder / "broken.lua") << "return {";
    return folder;
}

class Offers : public ::testing::Test {
  protected:
    json ask(const json& request) { return client_->request(request); }

    testing_support::TempDir dir_;
    std::filesystem::path club_ = club_rules(dir_ / "club");
    Server server_{dir_ / "server.sqlite", {"--rules-folder", club_.string()}};
    std::unique_ptr<WebSocketClient> client_ = server_.connect();
};

TEST_F(Offers, GamesListsEachGameAsTheEngineDoesWithItsBotsParametersAndSeatOptions) {
    const json answer = ask({{"cmd", "games"}});
    ASSERT_EQ(answer["ok"], true) << answer.dump();
    // One source: the engine's list, from the same plugins.
    EXPECT_EQ(answer["games"], dicebox::host::game_list(testing_support::registry()));
    const json* extra = nullptr;
    for (const json& game : answer["games"]) {
        if (game["id"] == "extra") extra = &game;
    }
    ASSERT_NE(extra, nullptr) << answer.dump();
    EXPECT_EQ((*extra)["bots"], json({"random", "greedy", "planner", "expert"}));
    EXPECT_EQ((*extra)["min_players"], 1);
    EXPECT_FALSE((*extra)["params"].empty());
    EXPECT_TRUE((*extra)["seat_options"].dump().find("handicap") != std::string::npos)
        << (*extra)["seat_options"].dump();
    EXPECT_THAT(ask({{"cmd", "games"}, {"game", "extra"}})["error"].get<std::string>(),
                HasSubstr("'games' takes no field but \"cmd\", so not 'game'"));
}

TEST_F(Offers, RulesListsTheShippedRulesAndTheClubsEachForItsGame) {
    const json answer = ask({{"cmd", "rules"}});
    ASSERT_EQ(answer["ok"], true) << answer.dump();
    json club;
    bool gentle = false;
    for (const json& rule : answer["rules"]) {
        if (rule["name"] == "extra/club") club = rule;
        if (rule["name"] == "extra/gentle") gentle = rule["game"] == "extra";
        EXPECT_FALSE(rule.contains("text")) << "the scripts stay at the server";
    }
    EXPECT_TRUE(gentle) << answer.dump();
    EXPECT_EQ(club, json({{"name", "extra/club"},
                          {"game", "extra"},
                          {"title", "Club night"},
                          {"version", "2.0"},
                          {"description", "Rows still in the zone cost -100."}}));
    // The script that does not load is not offered (the server says why on stderr).
    EXPECT_EQ(answer.dump().find("broken"), std::string::npos);
}

TEST_F(Offers, ATableOpenedUnderARuleByItsNamePlaysItsText) {
    const json opened = ask({{"cmd", "open"},
                             {"game", "extra"},
                             {"seats", json::parse(R"([{}, {"bot":"planner"}])")},
                             {"rule", "extra/club"}});
    ASSERT_EQ(opened["ok"], true) << opened.dump();
    EXPECT_EQ(opened["table"]["house_rule"]["name"], "Club night");
    auto ann = server_.connect();
    const json joined = ann->request({{"cmd", "join"}, {"code", opened["code"]}, {"name", "Ann"}});
    ASSERT_EQ(joined["ok"], true) << joined.dump();
    std::ifstream file(club_ / "extra" / "club.lua");
    const std::string text{std::istreambuf_iterator<char>(file), {}};
    EXPECT_EQ(joined["rule_script"], text);
}

TEST_F(Offers, ARuleNotOfferedOrForAnotherGameOrGivenTwiceIsRefusedSayingWhy) {
    const auto refusal = [&](const std::string& game, const json& more) {
        json open = {{"cmd", "open"}, {"game", game}, {"seats", json::parse(R"([{}, {}])")}};
        open.update(more);
        const json answer = ask(open);
        EXPECT_EQ(answer["ok"], false) << answer.dump();
        return answer.value("error", std::string());
    };
    EXPECT_THAT(refusal("extra", {{"rule", "extra/nothing"}}),
                HasSubstr("this server offers no house rule 'extra/nothing'; those it offers for "
                          "EXTRA! are: extra/club, "));
    EXPECT_THAT(refusal("exxtra", {{"rule", "extra/club"}}),
                HasSubstr("the house rule 'extra/club' is for the game 'extra', not for Exxtra"));
    EXPECT_THAT(refusal("extra", {{"rule", "extra/club"}, {"house_rule", "return {}"}}),
                HasSubstr("not both"));
    // Nothing was opened: the server goes on, and opens a table under the printed rules.
    const json opened =
        ask({{"cmd", "open"}, {"game", "extra"}, {"seats", json::parse(R"([{}, {}])")}});
    EXPECT_EQ(opened["ok"], true) << opened.dump();
    EXPECT_FALSE(opened["table"].contains("house_rule"));
}

TEST(ServeRulesFolder, AFolderThatIsNotThereIsWrongArguments) {
    const testing_support::TempDir dir;
    const auto run = testing_support::run_process(
        testing_support::dicebox_binary(),
        {"--db", (dir / "h.sqlite").string(), "serve", "--rules-folder", (dir / "none").string()});
    EXPECT_EQ(run.exit_code, 2);
    EXPECT_THAT(run.err, HasSubstr("--rules-folder"));
}

}  // namespace
}  // namespace net_test
