// End-to-end tests of browsing and exchanging the history: `history`, `show`, `replay`,
// `export` and `import`, run as the real binary on games the real `play` recorded.
#include <SQLiteCpp/Database.h>
#include <fmt/format.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "dicebox/db/games.hpp"
#include "dicebox/match.hpp"
#include "plugins.hpp"
#include "process.hpp"
#include "temp_dir.hpp"

namespace history_test {
namespace {

namespace fs = std::filesystem;
using ::testing::HasSubstr;
using ::testing::Not;
using testing_support::dicebox_binary;
using testing_support::file_contents;
using testing_support::ProcessResult;
using testing_support::TempDir;

ProcessResult dicebox(std::vector<std::string> args, const fs::path& db,
                      std::string_view input = {}) {
    return testing_support::run_process(dicebox_binary(),
                                        testing_support::with_db(std::move(args), db), input);
}

std::int64_t query(const fs::path& db, const std::string& sql) {
    SQLite::Database database(db.string());
    return database.execAndGet(sql).getInt64();
}

void change(const fs::path& db, const std::string& sql) {
    SQLite::Database database(db.string(), SQLite::OPEN_READWRITE);
    database.exec(sql);
}

// The local date of today, as the options take it.
std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm local{};
    localtime_r(&now, &local);
    char text[11];
    std::strftime(text, sizeof text, "%Y-%m-%d", &local);
    return text;
}

// The games every test looks at, recorded once by the real binary: game 1 EXTRA!,
// 2 Exxtra, 3 Strike (finished, bots), 4 EXTRA! left unfinished by Ann, and 5 a
// simulated EXTRA! game stored as a simulation stores it.
struct FinishedGame {
    std::string game;
    std::int64_t id;
    const char* final_board;  // what the game's view draws at the end
};

// For the names of failing tests.
void PrintTo(const FinishedGame& game, std::ostream* out) {
    *out << game.game;
}

const FinishedGame kFinished[] = {{"extra", 1, "Final sheets"},
                                  {"exxtra", 2, "The end, turn"},
                                  {"strike", 3, "The game is over."}};

class HistoryCommands : public ::testing::Test {
  protected:
    static void SetUpTestSuite() {
        dir_ = new TempDir();
        const auto db = fixture();
        for (const auto& players :
             {std::vector<std::string>{"play", "extra", "--players", "bot:greedy,bot:planner",
                                       "--seed", "3"},
              std::vector<std::string>{"play", "exxtra", "--players", "bot:cautious,bot:bold",
                                       "--seed", "4"},
              std::vector<std::string>{"play", "strike", "--players", "bot:planner,bot:greedy",
                                       "--seed", "5"}}) {
            const auto r = dicebox(players, db);
            ASSERT_EQ(r.exit_code, 0) << r.err;
        }
        // Ann leaves at her first choice: the game stays unfinished.
        const auto left =
            dicebox({"play", "extra", "--players", "Ann", "--seed", "6"}, db, "quit\n");
        ASSERT_EQ(left.exit_code, 3) << left.err;

        const auto& module = testing_support::module("extra");
        dicebox::GameConfig config;
        dicebox::Session session(module, config, 7);
        dicebox::Match(session, dicebox::bots_of(module, {"random"})).play();
        auto game = dicebox::db::record_of(
            session, {{"bot:random", "random", nlohmann::json::object(), {}, {}, false}});
        game.simulated = true;
        game.started_at = dicebox::db::now_ms();
        game.ended_at = game.started_at;
        dicebox::db::Store store(db, dicebox::db::Access::Write);
        store.transaction("fixture", [&] { dicebox::db::GameWriter(store).insert(game); });
    }
    static void TearDownTestSuite() { delete dir_; }

    static fs::path fixture() { return *dir_ / "history.sqlite"; }

    // A copy of the fixture that a test may change.
    fs::path copy() {
        const auto db = own_ / "history.sqlite";
        fs::copy_file(fixture(), db);
        return db;
    }

    static TempDir* dir_;
    TempDir own_;
};

TempDir* HistoryCommands::dir_ = nullptr;

// Two bots of one kind go by the same names wherever the game is shown: "bold 1" and
// "bold 2" in play, history, show and replay alike (issue 35, point 13).
TEST(History, BotsOfOneKindAreNamedEverywhereAsPlayNamedThem) {
    TempDir dir;
    const auto db = dir / "history.sqlite";
    const auto played = dicebox(
        {"play", "exxtra", "--players", "Ann,bot:bold,bot:bold", "--seed", "3"}, db, "quit\n");
    ASSERT_EQ(played.exit_code, 3) << played.err;
    EXPECT_THAT(played.out, HasSubstr("Exxtra — Ann, bold 1, bold 2 — seed 3"));
    const auto listed = dicebox({"history"}, db);
    EXPECT_THAT(listed.out, HasSubstr("Ann, bold 1, bold 2"));
    EXPECT_THAT(listed.out, Not(HasSubstr("bot:")));
    for (const std::string command : {"show", "replay"}) {
        const auto shown = dicebox({command, "1"}, db);
        EXPECT_EQ(shown.exit_code, 0) << shown.err;
        EXPECT_THAT(shown.out, HasSubstr("\nPlayers: Ann, bold 1, bold 2\n")) << command;
    }
}

TEST_F(HistoryCommands, EveryCommandHasHelp) {
    for (const char* command : {"history", "show", "replay", "export", "import"}) {
        const auto r = testing_support::run_process(dicebox_binary(), {command, "--help"});
        EXPECT_EQ(r.exit_code, 0) << command;
        EXPECT_THAT(r.out, HasSubstr("Usage:")) << command;
    }
}

// The ids of the table's rows, top to bottom; a row's players may go on below it.
std::vector<int> listed(const std::string& table) {
    std::vector<int> ids;
    std::istringstream lines(table);
    std::string line;
    std::getline(lines, line);  // the header
    const std::regex row(R"( *(\d+)  \d{4}-.*)");
    std::smatch id;
    while (std::getline(lines, line)) {
        if (std::regex_match(line, id, row)) ids.push_back(std::stoi(id[1]));
    }
    return ids;
}

TEST_F(HistoryCommands, HistoryListsPlayedGamesNewestFirst) {
    const auto r = dicebox({"history"}, fixture());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, testing::StartsWith("id  date"));
    EXPECT_THAT(listed(r.out), testing::ElementsAre(4, 3, 2, 1));
    EXPECT_TRUE(std::regex_search(
        r.out,
        std::regex(R"(\n 4  \d{4}-\d\d-\d\d \d\d:\d\d  extra   standard  unfinished  Ann\n)")))
        << r.out;
    // The players with their scores, a winner starred, on as many lines as 80 columns need;
    // the bots named as play names them.
    EXPECT_TRUE(std::regex_search(
        r.out, std::regex(R"(\n 2  .* exxtra  standard  finished    cautious -?\d+\*?,\s+)"
                          R"(bold -?\d+\*?\n)")))
        << r.out;
    std::smatch game_2;
    ASSERT_TRUE(std::regex_search(r.out, game_2, std::regex(R"(\n 2  [^\n]*\n( {10,}[^\n]*\n)*)")));
    const std::string block = game_2.str();
    EXPECT_EQ(std::count(block.begin(), block.end(), '*'), 1) << "one of the two won";
    for (const auto& line : testing_support::lines_of(r.out)) EXPECT_LE(line.size(), 80u) << line;
}

TEST_F(HistoryCommands, HistoryFilters) {
    const auto db = fixture();
    EXPECT_THAT(listed(dicebox({"history", "--simulated"}, db).out),
                testing::ElementsAre(5, 4, 3, 2, 1));
    EXPECT_THAT(listed(dicebox({"history", "--game", "extra"}, db).out),
                testing::ElementsAre(4, 1));
    EXPECT_THAT(listed(dicebox({"history", "--player", "bot:planner"}, db).out),
                testing::ElementsAre(3, 1));
    EXPECT_THAT(listed(dicebox({"history", "--variant", "standard", "--limit", "2"}, db).out),
                testing::ElementsAre(4, 3));
    EXPECT_THAT(listed(dicebox({"history", "--since", today(), "--until", today()}, db).out),
                testing::ElementsAre(4, 3, 2, 1))
        << "--until takes in the whole day";
    const auto none = dicebox({"history", "--until", "2001-01-01"}, db);
    EXPECT_EQ(none.exit_code, 0);
    EXPECT_EQ(none.out, "No games match.\n");
}

TEST_F(HistoryCommands, HistoryRefusesAMalformedDate) {
    for (const char* date : {"2024-13-01", "2024-02-30", "24-1-1", "yesterday"}) {
        const auto r = dicebox({"history", "--since", date}, fixture());
        EXPECT_EQ(r.exit_code, 2) << date;
        EXPECT_THAT(r.err, HasSubstr("expected a date YYYY-MM-DD")) << date;
    }
}

TEST_F(HistoryCommands, HistoryOfAFileNotYetWritten) {
    const auto missing = own_ / "none.sqlite";
    const auto r = dicebox({"history"}, missing);
    EXPECT_EQ(r.exit_code, 0);
    EXPECT_THAT(r.out, HasSubstr("No games recorded yet in " + missing.string()));
    EXPECT_FALSE(fs::exists(missing));
}

class ShowAndReplay : public HistoryCommands, public ::testing::WithParamInterface<FinishedGame> {};

TEST_P(ShowAndReplay, ShowDrawsTheFinalBoardAndTheResults) {
    const auto& game = GetParam();
    const auto r = dicebox({"show", std::to_string(game.id)}, fixture());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, testing::StartsWith(fmt::format("Game {}: ", game.id)));
    EXPECT_THAT(r.out, HasSubstr("(finished)"));
    EXPECT_THAT(r.out, HasSubstr(game.final_board));
    EXPECT_THAT(r.out, HasSubstr("Results:\n"));
    EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(\n  \S+ +-?\d+  rank 1  winner\n)")))
        << r.out;
}

TEST_P(ShowAndReplay, ReplayTellsEveryEventAndMatchesTheStoredResult) {
    const auto& game = GetParam();
    const auto r = dicebox({"replay", std::to_string(game.id)}, fixture());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    // A row per event for a game recorded as it was played, one row for one stored whole.
    const auto events = query(
        fixture(),
        fmt::format("SELECT (SELECT count(*) FROM events WHERE game_id = {0}) + coalesce((SELECT "
                    "json_array_length(log) FROM game_logs WHERE game_id = {0}), 0)",
                    game.id));
    EXPECT_THAT(r.out, HasSubstr(fmt::format("\n#{} ", events)));
    EXPECT_THAT(r.out, Not(HasSubstr(fmt::format("\n#{} ", events + 1))));
    EXPECT_THAT(r.out, HasSubstr(game.final_board));
    EXPECT_THAT(r.out, HasSubstr("The replay matches the stored result."));
}

TEST_P(ShowAndReplay, ReplayFindsATamperedScore) {
    const auto& game = GetParam();
    const auto db = copy();
    change(db, fmt::format("UPDATE seats SET score = score + 1 WHERE game_id = {} AND seat = 1",
                           game.id));
    const auto r = dicebox({"replay", std::to_string(game.id)}, db);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("does not match the stored result"));
    EXPECT_THAT(r.err, HasSubstr("seat 2 ("));
    EXPECT_THAT(r.err, HasSubstr("the stored score is"));
}

TEST_P(ShowAndReplay, ABrokenLogIsNamedByItsEvent) {
    const auto& game = GetParam();
    const auto db = copy();
    change(db, fmt::format("UPDATE events SET notation = 'nonsense' WHERE game_id = {} AND seq = 3",
                           game.id));
    const auto replay = dicebox({"replay", std::to_string(game.id)}, db);
    EXPECT_EQ(replay.exit_code, 1);
    EXPECT_THAT(replay.err, HasSubstr("event 3 of"));
    EXPECT_THAT(replay.err, HasSubstr("'nonsense'"));
    EXPECT_THAT(replay.out, HasSubstr("\n#2 ")) << "the events before it are shown";
    const auto show = dicebox({"show", std::to_string(game.id)}, db);
    EXPECT_EQ(show.exit_code, 1);
    EXPECT_THAT(show.err, HasSubstr("does not replay: event 3"));
}

TEST_P(ShowAndReplay, ParametersNestedTooDeepAreNamedWithTheLimit) {
    const auto& game = GetParam();
    const auto db = copy();
    change(db, fmt::format("UPDATE games SET params = '{{\"a\":{}{}}}' WHERE id = {}",
                           std::string(70'000, '['), std::string(70'000, ']'), game.id));
    for (const char* command : {"show", "replay"}) {
        const auto r = dicebox({command, std::to_string(game.id)}, db);
        EXPECT_EQ(r.exit_code, 1) << command;
        EXPECT_THAT(r.err, HasSubstr(fmt::format("the parameters of game {} in", game.id)));
        EXPECT_THAT(r.err, HasSubstr("deeper than the limit of 64 levels")) << command;
    }
}

INSTANTIATE_TEST_SUITE_P(EveryGame, ShowAndReplay, ::testing::ValuesIn(kFinished),
                         [](const auto& param) { return param.param.game; });

TEST_F(HistoryCommands, ReplayFindsAWinnerTheLogDoesNotMake) {
    const auto db = copy();
    change(db, "UPDATE seats SET winner = 1 - winner WHERE game_id = 2");
    const auto r = dicebox({"replay", "2"}, db);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("as a winner"));
}

TEST_F(HistoryCommands, ReplayStepsOnEnterAndGoesOnAtTheEndOfTheInput) {
    const auto stepped = dicebox({"replay", "2", "--step"}, fixture(), "\n\n\n");
    const auto straight = dicebox({"replay", "2"}, fixture());
    ASSERT_EQ(stepped.exit_code, 0) << stepped.err;
    EXPECT_EQ(stepped.out, straight.out) << "no prompt when the input is not a terminal";
}

TEST_F(HistoryCommands, ShowAnUnfinishedGame) {
    const auto r = dicebox({"show", "4"}, fixture());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, HasSubstr("(unfinished)"));
    EXPECT_THAT(r.out, HasSubstr("The roll:")) << "the board as it stands";
    EXPECT_THAT(r.out, HasSubstr("unfinished — continue with dicebox resume 4 --db "));
    const auto replay = dicebox({"replay", "4"}, fixture());
    EXPECT_EQ(replay.exit_code, 0) << replay.err;
    EXPECT_THAT(replay.out,
                HasSubstr("the game is unfinished (continue it with dicebox resume 4 --db "));
}

TEST_F(HistoryCommands, ShowOrReplayAGameThatIsNotThere) {
    for (const char* command : {"show", "replay"}) {
        const auto r = dicebox({command, "99"}, fixture());
        EXPECT_EQ(r.exit_code, 1) << command;
        EXPECT_THAT(r.err, HasSubstr("there is no game 99 in")) << command;
    }
    EXPECT_EQ(dicebox({"show", "zero"}, fixture()).exit_code, 2);
}

TEST_F(HistoryCommands, ExportImportExportGivesTheSameFile) {
    const auto first = own_ / "first.json";
    const auto second = own_ / "second.json";
    const auto copy_db = own_ / "copy.sqlite";
    ASSERT_EQ(dicebox({"export", "--format", "json", "--simulated", "--output", first.string()},
                      fixture())
                  .exit_code,
              0);
    const auto imported = dicebox({"import", first.string()}, copy_db);
    ASSERT_EQ(imported.exit_code, 0) << imported.err;
    EXPECT_THAT(imported.out, HasSubstr("Imported 5 games into"));
    const auto exported = dicebox({"export", "--format", "json", "--simulated"}, copy_db);
    ASSERT_EQ(exported.exit_code, 0) << exported.err;
    { std::ofstream(second, std::ios::binary) << exported.out; }
    EXPECT_EQ(file_contents(second), file_contents(first));

    const auto again = dicebox({"import", first.string()}, copy_db);
    EXPECT_EQ(again.exit_code, 0);
    EXPECT_THAT(again.out, HasSubstr("Imported 0 games into"));
    EXPECT_THAT(again.out, HasSubstr("(5 were in the history already and left out)"));
    EXPECT_EQ(query(copy_db, "SELECT count(*) FROM games"), 5);
    // The imported games replay like the originals.
    EXPECT_EQ(dicebox({"replay", "3"}, copy_db).exit_code, 0);
}

TEST_F(HistoryCommands, ExportTakesTheHistoryFilters) {
    const auto r = dicebox({"export", "--format", "json", "--game", "strike"}, fixture());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto file = nlohmann::json::parse(r.out);
    ASSERT_EQ(file["plays"].size(), 1u);
    EXPECT_EQ(file["games"][0]["name"], "Strike");
}

TEST_F(HistoryCommands, CsvExportHasARowPerSeat) {
    const auto r = dicebox({"export", "--format", "csv", "--simulated"}, fixture());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto lines = testing_support::lines_of(r.out);
    ASSERT_EQ(lines.size(), 1u + 2 + 2 + 2 + 1 + 1);
    EXPECT_THAT(lines[0], testing::StartsWith("uuid,game_id,date,game,"));
    EXPECT_THAT(lines[8], HasSubstr(",5,"));
    EXPECT_THAT(lines[8], HasSubstr(",extra,standard,finished,1,"));
}

TEST_F(HistoryCommands, ExportNeedsAFormat) {
    EXPECT_EQ(dicebox({"export"}, fixture()).exit_code, 2);
    EXPECT_EQ(dicebox({"export", "--format", "xml"}, fixture()).exit_code, 2);
}

TEST_F(HistoryCommands, AMalformedImportChangesNothing) {
    const auto db = copy();
    const auto not_json = own_ / "broken.json";
    { std::ofstream(not_json) << "{\"plays\": ["; }
    const auto broken = dicebox({"import", not_json.string()}, db);
    EXPECT_EQ(broken.exit_code, 1);
    EXPECT_THAT(broken.err, HasSubstr("is not valid JSON"));

    // A good play, then a bad one: neither is stored.
    auto file = nlohmann::json::parse(dicebox({"export", "--format", "json"}, fixture()).out);
    file["plays"][1]["playerScores"][0]["score"] = "many";
    const auto wrong = own_ / "wrong.json";
    { std::ofstream(wrong) << file.dump(); }
    const auto r = dicebox({"import", wrong.string()}, db);
    EXPECT_EQ(r.exit_code, 1);
    EXPECT_THAT(r.err, HasSubstr("plays[1].playerScores[0].score: 'many' is not a whole number"));
    EXPECT_THAT(r.err, HasSubstr("nothing was imported"));
    EXPECT_EQ(query(db, "SELECT count(*) FROM games"), 5);

    const auto fresh = own_ / "fresh.sqlite";
    EXPECT_EQ(dicebox({"import", wrong.string()}, fresh).exit_code, 1);
    EXPECT_FALSE(fs::exists(fresh)) << "a wrong file creates no history";
    EXPECT_EQ(dicebox({"import", (own_ / "absent.json").string()}, fresh).exit_code, 1);
}

// Each play of an import is replayed under its game's rules before anything is stored:
// a play that was edited after its export is refused, naming the play and what is wrong.
class ImportedPlays : public HistoryCommands {
  protected:
    ImportedPlays()
        : file_(nlohmann::json::parse(dicebox({"export", "--format", "json"}, fixture()).out)) {}

    // Imports the file as edited into a new history, which must be refused and not made.
    std::string refusal() {
        const auto edited = own_ / "edited.json";
        { std::ofstream(edited) << file_.dump(); }
        const auto fresh = own_ / "fresh.sqlite";
        const auto r = dicebox({"import", edited.string()}, fresh);
        EXPECT_EQ(r.exit_code, 1) << r.out;
        EXPECT_THAT(r.err, HasSubstr("nothing was imported"));
        EXPECT_FALSE(fs::exists(fresh));
        return r.err;
    }

    nlohmann::json file_;
};

TEST_F(ImportedPlays, AnIllegalActionInTheLogIsRefusedNamingThePlayAndTheEvent) {
    // Game 1 is EXTRA!: its first event is a roll, its second the first seat's choice.
    file_["plays"][0]["dicebox"]["events"][1]["action"] = "2+2 2+2 x6@1";
    EXPECT_THAT(refusal(), HasSubstr("plays[0] (EXTRA! game, seed 3): its log does not replay: "
                                     "event 2 ({\"action\":\"2+2 2+2 x6@1\""));
}

TEST_F(ImportedPlays, ScoresTheLogDoesNotMakeAreRefused) {
    file_["plays"][2]["playerScores"][1]["score"] = "7";
    EXPECT_THAT(refusal(), HasSubstr("plays[2] (Strike game, seed 5): the file gives seat 2 the "
                                     "score 7, but its log scores"));
}

TEST_F(ImportedPlays, AWinnerTheLogDoesNotMakeIsRefused) {
    auto& winner = file_["plays"][1]["playerScores"][0]["winner"];
    winner = !winner.get<bool>();
    EXPECT_THAT(refusal(), HasSubstr("plays[1] (Exxtra game, seed 4): the file has seat "));
}

TEST_F(ImportedPlays, AFinishedGameWhoseLogStopsEarlyIsRefused) {
    auto& events = file_["plays"][1]["dicebox"]["events"];
    events.erase(events.size() - 1);
    EXPECT_THAT(refusal(), HasSubstr("plays[1] (Exxtra game, seed 4): the file says the game is "
                                     "finished, but its log stops before its end"));
}

TEST_F(ImportedPlays, AUuidNotMadeFromThePlayIsRefused) {
    file_["plays"][1]["uuid"] = "not-a-uuid";
    EXPECT_THAT(refusal(), HasSubstr("plays[1].uuid: 'not-a-uuid' is not this play's uuid"));
}

TEST_F(ImportedPlays, AFileNestedTooDeepIsRefusedNamingTheLimit) {
    file_["plays"][0]["dicebox"]["params"]["deep"] =
        nlohmann::json::parse(std::string(100, '[') + std::string(100, ']'));
    EXPECT_THAT(refusal(), HasSubstr("cannot be read: it nests arrays and objects deeper than the "
                                     "limit of 64 levels"));
}

}  // namespace
}  // namespace history_test
