// One path to start a game and to set a stored one up again (host/new_game.hpp,
// host/stored_session.hpp, host/stored_rule.hpp), with a real plugin, a real house rule
// script in a temporary folder, and a real history file.
#include <gtest/gtest.h>

#include <fstream>

#include "dicebox/db/games.hpp"
#include "dicebox/db/recorder.hpp"
#include "dicebox/db/store.hpp"
#include "dicebox/host/new_game.hpp"
#include "dicebox/host/stored_rule.hpp"
#include "dicebox/host/stored_session.hpp"
#include "plugins.hpp"
#include "temp_dir.hpp"

namespace setup_test {
namespace {

namespace host = dicebox::host;

const dicebox::GameModule& extra() {
    return testing_support::module("extra");
}

host::NewGame two_bots() {
    host::NewGame game;
    game.module = &extra();
    game.seats = *host::check_seats(extra(), {{"", "random", {}}, {"", "random", {}}});
    game.seed = 7;
    return game;
}

// A few events into the game: the dice and each bot-free decision taken as the first
// legal one.
void play_a_little(dicebox::Session& session) {
    std::vector<dicebox::Seat> due;
    std::vector<dicebox::Action> actions;
    for (int event = 0; event < 6 && !session.state().terminal(); ++event) {
        if (session.state().chance_due()) {
            session.roll();
            continue;
        }
        session.state().to_move(due);
        actions.clear();
        session.state().legal_actions(due.front(), actions);
        ASSERT_EQ(session.act(due.front(), actions.front()), "");
    }
}

std::filesystem::path write_rule(const testing_support::TempDir& dir) {
    const auto file = dir / "milder.lua";
    std::ofstream(file) << "return { name = \"Milder\", game = \"extra\", version = \"1\",\n"
                           "  params = { zone_penalty = -100 } }\n";
    return file;
}

TEST(StartGame, GivesTheSessionTheSeatsAndTheRecordTheHistoryStarts) {
    const auto started = host::start_game(two_bots());
    ASSERT_NE(started.session, nullptr);
    EXPECT_EQ(started.session->seed(), 7u);
    EXPECT_EQ(host::names_of(started.seats), (std::vector<std::string>{"random 1", "random 2"}));
    ASSERT_EQ(started.record.seats.size(), 2u);
    EXPECT_EQ(started.record.seats[0].player, "bot:random");
    EXPECT_EQ(started.record.seats[0].bot, "random");
    EXPECT_FALSE(started.record.has_house_rule());
}

TEST(StartGame, ASetUpTheGameRefusesIsASetupErrorOfThatKind) {
    auto game = two_bots();
    game.params = {{"no_such_parameter", 1}};
    try {
        host::start_game(game);
        FAIL() << "a parameter the game does not have was taken";
    } catch (const host::SetupError& e) {
        EXPECT_EQ(e.kind(), host::Refusal::Kind::GameRefuses);
        EXPECT_NE(std::string(e.what()).find("no_such_parameter"), std::string::npos) << e.what();
    }
}

TEST(StoredGame, IsTakenUpWhereItStoppedAndSetUpAgainFromItsStart) {
    testing_support::TempDir dir;
    auto started = host::start_game(two_bots());
    std::int64_t id = 0;
    {
        dicebox::db::Store store(dir / "history.sqlite", dicebox::db::Access::Write);
        dicebox::db::LiveRecorder recorder(store, started.record);
        id = recorder.id();
        started.session->add_observer(
            [&](const dicebox::Session& session, const dicebox::Event& event) {
                recorder.record(session, event);
            });
        play_a_little(*started.session);
    }
    dicebox::db::Store store(dir / "history.sqlite", dicebox::db::Access::Read);
    const auto game = dicebox::db::load_game(store, id);
    const auto rule = host::stored_rule(game, {});
    ASSERT_TRUE(rule) << host::text(rule.error());

    const auto resumed = host::resume_stored_game(extra(), game, {});
    EXPECT_EQ(resumed.session->state().to_json(), started.session->state().to_json());
    EXPECT_EQ(resumed.session->log_json(), started.session->log_json());
    EXPECT_EQ(host::names_of(resumed.seats), (std::vector<std::string>{"random 1", "random 2"}));
    const auto from_start = host::start_stored_game(extra(), game, *rule);
    EXPECT_TRUE(from_start->log().empty());
    EXPECT_EQ(from_start->seed(), 7u);

    auto broken = game;
    broken.events.resize(1);
    broken.events[0].notation = "not an event";
    try {
        host::resume_stored_game(extra(), broken, {});
        FAIL() << "a log that does not replay was taken up";
    } catch (const host::SetupError& e) {
        EXPECT_EQ(e.kind(), host::Refusal::Kind::LogRefused);
        EXPECT_EQ(std::string(e.what()).rfind("game 1 was played with EXTRA! ", 0), 0u) << e.what();
        EXPECT_NE(std::string(e.what()).find("and does not go on with EXTRA! "), std::string::npos);
    }
}

TEST(StoredRule, IsFoundInTheFoldersGivenOrRefusedInWordsWithoutACommandLine) {
    testing_support::TempDir dir;
    const auto file = write_rule(dir);
    const auto rule = host::rules_for(extra(), file.string(), {});
    ASSERT_TRUE(rule) << rule.error();
    auto game = two_bots();
    game.rule = *rule;
    const auto started = host::start_game(game);
    auto record = started.record;
    record.id = 3;
    ASSERT_TRUE(record.has_house_rule());

    const auto missing = host::stored_rule(record, {});
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().kind, host::Refusal::Kind::RuleNotFound);
    const std::string missing_text = host::text(missing.error());
    EXPECT_NE(missing_text.find("game 3 was played under the house rule 'Milder'"),
              std::string::npos)
        << missing_text;
    EXPECT_EQ(missing_text.find("--"), std::string::npos) << missing_text;

    host::RulesOptions in_folder;
    in_folder.folders = {dir.path()};
    const auto found = host::stored_rule(record, in_folder);
    ASSERT_TRUE(found) << host::text(found.error());
    EXPECT_EQ((*found)->metadata().name, "Milder");

    host::RulesOptions named;
    named.rules = file.string();
    auto printed = host::start_game(two_bots()).record;
    printed.id = 4;
    const auto not_ruled = host::stored_rule(printed, named);
    ASSERT_FALSE(not_ruled);
    EXPECT_EQ(not_ruled.error().kind, host::Refusal::Kind::RulePrinted);
    const std::string not_ruled_text = host::text(not_ruled.error());
    EXPECT_EQ(not_ruled_text.rfind("game 4 was played under the printed rules (", 0), 0u)
        << not_ruled_text;
    EXPECT_EQ(not_ruled_text.find("--"), std::string::npos) << not_ruled_text;
}

}  // namespace
}  // namespace setup_test

namespace setup_test {
namespace {

TEST(ResumeRule, OnlyAnUnfinishedGamePlayedHereMayGoOnAndEachOtherSaysWhyNot) {
    using dicebox::db::Status;
    using Kind = host::Refusal::Kind;
    EXPECT_FALSE(host::resume_refusal(1, Status::Unfinished, false, false));
    const auto finished = host::resume_refusal(2, Status::Finished, false, false);
    ASSERT_TRUE(finished);
    EXPECT_EQ(finished->kind, Kind::Finished);
    EXPECT_EQ(host::text(*finished), "game 2 is finished");
    EXPECT_EQ(host::resume_refusal(3, Status::Aborted, false, false)->kind, Kind::Aborted);
    const auto simulated = host::resume_refusal(4, Status::Unfinished, true, false);
    EXPECT_EQ(simulated->kind, Kind::Simulated);
    EXPECT_EQ(host::text(*simulated),
              "game 4 was played by bots in a simulation, not one to go on with");
    const auto at_server = host::resume_refusal(5, Status::Unfinished, false, true, "K7QM-2XPA");
    EXPECT_EQ(at_server->kind, Kind::AtServer);
    EXPECT_EQ(host::text(*at_server).rfind("game 5 is played at table K7QM-2XPA of the server", 0),
              0u);
    // A finished game is finished, wherever it was played.
    EXPECT_EQ(host::resume_refusal(6, Status::Finished, true, true)->kind, Kind::Finished);
}

TEST(Refusal, EachKindIsOneSentenceFromItsFields) {
    using Kind = host::Refusal::Kind;
    EXPECT_EQ(host::text({.kind = Kind::NoSuchBot,
                          .game_name = "EXTRA!",
                          .subject = "clever",
                          .list = {"random", "greedy"}}),
              "EXTRA! has no bot 'clever'; its bots are: random, greedy");
    EXPECT_EQ(host::text({.kind = Kind::NoName, .seat = 2}), "the player of seat 2 has no name");
    EXPECT_EQ(host::text({.kind = Kind::RuleFails, .reason = "row 7: boom"}),
              "the house rule fails as the game is set up: row 7: boom");
    EXPECT_EQ(host::text({.kind = Kind::RuleFails, .game = 9, .reason = "boom"}),
              "the house rule of game 9 fails: boom");
    EXPECT_EQ(host::text({.kind = Kind::GameMissing, .game = 9, .game_name = "Yahtzee"}),
              "game 9 is a game of Yahtzee, whose plugin is not found");
    const host::SetupError error({.kind = Kind::Aborted, .game = 3});
    EXPECT_STREQ(error.what(), "game 3 was stopped by an error and cannot go on");
    EXPECT_EQ(error.kind(), Kind::Aborted);
}

}  // namespace
}  // namespace setup_test
