// Export and import: BG Stats' JSON with our own data, read back whole; CSV a row per
// seat; a bad file or a failing database stores nothing.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fmt/format.h>

#include <cctype>
#include <regex>
#include <sstream>

#include "backends.hpp"
#include "dicebox/db/exchange.hpp"
#include "dicebox/db/games.hpp"
#include "dicebox/db/local_time.hpp"
#include "dicebox/db/reviews.hpp"
#include "dicebox/db/sync.hpp"
#include "dicebox/match.hpp"
#include "plugins.hpp"

namespace {

using namespace dicebox::db;
using json = nlohmann::json;
using ::testing::HasSubstr;

constexpr std::int64_t kStart = 1'700'000'000'000;

// A real game of bots, played to its end, as the history records it.
GameRecord played(const std::string& id, const std::vector<std::string>& bots, std::uint64_t seed,
                  std::int64_t started_at) {
    const auto& module = testing_support::module(id);
    dicebox::GameConfig config;
    config.players = static_cast<int>(bots.size());
    dicebox::Session session(module, config, seed);
    std::vector<SeatRecord> records;
    for (const auto& bot : bots) {
        records.push_back({"bot:" + bot, bot, json::object(), std::nullopt, std::nullopt, false});
    }
    dicebox::Match(session, dicebox::bots_of(module, bots)).play();
    auto game = record_of(session, records);
    game.variant_hash = "standard-hash";
    game.started_at = started_at;
    game.ended_at = started_at + 90'000;
    return game;
}

// A person's game left after its first roll, with a name that needs quoting in CSV, who
// asked the coach twice.
GameRecord unfinished(std::int64_t started_at) {
    dicebox::GameConfig config;
    config.players = 1;
    config.seats = {json{{"handicap", true}}};
    dicebox::Session session(testing_support::module("extra"), config, 77);
    session.roll();
    auto game = record_of(
        session,
        {{"Zoë, \"the\" Ace", "", {{"handicap", true}}, std::nullopt, std::nullopt, false, 2}});
    game.variant_hash = "standard-hash";
    game.started_at = started_at;
    return game;
}

std::vector<GameRecord> fixture() {
    std::vector<GameRecord> games = {
        played("extra", {"greedy", "planner"}, 3, kStart),
        played("exxtra", {"cautious", "bold"}, 4, kStart + 60'000),
        played("strike", {"planner", "planner"}, 5, kStart + 120'000),
        played("extra", {"greedy"}, 6, kStart + 180'000),
        unfinished(kStart + 240'000),
    };
    games[2].online = true;
    games[3].simulated = true;
    games[3].variant = "short";
    games[3].params = json{{"solo_win_at_least", 100}};
    return games;
}

HistoryFilter everything() {
    HistoryFilter filter;
    filter.simulated = true;
    filter.limit = std::nullopt;
    return filter;
}

std::int64_t count_games(Store& store) {
    return db_test::count(store, "SELECT count(*) FROM games");
}

// Two histories on one database: games exported from the first and imported into the
// second.
class Histories : public ::testing::Test {
  protected:
    explicit Histories(db_test::Backend backend)
        : source_history_(backend), target_history_(backend) {}

    void SetUp() override {
        source_.transaction("fixture", [&] {
            GameWriter writer(source_);
            for (const auto& game : fixture()) writer.insert(game);
        });
        // The coach's reviews of two games: both seats of the first, one of Strike's.
        store_review(source_, 1, {{0, "points", 20, 100.5, 1}, {1, "points", 18, 40.25, 0}});
        store_review(source_, 3, {{1, "win_chance", 12, 0.375, 2}});
        file_ = json::parse(export_json(source_, everything()).dump());
    }

    db_test::TestHistory source_history_;
    db_test::TestHistory target_history_;
    Store source_{source_history_.location(), Access::Write};
    Store target_{target_history_.location(), Access::Write};
    json file_;
};

class Exchange : public Histories, public ::testing::WithParamInterface<db_test::Backend> {
  protected:
    Exchange() : Histories(GetParam()) {}
};

TEST_P(Exchange, ExportImportExportIsByteIdentical) {
    const std::string first = export_json(source_, everything()).dump(2);
    const auto summary = import_json(target_, json::parse(first));
    EXPECT_EQ(summary.added, 5u);
    EXPECT_EQ(summary.already_stored, 0u);
    EXPECT_EQ(export_json(target_, everything()).dump(2), first);
}

TEST_P(Exchange, ImportedGamesEqualTheStoredOnes) {
    import_json(target_, file_);
    for (std::int64_t id = 1; id <= 5; ++id) {
        const auto was = load_game(source_, id);
        const auto is = load_game(target_, id);
        EXPECT_EQ(play_uuid(is), play_uuid(was));
        EXPECT_EQ(is.params, was.params);
        EXPECT_EQ(is.seed, was.seed);
        EXPECT_EQ(is.status, was.status);
        EXPECT_EQ(is.simulated, was.simulated);
        EXPECT_EQ(is.online, was.online);
        EXPECT_EQ(is.lower_score_wins, was.lower_score_wins);
        EXPECT_EQ(is.ended_at, was.ended_at);
        ASSERT_EQ(is.seats.size(), was.seats.size());
        for (std::size_t seat = 0; seat < is.seats.size(); ++seat) {
            EXPECT_EQ(is.seats[seat].bot, was.seats[seat].bot);
            EXPECT_EQ(is.seats[seat].options, was.seats[seat].options);
            EXPECT_EQ(is.seats[seat].score, was.seats[seat].score);
            EXPECT_EQ(is.seats[seat].rank, was.seats[seat].rank);
            EXPECT_EQ(is.seats[seat].winner, was.seats[seat].winner);
            EXPECT_EQ(is.seats[seat].hints, was.seats[seat].hints);
        }
        ASSERT_EQ(is.events.size(), was.events.size());
        for (std::size_t i = 0; i < is.events.size(); ++i) {
            EXPECT_EQ(is.events[i].seat, was.events[i].seat);
            EXPECT_EQ(is.events[i].notation, was.events[i].notation);
        }
    }
}

// Every player's reviews, as `records` shows them, in words.
std::string reviews_text(Store& store) {
    RecordsFilter filter;
    filter.simulated = true;
    std::string text;
    for (const auto& player : player_reviews(store, filter)) {
        text += fmt::format("{} {} {}: {} games, {} decisions, {} lost, {} blunders;",
                            player.player, player.game, player.measure, player.games,
                            player.decisions, player.mean_loss, player.blunders);
        for (const auto& game : player.trend) {
            text += fmt::format(" game {} at {}: {}", game.game_id, game.date, game.mean_loss);
        }
        text += "\n";
    }
    return text;
}

// The coach's reviews come with their games: `records --json` lost its "reviews" through
// export and import (issue 35, point 5).
TEST_P(Exchange, ReviewsComeAlongThroughExportAndImport) {
    const auto& first = file_["plays"][0]["playerScores"];
    EXPECT_EQ(first[0]["dicebox"]["review"],
              (json{{"measure", "points"}, {"decisions", 20}, {"loss", 100.5}, {"blunders", 1}}));
    EXPECT_TRUE(file_["plays"][1]["playerScores"][0]["dicebox"]["review"].is_null());
    import_json(target_, file_);
    EXPECT_EQ(load_game(target_, 1).seats[1].review, (ReviewFigures{"points", 18, 40.25, 0}));
    EXPECT_EQ(load_game(target_, 3).seats[0].review, std::nullopt);
    EXPECT_EQ(load_game(target_, 3).seats[1].review, (ReviewFigures{"win_chance", 12, 0.375, 2}));
    ASSERT_NE(reviews_text(source_), "");
    EXPECT_EQ(reviews_text(target_), reviews_text(source_));
}

// ... and through sync, which copies games with what export and import carry.
TEST_P(Exchange, ReviewsComeAlongThroughSync) {
    const auto copied = sync_games(source_, target_, 2, [](std::size_t, std::size_t) {});
    EXPECT_EQ(copied.added, 4u) << "every game that is over";
    ASSERT_NE(reviews_text(source_), "");
    EXPECT_EQ(reviews_text(target_), reviews_text(source_));
}

// A game reviewed after it was copied: the next sync, which finds the game there already,
// brings its review (as an import of a file made after the review does); a review there
// already is kept.
TEST_P(Exchange, AReviewMadeAfterASyncComesAlongWithTheNext) {
    store_review(source_, 3, {});
    sync_games(source_, target_, 2, [](std::size_t, std::size_t) {});
    ASSERT_EQ(load_game(target_, 3).seats[1].review, std::nullopt);
    store_review(source_, 3, {{1, "win_chance", 12, 0.375, 2}});

    const auto again = sync_games(source_, target_, 2, [](std::size_t, std::size_t) {});
    EXPECT_EQ(again.added, 0u);
    EXPECT_EQ(again.already_stored, 4u);
    EXPECT_EQ(again.reviews_added, 1u);
    EXPECT_EQ(reviews_text(target_), reviews_text(source_));
    EXPECT_EQ(sync_games(source_, target_, 2, [](std::size_t, std::size_t) {}).reviews_added, 0u);
    EXPECT_EQ(import_json(target_, export_json(source_, everything())).reviews_added, 0u);
}

// A file of format 4, from before reviews travelled, comes in as unreviewed.
TEST_P(Exchange, ExportOfFormat4ComesInUnreviewed) {
    json old = file_;
    old["dicebox"]["format"] = 4;
    for (auto& play : old["plays"]) {
        for (auto& score : play["playerScores"]) score["dicebox"].erase("review");
    }
    EXPECT_EQ(import_json(target_, old).added, 5u);
    EXPECT_EQ(load_game(target_, 1).seats[0].review, std::nullopt);
}

TEST_P(Exchange, ExportUsesTheBgStatsFields) {
    const auto& plays = file_["plays"];
    ASSERT_EQ(plays.size(), 5u);
    const auto& play = plays[0];  // oldest first: EXTRA!, greedy against planner
    const auto& game = file_["games"][play["gameRefId"].get<int>() - 1];
    EXPECT_EQ(game["name"], "EXTRA!");
    EXPECT_EQ(game["highestWins"], true);
    EXPECT_TRUE(
        std::regex_match(play["uuid"].get<std::string>(),
                         std::regex("[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-"
                                    "[0-9a-f]{12}")));
    EXPECT_TRUE(std::regex_match(play["playDate"].get<std::string>(),
                                 std::regex(R"(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)")));
    EXPECT_EQ(play["durationMin"], 2) << "90 s, to the nearest minute";
    EXPECT_EQ(play["ignored"], false);
    const auto& scores = play["playerScores"];
    ASSERT_EQ(scores.size(), 2u);
    const auto stored = load_game(source_, 1);
    for (std::size_t seat = 0; seat < 2; ++seat) {
        const auto& score = scores[seat];
        EXPECT_EQ(file_["players"][score["playerRefId"].get<int>() - 1]["name"],
                  stored.seats[seat].player);
        EXPECT_EQ(score["score"], std::to_string(*stored.seats[seat].score));
        EXPECT_EQ(score["winner"], stored.seats[seat].winner);
        EXPECT_EQ(score["rank"], *stored.seats[seat].rank);
        EXPECT_EQ(score["startPlayer"], seat == 0);
    }
    EXPECT_EQ(file_["games"][plays[2]["gameRefId"].get<int>() - 1]["highestWins"], false)
        << "Strike: the lowest score wins";
    EXPECT_EQ(plays[3]["ignored"], true) << "a simulated game";
    EXPECT_EQ(plays[4]["playerScores"][0]["score"], "") << "an unfinished game has no score";
    EXPECT_EQ(plays[4]["playerScores"][0]["rank"], 0);
}

TEST_P(Exchange, ExportTakesTheFilter) {
    HistoryFilter filter;
    filter.game = "extra";
    filter.limit = std::nullopt;
    const auto plays = export_json(source_, filter)["plays"];
    ASSERT_EQ(plays.size(), 2u) << "played EXTRA! games only: the simulated one is left out";
    EXPECT_EQ(plays[0]["uuid"], file_["plays"][0]["uuid"]);
    EXPECT_EQ(plays[1]["uuid"], file_["plays"][4]["uuid"]);
}

TEST_P(Exchange, ImportingTheSameGamesAgainStoresThemOnce) {
    import_json(target_, file_);
    const auto again = import_json(target_, file_);
    EXPECT_EQ(again.added, 0u);
    EXPECT_EQ(again.already_stored, 5u);
    EXPECT_EQ(count_games(target_), 5);
    const auto home = import_json(source_, file_);
    EXPECT_EQ(home.added, 0u) << "the games the file was exported from";
    EXPECT_EQ(count_games(source_), 5);
}

TEST_P(Exchange, AGameTwiceInOneFileIsStoredOnce) {
    auto twice = file_;
    twice["plays"].push_back(twice["plays"][0]);
    const auto summary = import_json(target_, twice);
    EXPECT_EQ(summary.added, 5u);
    EXPECT_EQ(summary.already_stored, 1u);
    EXPECT_EQ(count_games(target_), 5);
}

TEST_P(Exchange, AnotherGameWithTheSameStartIsNotTakenForTheSame) {
    auto other = file_;
    auto game = load_game(source_, 1);
    game.seed = 99;
    other["plays"][0]["dicebox"]["seed"] = game.seed;
    other["plays"][0]["uuid"] = play_uuid(game);  // made from the seed too
    import_json(target_, file_);
    EXPECT_EQ(import_json(target_, other).added, 1u);
}

TEST_P(Exchange, TheUuidFollowsWhatMakesTheGame) {
    auto game = load_game(source_, 1);
    const auto uuid = play_uuid(game);
    game.seats[0].score = 1;
    game.events.clear();
    EXPECT_EQ(play_uuid(game), uuid) << "results and log are not part of it";
    game.seed = 4;
    EXPECT_NE(play_uuid(game), uuid);
    game = load_game(source_, 1);
    game.seats[0].player = "Ann";
    EXPECT_NE(play_uuid(game), uuid);
}

// An export of format 1, from before seat options, had a seat's children's handicap as
// "handicap": it comes in as that option.
TEST_P(Exchange, ExportOfFormat1ComesInWithItsHandicapsAsSeatOptions) {
    json old = file_;
    old["dicebox"]["format"] = 1;
    for (auto& play : old["plays"]) {
        for (auto& score : play["playerScores"]) {
            auto& ours = score["dicebox"];
            ours["handicap"] = ours["options"].value("handicap", false);
            ours.erase("options");
            ours.erase("hints");
        }
    }
    EXPECT_EQ(import_json(target_, old).added, 5u);
    EXPECT_EQ(load_game(target_, 5).seats[0].options, (json{{"handicap", true}}));
    EXPECT_EQ(load_game(target_, 1).seats[0].options, json::object());
    // Format 1 knew no hints, online play nor reviews: the games come in without them.
    EXPECT_EQ(load_game(target_, 5).seats[0].hints, 0);
    EXPECT_FALSE(load_game(target_, 3).online);
    auto as_format_1 = [](json exported) {
        for (auto& play : exported["plays"]) {
            play["dicebox"]["online"] = false;
            for (auto& score : play["playerScores"]) {
                score["dicebox"]["hints"] = 0;
                score["dicebox"]["review"] = nullptr;
            }
        }
        return exported.dump();
    };
    EXPECT_EQ(as_format_1(export_json(target_, everything())),
              as_format_1(export_json(source_, everything())));
}

struct Damage {
    const char* what;
    void (*apply)(json&);
    const char* message;
};

// The file is read before the database is written: one database shows it.
class MalformedImport : public Histories, public ::testing::WithParamInterface<Damage> {
  protected:
    MalformedImport() : Histories(db_test::Backend::SQLite) {}
};

TEST_P(MalformedImport, ChangesNothingAndSaysWhatIsWrong) {
    import_json(target_, json{{"dicebox", file_["dicebox"]},
                              {"players", file_["players"]},
                              {"games", file_["games"]},
                              {"plays", {file_["plays"][2]}}});
    const std::string before = export_json(target_, everything()).dump();
    json damaged = file_;
    GetParam().apply(damaged);
    try {
        import_json(target_, damaged);
        FAIL() << "imported a file with " << GetParam().what;
    } catch (const ImportError& e) {
        EXPECT_THAT(e.what(), HasSubstr(GetParam().message));
    }
    EXPECT_EQ(count_games(target_), 1);
    EXPECT_EQ(export_json(target_, everything()).dump(), before);
}

INSTANTIATE_TEST_SUITE_P(
    Damages, MalformedImport,
    ::testing::Values(
        Damage{"no dicebox data", [](json& f) { f.erase("dicebox"); }, "not a dicebox export"},
        Damage{"a newer format",
               [](json& f) { f["dicebox"]["format"] = f["dicebox"]["format"].get<int>() + 1; },
               "dicebox.format"},
        Damage{"seat options that are no object",
               [](json& f) { f["plays"][4]["playerScores"][0]["dicebox"]["options"] = true; },
               "plays[4].playerScores[0].dicebox.options: expected an object"},
        Damage{"a review in another measure",
               [](json& f) {
                   f["plays"][0]["playerScores"][0]["dicebox"]["review"]["measure"] = "stars";
               },
               "plays[0].playerScores[0].dicebox.review.measure: expected \"points\""},
        Damage{"a review that gained",
               [](json& f) { f["plays"][0]["playerScores"][1]["dicebox"]["review"]["loss"] = -1; },
               "plays[0].playerScores[1].dicebox.review.loss: expected a number ≥ 0"},
        Damage{"no plays", [](json& f) { f.erase("plays"); }, "plays: missing"},
        Damage{"a negative seed", [](json& f) { f["plays"][1]["dicebox"]["seed"] = -1; },
               "plays[1].dicebox.seed: expected a whole number"},
        Damage{"an unknown player",
               [](json& f) { f["plays"][1]["playerScores"][0]["playerRefId"] = 99; },
               "plays[1].playerScores[0].playerRefId: no player has id 99"},
        Damage{"a score in words",
               [](json& f) { f["plays"][1]["playerScores"][1]["score"] = "ten"; },
               "plays[1].playerScores[1].score: 'ten' is not a whole number"},
        Damage{"an event of no seat",
               [](json& f) {
                   f["plays"][1]["dicebox"]["events"][2] = {{"seat", 9}, {"action", "roll"}};
               },
               "plays[1].dicebox.events[2].seat: 9 is not between 0 and 1"},
        Damage{"an event of no kind",
               [](json& f) { f["plays"][1]["dicebox"]["events"][0] = json::object(); },
               "plays[1].dicebox.events[0]: expected {\"chance\""},
        Damage{"an unknown status", [](json& f) { f["plays"][1]["dicebox"]["status"] = "won"; },
               "plays[1].dicebox.status: 'won' is not a game status"},
        Damage{"no game", [](json& f) { f["plays"][1].erase("gameRefId"); },
               "plays[1].gameRefId: missing"},
        Damage{"two seats in one place",
               [](json& f) { f["plays"][1]["playerScores"][1]["seatOrder"] = 0; },
               "plays[1].playerScores[1].seatOrder: two players have this seatOrder"},
        Damage{"a last play that is no object", [](json& f) { f["plays"].push_back(42); },
               "plays[5]: expected an object"}),
    [](const ::testing::TestParamInfo<Damage>& param) {
        std::string name = param.param.what;
        for (auto& c : name) {
            if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
        }
        return name;
    });

TEST_P(Exchange, ADatabaseErrorMidwayStoresNothing) {
    if (target_.dialect() == Dialect::SQLite) {
        target_.sql().execute(
            "CREATE TRIGGER refuse_second AFTER INSERT ON games WHEN (SELECT count(*) FROM games) "
            "> 1 BEGIN SELECT RAISE(ABORT, 'the disk is gone'); END");
    } else {
        target_.sql().execute(
            "CREATE FUNCTION refuse_second() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF "
            "(SELECT count(*) FROM games) > 1 THEN RAISE 'the disk is gone'; END IF; RETURN NEW; "
            "END $$; CREATE TRIGGER refuse_second AFTER INSERT ON games FOR EACH ROW EXECUTE "
            "FUNCTION refuse_second()");
    }
    EXPECT_THROW(import_json(target_, file_), StoreError);
    EXPECT_EQ(count_games(target_), 0);
    EXPECT_EQ(db_test::count(target_, "SELECT count(*) FROM game_logs"), 0);
}

TEST_P(Exchange, CsvHasAHeaderAndARowPerSeatQuotedWhereNeeded) {
    std::ostringstream out;
    export_csv(source_, everything(), out);
    std::vector<std::string> lines;
    std::istringstream in(out.str());
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    ASSERT_EQ(lines.size(), 1u + 2 + 2 + 2 + 1 + 1);
    EXPECT_EQ(lines[0],
              "uuid,game_id,date,game,variant,status,simulated,duration_min,seat,player,bot,"
              "options,score,rank,winner,hints");
    const auto stored = load_game(source_, 1);
    EXPECT_EQ(lines[1],
              fmt::format("{},1,{},extra,standard,finished,0,2,1,bot:greedy,greedy,{{}},{},{},{},0",
                          play_uuid(stored), local_time_text(kStart), *stored.seats[0].score,
                          *stored.seats[0].rank, stored.seats[0].winner ? 1 : 0));
    EXPECT_THAT(lines[7], HasSubstr(",short,finished,1,")) << "the simulated game";
    EXPECT_THAT(lines[8], HasSubstr(",extra,standard,unfinished,0,0,1,\"Zoë, \"\"the\"\" Ace\",,"
                                    "\"{\"\"handicap\"\":true}\",,,0,2"));
}

INSTANTIATE_TEST_SUITE_P(Both, Exchange, db_test::backends(), db_test::backend_name);

}  // namespace
