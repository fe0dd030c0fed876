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
    game.seats = *host::seated(extra(), {{"", "random", {}}, {"", "random", {}}});
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
    EXPECT_FALSE(started.record.ruled());
}

TEST(StartGame, ASetUpTheGameRefusesIsASetupErrorOfThatKind) {
    auto game = two_bots();
    game.params = {{"no_such_parameter", 1}};
    try {
        host::start_game(game);
        FAIL() << "a parameter the game does not have was taken";
    } catch (const host::SetupError& e) {
        EXPECT_EQ(e.kind(), host::SetupError::Kind::Refused);
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
    ASSERT_TRUE(rule) << rule.error();

    const auto resumed = host::taken_up(extra(), game, *rule);
    EXPECT_EQ(resumed->state().to_json(), started.session->state().to_json());
    EXPECT_EQ(resumed->log_json(), started.session->log_json());
    const auto from_start = host::set_up_again(extra(), game, *rule);
    EXPECT_TRUE(from_start->log().empty());
    EXPECT_EQ(from_start->seed(), 7u);

    auto broken = game;
    broken.events.resize(1);
    broken.events[0].notation = "not an event";
    try {
        host::taken_up(extra(), broken, *rule);
        FAIL() << "a log that does not replay was taken up";
    } catch (const host::SetupError& e) {
        EXPECT_EQ(e.kind(), host::SetupError::Kind::LogRefused);
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
    ASSERT_TRUE(record.ruled());

    const auto missing = host::stored_rule(record, {});
    ASSERT_FALSE(missing);
    EXPECT_NE(missing.error().find("game 3 was played under the house rule 'Milder'"),
              std::string::npos)
        << missing.error();
    EXPECT_EQ(missing.error().find("--"), std::string::npos) << missing.error();

    host::RulesOptions in_folder;
    in_folder.folders = {dir.path()};
    const auto found = host::stored_rule(record, in_folder);
    ASSERT_TRUE(found) << found.error();
    EXPECT_EQ((*found)->metadata().name, "Milder");

    host::RulesOptions named;
    named.rules = file.string();
    auto printed = host::start_game(two_bots()).record;
    printed.id = 4;
    const auto not_ruled = host::stored_rule(printed, named);
    ASSERT_FALSE(not_ruled);
    EXPECT_EQ(not_ruled.error().rfind("game 4 was played under the printed rules (", 0), 0u)
        << not_ruled.error();
    EXPECT_EQ(not_ruled.error().find("--"), std::string::npos) << not_ruled.error();
}

}  // namespace
}  // namespace setup_test
