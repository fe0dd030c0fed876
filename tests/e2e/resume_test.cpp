// A game stopped and resumed is the game its seed plays in one go: the same dice and the
// same decisions of every bot, whatever the bots drew before the stop. Bots that draw
// from their own streams (random choices, ties broken by chance) are the ones seated.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "dicebox/db/games.hpp"
#include "engine_session.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace resume_test {
namespace {

namespace db = dicebox::db;
using nlohmann::json;
using testing_support::dicebox_binary;
using testing_support::engine_answers;
using testing_support::run_process;
using testing_support::TempDir;
using testing_support::with_db;

struct Table {
    std::string game;
    std::string players;
    std::string seed;
    int answers_before_the_stop;
};

std::string first_choices(int count) {
    std::string input;
    for (int i = 0; i < count; ++i) input += "1\n";
    return input;
}

json stored_log(const std::filesystem::path& file) {
    db::Store store(file, db::Access::Read);
    return db::load_game(store, 1).log_json();
}

// For the names of failing tests.
void PrintTo(const Table& table, std::ostream* out) {
    *out << table.game << " " << table.players << " seed " << table.seed;
}

class ResumedGame : public testing::TestWithParam<Table> {};

TEST_P(ResumedGame, EndsAsTheSameSeedPlayedInOneGo) {
    const Table& table = GetParam();
    TempDir dir;
    const std::vector<std::string> play = {"play",        table.game, "--players",
                                           table.players, "--seed",   table.seed};

    const auto whole = dir / "whole.sqlite";
    const auto in_one_go = run_process(dicebox_binary(), with_db(play, whole), first_choices(400));
    ASSERT_EQ(in_one_go.exit_code, 0) << in_one_go.err;

    const auto stopped = dir / "stopped.sqlite";
    const auto left = run_process(dicebox_binary(), with_db(play, stopped),
                                  first_choices(table.answers_before_the_stop));
    ASSERT_EQ(left.exit_code, 3) << left.out << left.err;
    const auto resumed =
        run_process(dicebox_binary(), with_db({"resume", "1"}, stopped), first_choices(400));
    ASSERT_EQ(resumed.exit_code, 0) << resumed.err;

    EXPECT_EQ(stored_log(stopped), stored_log(whole));
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ResumedGame,
                         testing::Values(Table{"extra", "Ann,bot:greedy", "2132694677", 4},
                                         Table{"extra", "Ann,bot:random", "17", 3},
                                         Table{"exxtra", "Ann,bot:random", "5", 4},
                                         Table{"strike", "Ann,bot:random,bot:careful", "8", 3}),
                         [](const testing::TestParamInfo<Table>& table) {
                             return table.param.game + "_" + std::to_string(table.index);
                         });

// The engine's `replay` request rebuilds a game that its bots go on with as they would
// have in the session that played its first events.
TEST(ResumedEngineGame, BotsGoOnAsInTheUninterruptedSession) {
    const std::string new_game = R"({"cmd":"new","game":"exxtra","players":2,"seed":31,)"
                                 R"("seats":[{"bot":"random"},{"bot":"random"}]})";
    const auto next_move = [](int seat) {
        return R"({"cmd":"bot","seat":)" + std::to_string(seat) + "}";
    };
    // Exxtra alternates a seat's decisions with rolls: each round is a chance and a bot
    // request for the seat in `to_move`. The engine answers a bot request for a seat not
    // to move with a refusal, so both seats are asked each round and one of them acts.
    std::vector<std::string> opening = {new_game};
    for (int round = 0; round < 30; ++round) {
        opening.push_back(R"({"cmd":"chance"})");
        opening.push_back(next_move(0));
        opening.push_back(next_move(1));
    }
    std::vector<std::string> rest;
    for (int round = 0; round < 400; ++round) {
        rest.push_back(R"({"cmd":"chance"})");
        rest.push_back(next_move(0));
        rest.push_back(next_move(1));
    }
    rest.push_back(R"({"cmd":"log"})");

    std::vector<std::string> whole = opening;
    whole.insert(whole.end(), rest.begin(), rest.end());
    const json uninterrupted = engine_answers(whole).back()["log"];

    std::vector<std::string> first = opening;
    first.push_back(R"({"cmd":"log"})");
    const json first_part = engine_answers(first).back()["log"];
    ASSERT_GT(first_part.size(), 20u);
    ASSERT_LT(first_part.size(), uninterrupted.size());

    json replay = json::parse(new_game);
    replay["cmd"] = "replay";
    replay["log"] = first_part;
    std::vector<std::string> resumed = {replay.dump()};
    resumed.insert(resumed.end(), rest.begin(), rest.end());
    EXPECT_EQ(engine_answers(resumed).back()["log"], uninterrupted);
}

}  // namespace
}  // namespace resume_test
