// Browsing the history: which games a filter finds, in which order, with which seats.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "backends.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/history.hpp"
#include "dicebox/db/online_tables.hpp"

namespace {

using namespace dicebox::db;
using ::testing::ElementsAre;

// A finished game: the first player wins with 10 points, the others get 5.
GameRecord game_at(const std::string& module, std::int64_t started_at,
                   const std::vector<std::string>& players, bool simulated = false,
                   const std::string& variant = "standard") {
    GameRecord game;
    game.module = module;
    game.module_name = module;
    game.module_version = "1.0.0";
    game.variant = variant;
    game.variant_hash = "hash-" + variant;
    game.seed = static_cast<std::uint64_t>(started_at);
    game.started_at = started_at;
    game.ended_at = started_at + 60'000;
    game.status = Status::Finished;
    game.simulated = simulated;
    for (std::size_t seat = 0; seat < players.size(); ++seat) {
        SeatRecord record;
        record.player = players[seat];
        if (record.player.rfind("bot:", 0) == 0) record.bot = record.player.substr(4);
        record.score = seat == 0 ? 10 : 5;
        record.rank = seat == 0 ? 1 : 2;
        record.winner = seat == 0;
        game.seats.push_back(std::move(record));
    }
    return game;
}

class History : public ::testing::TestWithParam<db_test::Backend> {
  protected:
    std::int64_t add(const GameRecord& game) {
        std::int64_t id = 0;
        store_.transaction("test", [&] { id = writer_.insert(game); });
        return id;
    }
    std::vector<std::int64_t> ids(HistoryFilter filter) { return find_games(store_, filter); }

    db_test::TestHistory history_{GetParam()};
    Store store_{history_.location(), Access::Write};
    GameWriter writer_{store_};
};

TEST_P(History, ListsNewestFirstAndTheLaterIdFirstAmongEqualStarts) {
    const auto a = add(game_at("extra", 3000, {"Ann"}));
    const auto b = add(game_at("extra", 1000, {"Ann"}));
    const auto c = add(game_at("exxtra", 2000, {"Ann", "Ben"}));
    const auto d = add(game_at("strike", 3000, {"Ben", "Ann"}));
    EXPECT_THAT(ids({}), ElementsAre(d, a, c, b));
}

TEST_P(History, TheLimitKeepsTheNewestGames) {
    for (int i = 0; i < 30; ++i) add(game_at("extra", 1000 + i, {"Ann"}));
    HistoryFilter filter;
    EXPECT_EQ(ids(filter).size(), 20u) << "20 by default";
    filter.limit = 3;
    EXPECT_THAT(ids(filter), ElementsAre(30, 29, 28));
    filter.limit = std::nullopt;
    EXPECT_EQ(ids(filter).size(), 30u);
}

TEST_P(History, ListsPlayedGamesOnlyUnlessSimulatedOnesAreAsked) {
    const auto played = add(game_at("extra", 1000, {"Ann"}));
    const auto simulated = add(game_at("extra", 2000, {"bot:greedy"}, true));
    EXPECT_THAT(ids({}), ElementsAre(played));
    HistoryFilter filter;
    filter.simulated = true;
    EXPECT_THAT(ids(filter), ElementsAre(simulated, played));
}

TEST_P(History, FiltersByGameAndVariant) {
    const auto extra = add(game_at("extra", 1000, {"Ann"}));
    const auto short_extra = add(game_at("extra", 2000, {"Ann"}, false, "short"));
    const auto exxtra = add(game_at("exxtra", 3000, {"Ann", "Ben"}));
    const auto short_strike = add(game_at("strike", 4000, {"Ann", "Ben"}, false, "short"));
    HistoryFilter filter;
    filter.game = "extra";
    EXPECT_THAT(ids(filter), ElementsAre(short_extra, extra));
    filter.variant = "short";
    EXPECT_THAT(ids(filter), ElementsAre(short_extra));
    filter.game.reset();
    EXPECT_THAT(ids(filter), ElementsAre(short_strike, short_extra));
    filter = {};
    filter.game = "exxtra";
    EXPECT_THAT(ids(filter), ElementsAre(exxtra));
    filter.game = "chess";
    EXPECT_THAT(ids(filter), ElementsAre());
}

TEST_P(History, FiltersByPlayer) {
    const auto ann = add(game_at("extra", 1000, {"Ann"}));
    const auto both = add(game_at("exxtra", 2000, {"Ben", "Ann"}));
    const auto ben = add(game_at("extra", 3000, {"Ben"}));
    const auto bots = add(game_at("strike", 4000, {"bot:greedy", "bot:greedy"}));
    HistoryFilter filter;
    filter.player = "Ann";
    EXPECT_THAT(ids(filter), ElementsAre(both, ann));
    filter.player = "Ben";
    EXPECT_THAT(ids(filter), ElementsAre(ben, both));
    filter.player = "bot:greedy";
    EXPECT_THAT(ids(filter), ElementsAre(bots)) << "a player in two seats: one game";
    filter.player = "Nobody";
    EXPECT_THAT(ids(filter), ElementsAre());
}

TEST_P(History, SinceIncludesItsMomentAndUntilExcludesIt) {
    const auto early = add(game_at("extra", 1000, {"Ann"}));
    const auto middle = add(game_at("extra", 2000, {"Ann"}));
    const auto late = add(game_at("extra", 3000, {"Ann"}));
    HistoryFilter filter;
    filter.since = 2000;
    EXPECT_THAT(ids(filter), ElementsAre(late, middle));
    filter.until = 3000;
    EXPECT_THAT(ids(filter), ElementsAre(middle));
    filter.since.reset();
    EXPECT_THAT(ids(filter), ElementsAre(middle, early));
}

TEST_P(History, AServersTablesAreTakenUpByTheServerAndNotResumedHere) {
    GameRecord local = game_at("extra", 1000, {"Ann"});
    local.status = Status::Unfinished;
    local.ended_at.reset();
    const auto alone = add(local);
    GameRecord online = local;
    online.started_at = 2000;
    const auto at_table = insert_online_game(store_, online,
                                             {"ABCD-EFGH",
                                              {"hash-of-ann's-token"},
                                              StandIn{"planner", std::chrono::seconds(90)},
                                              "return { name = 'Gentle' }",
                                              "hash-of-the-host-token",
                                              nlohmann::json::array()});
    EXPECT_TRUE(online.online);

    EXPECT_THAT(unfinished_games(store_, 10),
                ElementsAre(testing::Field(&HistoryEntry::id, alone)));
    EXPECT_EQ(table_of(store_, at_table), "ABCD-EFGH");
    EXPECT_EQ(table_of(store_, alone), "");
    auto tables = unfinished_online_games(store_);
    ASSERT_EQ(tables.size(), 1u);
    EXPECT_EQ(tables[0].game.id, at_table);
    EXPECT_TRUE(tables[0].game.online);
    EXPECT_EQ(tables[0].table.code, "ABCD-EFGH");
    EXPECT_THAT(tables[0].table.token_hashes, ElementsAre("hash-of-ann's-token"));
    ASSERT_TRUE(tables[0].table.stand_in);
    EXPECT_EQ(tables[0].table.stand_in->bot, "planner");
    EXPECT_EQ(tables[0].table.stand_in->after, std::chrono::seconds(90));
    EXPECT_EQ(tables[0].table.rule_script, "return { name = 'Gentle' }");
    EXPECT_TRUE(list_games(store_, {})[0].online);
    // Shown and replayed under the text kept, the only copy there may be of the rule.
    EXPECT_EQ(load_game(store_, at_table).rule_script, "return { name = 'Gentle' }");
    EXPECT_EQ(load_game(store_, alone).rule_script, "");

    // A finished game's table is over.
    online.status = Status::Finished;
    online.ended_at = 3000;
    store_.transaction("test", [&] { writer_.update_end(online); });
    EXPECT_TRUE(unfinished_online_games(store_).empty());
}

TEST_P(History, ATableWaitingForPeopleIsKeptUntilItsGameTakesItsPlace) {
    WaitingTable waiting;
    waiting.table = {"ABCD-EFGH",
                     {"", ""},
                     StandIn{"planner", std::chrono::seconds(90)},
                     "return { name = 'Gentle' }",
                     "",
                     nlohmann::json::array()};
    waiting.module = "extra";
    waiting.params = {{"rounds", 3}};
    waiting.seats = nlohmann::json::parse(R"([{"name": "Ann"}, {"name": ""}])");
    waiting.seed = 0xFEDC'BA98'7654'3210;  // above the signed range: kept as its bits
    waiting.opened_at = 1000;
    keep_waiting_table(store_, waiting);
    WaitingTable other = waiting;
    other.table = {"JKLM-NPQR", {""}, std::nullopt, "", "", nlohmann::json::array()};
    other.opened_at = 2000;
    keep_waiting_table(store_, other);

    // A seat taken replaces what was kept, and nothing else of it.
    waiting.table.token_hashes[0] = "hash-of-ann's-token";
    waiting.seats[0]["seated"] = true;
    waiting.opened_at = 5000;
    keep_waiting_table(store_, waiting);
    auto kept = waiting_tables(store_);
    ASSERT_EQ(kept.size(), 2u);
    EXPECT_EQ(kept[0].table.code, "ABCD-EFGH");
    EXPECT_THAT(kept[0].table.token_hashes, ElementsAre("hash-of-ann's-token", ""));
    EXPECT_EQ(kept[0].seats, waiting.seats);
    EXPECT_EQ(kept[0].opened_at, 1000);
    EXPECT_EQ(kept[0].module, "extra");
    EXPECT_EQ(kept[0].params, waiting.params);
    EXPECT_EQ(kept[0].seed, waiting.seed);
    ASSERT_TRUE(kept[0].table.stand_in);
    EXPECT_EQ(kept[0].table.stand_in->after, std::chrono::seconds(90));
    EXPECT_EQ(kept[0].table.rule_script, "return { name = 'Gentle' }");
    EXPECT_EQ(kept[1].table.code, "JKLM-NPQR");
    EXPECT_FALSE(kept[1].table.stand_in);
    EXPECT_EQ(kept[1].table.rule_script, "");

    // Its game begun takes its place; a table everybody left is forgotten.
    GameRecord game = game_at("extra", 6000, {"Ann", "Ben"});
    game.status = Status::Unfinished;
    game.ended_at.reset();
    insert_online_game(store_, game, waiting.table);
    ASSERT_EQ(waiting_tables(store_).size(), 1u);
    EXPECT_EQ(waiting_tables(store_)[0].table.code, "JKLM-NPQR");
    drop_waiting_table(store_, "JKLM-NPQR");
    EXPECT_TRUE(waiting_tables(store_).empty());
    EXPECT_EQ(unfinished_online_games(store_).size(), 1u);
}

TEST_P(History, EntriesCarryTheGameAndEachSeatsResult) {
    add(game_at("exxtra", 5000, {"Ann", "bot:bold"}, false, "short"));
    GameRecord unfinished = game_at("extra", 6000, {"Ben"});
    unfinished.status = Status::Unfinished;
    unfinished.ended_at.reset();
    unfinished.seats[0] =
        SeatRecord{"Ben", "", {{"handicap", true}}, std::nullopt, std::nullopt, false};
    add(unfinished);

    const auto entries = list_games(store_, {});
    ASSERT_EQ(entries.size(), 2u);
    const auto& open = entries[0];
    EXPECT_EQ(open.id, 2);
    EXPECT_EQ(open.module, "extra");
    EXPECT_EQ(open.status, Status::Unfinished);
    EXPECT_FALSE(open.ended_at);
    ASSERT_EQ(open.seats.size(), 1u);
    EXPECT_EQ(open.seats[0].player, "Ben");
    EXPECT_FALSE(open.seats[0].score);
    EXPECT_FALSE(open.seats[0].winner);

    const auto& done = entries[1];
    EXPECT_EQ(done.started_at, 5000);
    EXPECT_EQ(done.ended_at, 65'000);
    EXPECT_EQ(done.variant, "short");
    EXPECT_EQ(done.status, Status::Finished);
    EXPECT_FALSE(done.simulated);
    ASSERT_EQ(done.seats.size(), 2u);
    EXPECT_EQ(done.seats[0].player, "Ann");
    EXPECT_EQ(done.seats[0].score, 10);
    EXPECT_EQ(done.seats[0].rank, 1);
    EXPECT_TRUE(done.seats[0].winner);
    EXPECT_EQ(done.seats[1].player, "bot:bold");
    EXPECT_EQ(done.seats[1].bot, "bold");
    EXPECT_EQ(done.seats[1].score, 5);
    EXPECT_FALSE(done.seats[1].winner);
}

// Many games, most of them simulated, many started in the same millisecond (so that the
// order of ids counts too), of a bot in nearly all and of people in few.
std::vector<GameRecord> fill_at_random(Store& store, GameWriter& writer) {
    const std::vector<std::string> modules = {"extra", "exxtra", "strike"};
    const std::vector<std::string> variants = {"standard", "short"};
    const std::vector<Status> statuses = {Status::Finished, Status::Finished, Status::Unfinished,
                                          Status::Aborted};
    std::vector<GameRecord> games;
    std::uint64_t x = 12345;
    const auto next = [&](std::uint64_t n) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        return (x >> 33) % n;
    };
    store.transaction("fill", [&] {
        for (int i = 0; i < 6000; ++i) {
            const auto start = static_cast<std::int64_t>(next(3000));
            const bool simulated = next(10) != 0;
            std::vector<std::string> players = {"bot:greedy"};
            if (next(4) == 0) players.push_back("Ann");
            if (next(50) == 0) players.push_back("Rare");
            auto game = game_at(modules[next(3)], start, players, simulated, variants[next(2)]);
            game.status = statuses[next(4)];
            game.id = writer.insert(game);
            games.push_back(std::move(game));
        }
    });
    return games;
}

bool matches(const HistoryFilter& filter, const GameRecord& game) {
    const bool seated = !filter.player || std::any_of(game.seats.begin(), game.seats.end(),
                                                      [&](const SeatRecord& seat) {
                                                          return seat.player == *filter.player;
                                                      });
    return seated && (filter.simulated || !game.simulated) &&
           (!filter.game || game.module == *filter.game) &&
           (!filter.variant || game.variant == *filter.variant) &&
           (!filter.since || game.started_at >= *filter.since) &&
           (!filter.until || game.started_at < *filter.until);
}

// The filters over the random games: each player, played and simulated, with and without
// a game, a variant and dates.
std::vector<HistoryFilter> random_filters() {
    std::vector<HistoryFilter> filters;
    for (const std::optional<std::string>& player :
         {std::optional<std::string>(), std::optional<std::string>("bot:greedy"),
          std::optional<std::string>("Ann"), std::optional<std::string>("Rare")}) {
        for (const bool simulated : {false, true}) {
            HistoryFilter filter;
            filter.player = player;
            filter.simulated = simulated;
            filter.limit = std::nullopt;
            filters.push_back(filter);
            filter.limit = 7;
            filter.game = "exxtra";
            filters.push_back(filter);
            filter.variant = "short";
            filter.since = 500;
            filter.until = 2500;
            filters.push_back(filter);
            filter.game.reset();
            filter.limit = 100;
            filters.push_back(filter);
        }
    }
    return filters;
}

std::string describe(const HistoryFilter& filter) {
    return "player " + filter.player.value_or("-") + ", game " + filter.game.value_or("-") +
           ", variant " + filter.variant.value_or("-") + ", simulated " +
           std::to_string(filter.simulated) + ", order " +
           std::to_string(static_cast<int>(filter.order)) + (filter.descending ? " down" : " up");
}

// The ids of the games the filter matches, sorted by `before`, without a limit.
template <class Before>
std::vector<std::int64_t> expected_ids(const std::vector<GameRecord>& games,
                                       const HistoryFilter& filter, Before before) {
    std::vector<const GameRecord*> expected;
    for (const auto& game : games) {
        if (matches(filter, game)) expected.push_back(&game);
    }
    std::sort(expected.begin(), expected.end(), before);
    std::vector<std::int64_t> ids;
    for (const auto* game : expected) ids.push_back(game->id);
    return ids;
}

bool newer(const GameRecord* a, const GameRecord* b) {
    return a->started_at != b->started_at ? a->started_at > b->started_at : a->id > b->id;
}

// The history finds a player's games one way when they sat in few games and another
// when they sat in thousands (a bot of a simulation); both must agree with a plain
// look at every game, for every filter.
TEST_P(History, EveryFilterFindsWhatAPlainScanFinds) {
    const auto games = fill_at_random(store_, writer_);
    for (const auto& filter : random_filters()) {
        auto expected = expected_ids(games, filter, newer);
        if (filter.limit && expected.size() > *filter.limit) expected.resize(*filter.limit);
        EXPECT_EQ(ids(filter), expected) << describe(filter);
    }
}

// The view reads the history a page at a time, each page after the last game of the one
// before: the pages together are the whole list, in both directions of the date order.
TEST_P(History, PagesByDateFollowEachOtherInBothDirections) {
    const auto games = fill_at_random(store_, writer_);
    for (auto filter : random_filters()) {
        for (const bool descending : {true, false}) {
            filter.descending = descending;
            filter.limit = std::nullopt;
            filter.after.reset();
            const auto expected =
                expected_ids(games, filter, [&](const GameRecord* a, const GameRecord* b) {
                    return descending ? newer(a, b) : newer(b, a);
                });
            EXPECT_EQ(ids(filter), expected) << describe(filter);
            filter.limit = 37;
            std::vector<std::int64_t> paged;
            for (;;) {
                const auto page = ids(filter);
                ASSERT_LE(page.size(), 37u);
                paged.insert(paged.end(), page.begin(), page.end());
                if (page.size() < 37) break;
                const auto& last = games.at(static_cast<std::size_t>(page.back() - 1));
                filter.after = HistoryCursor{last.started_at, last.id};
            }
            EXPECT_EQ(paged, expected) << describe(filter);
        }
    }
}

// By game, variant or status, A to Z or Z to A, the newest first among equals; a page
// by its offset.
TEST_P(History, SortsByGameVariantAndStatusAndPagesByOffset) {
    const auto games = fill_at_random(store_, writer_);
    const auto status_rank = [](Status status) {
        return status == Status::Unfinished ? 0 : status == Status::Finished ? 1 : 2;
    };
    for (const auto order : {HistoryOrder::Game, HistoryOrder::Variant, HistoryOrder::Status}) {
        const auto key = [&](const GameRecord* game) {
            return order == HistoryOrder::Game      ? game->module
                   : order == HistoryOrder::Variant ? game->variant
                                                    : std::to_string(status_rank(game->status));
        };
        for (auto filter : random_filters()) {
            for (const bool descending : {false, true}) {
                filter.order = order;
                filter.descending = descending;
                filter.limit = std::nullopt;
                filter.offset = 0;
                const auto expected =
                    expected_ids(games, filter, [&](const GameRecord* a, const GameRecord* b) {
                        if (key(a) != key(b)) return descending ? key(a) > key(b) : key(a) < key(b);
                        return newer(a, b);
                    });
                EXPECT_EQ(ids(filter), expected) << describe(filter);
                filter.limit = 25;
                filter.offset = 40;
                const auto from = std::min<std::size_t>(40, expected.size());
                const auto to = std::min<std::size_t>(65, expected.size());
                EXPECT_EQ(ids(filter), std::vector<std::int64_t>(
                                           expected.begin() + static_cast<std::ptrdiff_t>(from),
                                           expected.begin() + static_cast<std::ptrdiff_t>(to)))
                    << describe(filter);
            }
        }
    }
}

TEST_P(History, ACursorInTheMiddleOfEqualStartsTakesTheRestOfThem) {
    const auto a = add(game_at("extra", 1000, {"Ann"}));
    const auto b = add(game_at("exxtra", 2000, {"Ann", "Ben"}));
    const auto c = add(game_at("strike", 2000, {"Ben"}));
    const auto d = add(game_at("extra", 2000, {"Ann"}));
    HistoryFilter filter;
    filter.after = HistoryCursor{2000, c};
    EXPECT_THAT(ids(filter), ElementsAre(b, a));
    filter.descending = false;
    EXPECT_THAT(ids(filter), ElementsAre(d));
    filter.player = "Ann";
    EXPECT_THAT(ids(filter), ElementsAre(d)) << "a player of few games, found by their seats";
}

INSTANTIATE_TEST_SUITE_P(Both, History, db_test::backends(), db_test::backend_name);

}  // namespace
