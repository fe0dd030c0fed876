// The typed lineup every front end builds its own way (host/lineup.hpp): seats checked
// against a real plugin's bots and told apart, a person's name taken as it is.
#include <gtest/gtest.h>

#include "dicebox/host/lineup.hpp"
#include "plugins.hpp"

namespace lineup_test {
namespace {

using dicebox::host::check_seats;
using dicebox::host::SeatSpec;
using dicebox::host::text;

const dicebox::GameModule& extra() {
    return testing_support::module("extra");
}

SeatSpec person(const std::string& name) {
    return {name, "", nlohmann::json::object()};
}
SeatSpec bot(const std::string& kind) {
    return {"", kind, nlohmann::json::object()};
}

TEST(Lineup, APersonsNameIsTakenAsItIsCommasAndBotPrefixAlike) {
    const auto seats = check_seats(extra(), {person("Smith, J."), person("bot:random")});
    ASSERT_TRUE(seats) << dicebox::host::text(seats.error());
    EXPECT_EQ(dicebox::host::names_of(*seats),
              (std::vector<std::string>{"Smith, J.", "bot:random"}));
    EXPECT_TRUE((*seats)[1].bot.empty());
    const auto records = dicebox::host::seat_records(*seats);
    EXPECT_EQ(records[1].player, "bot:random");
    EXPECT_TRUE(records[1].bot.empty());
}

TEST(Lineup, ASeatWithoutOptionsHasAnEmptyObjectOfThem) {
    const auto seats = check_seats(extra(), {{"Ann", "", nullptr}});
    ASSERT_TRUE(seats) << dicebox::host::text(seats.error());
    EXPECT_EQ((*seats)[0].options, nlohmann::json::object());
}

TEST(Lineup, BotsOfOneKindAreNumberedInSeatOrder) {
    const auto seats = check_seats(extra(), {bot("random"), person("Ann"), bot("random")});
    ASSERT_TRUE(seats) << dicebox::host::text(seats.error());
    EXPECT_EQ(dicebox::host::names_of(*seats),
              (std::vector<std::string>{"random 1", "Ann", "random 2"}));
}

TEST(Lineup, RefusalsAreReasonsInWords) {
    const auto unknown = check_seats(extra(), {person("Ann"), bot("no-such-bot")});
    ASSERT_FALSE(unknown);
    EXPECT_NE(text(unknown.error()).find("no bot 'no-such-bot'"), std::string::npos)
        << text(unknown.error());
    const auto twice = check_seats(extra(), {person("Ann"), person("Ann")});
    ASSERT_FALSE(twice);
    EXPECT_NE(text(twice.error()).find("two players are called 'Ann'"), std::string::npos);
    const auto nameless = check_seats(extra(), {person("Ann"), person("")});
    ASSERT_FALSE(nameless);
    EXPECT_EQ(text(nameless.error()), "the player of seat 2 has no name");
    const auto steering = check_seats(extra(), {person("Eve\u001b[2J")});
    ASSERT_FALSE(steering);
    EXPECT_EQ(text(steering.error()),
              "the name of seat 1 cannot be used: a name holds no control characters");
    for (const auto* refused : {&unknown, &twice, &nameless, &steering}) {
        EXPECT_EQ(text(refused->error()).find("--"), std::string::npos) << text(refused->error());
    }
}

TEST(Lineup, ARecordedGamesSeatsComeBackWithTheirOptions) {
    dicebox::db::GameRecord game;
    game.seats.resize(3);
    game.seats[0].player = "bot:random";  // a person of that name: no bot kind stored
    game.seats[0].options = {{"handicap", true}};
    game.seats[1].player = "bot:random";
    game.seats[1].bot = "random";
    game.seats[2].player = "bot:random";
    game.seats[2].bot = "random";
    const auto seats = dicebox::host::lineup_of(extra(), game);
    ASSERT_TRUE(seats) << dicebox::host::text(seats.error());
    EXPECT_EQ(dicebox::host::names_of(*seats),
              (std::vector<std::string>{"bot:random", "random 1", "random 2"}));
    EXPECT_EQ((*seats)[0].options, nlohmann::json({{"handicap", true}}));
    EXPECT_EQ(dicebox::host::config_of(*seats).seats[0], nlohmann::json({{"handicap", true}}));
}

}  // namespace
}  // namespace lineup_test
