#include "records_fixture.hpp"

#include <string>

#include "dicebox/db/games.hpp"

namespace records_fixture {
namespace {

using namespace dicebox::db;

struct Seat {
    std::string player;
    int score = 0;
    int rank = 0;
    bool winner = false;
};

GameRecord game(const std::string& module, const std::string& variant, int at,
                const std::vector<Seat>& seats) {
    GameRecord game;
    game.module = module;
    game.module_name = module;
    game.module_version = "1.0.0";
    game.lower_score_wins = module == "strike";
    game.variant = variant;
    game.variant_hash = "hash-" + variant;
    game.seed = static_cast<std::uint64_t>(at);
    game.started_at = minute(at) - 30'000;
    game.ended_at = minute(at);
    game.status = Status::Finished;
    for (const auto& seat : seats) {
        SeatRecord record;
        record.player = seat.player;
        record.score = seat.score;
        record.rank = seat.rank;
        record.winner = seat.winner;
        game.seats.push_back(record);
    }
    return game;
}

}  // namespace

std::vector<std::int64_t> write(const std::filesystem::path& file) {
    std::vector<GameRecord> games(13);
    games[1] = game("extra", "standard", 1, {{"Ann", 150, 1, true}, {"Ben", 120, 2}});
    games[2] =
        game("extra", "standard", 2, {{"Ann", 100, 2}, {"Ben", 130, 1, true}, {"Cid", 90, 3}});
    games[3] = game("extra", "standard", 3,
                    {{"Ann", 140, 1, true}, {"Ben", 140, 1, true}, {"Cid", 80, 3}});
    games[4] = game("extra", "standard", 4, {{"Ann", 160, 1, true}});
    games[5] = game("extra", "standard", 5, {{"Ann", 90, 1}});
    games[6] = game("extra", "standard", 6, {{"Ann", 170, 1, true}, {"Cid", 110, 2}});
    games[7] = game("extra", "short", 7, {{"Ben", 60, 2}, {"Cid", 70, 1, true}});
    games[8] = game("strike", "standard", 8, {{"Ann", 3, 1, true}, {"Ben", 5, 2}});
    games[9] = game("strike", "standard", 9, {{"Ann", 4, 2}, {"Ben", 2, 1, true}, {"Cid", 4, 2}});
    games[10] = game("strike", "standard", 10, {{"Ben", 7, 1}});
    games[11] = game("extra", "standard", 11, {{"Ann", 300, 1, true}, {"Ben", 50, 2}});
    games[11].simulated = true;
    games[12] = game("extra", "standard", 12, {{"Ann", 0, 0}, {"Eve", 0, 0}});
    games[12].status = Status::Unfinished;
    games[12].ended_at.reset();
    for (auto& seat : games[12].seats) {
        seat.score.reset();
        seat.rank.reset();
    }

    Store store(file, Access::Write);
    GameWriter writer(store);
    std::vector<std::int64_t> ids(games.size());
    store.transaction("writing the records fixture", [&] {
        for (const int number : {9, 1, 12, 5, 2, 11, 7, 3, 10, 6, 4, 8}) {
            ids[static_cast<std::size_t>(number)] =
                writer.insert(games[static_cast<std::size_t>(number)]);
        }
    });
    return ids;
}

}  // namespace records_fixture
