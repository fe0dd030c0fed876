// Conformance: what every module declares — its description, player range,
// parameters, and bots — and that each of its bots plays whole games legally.
#include <gtest/gtest.h>

#include <algorithm>

#include "dicebox/match.hpp"
#include "dicebox/params.hpp"
#include "game_cases.hpp"
#include "random_game.hpp"
#include "state_checks.hpp"

namespace conformance {
namespace {

class Module : public ::testing::TestWithParam<std::string> {
  protected:
    const dicebox::GameModule& module() const { return module_of(GetParam()); }
};

TEST_P(Module, DescribesItselfWithAnIdNameVersionAndPlayerRange) {
    const auto& info = module().info();
    EXPECT_EQ(info.id, GetParam());
    EXPECT_FALSE(info.name.empty());
    EXPECT_FALSE(info.version.empty());
    EXPECT_FALSE(info.description.empty());
    EXPECT_GE(info.min_players, 1);
    EXPECT_LE(info.min_players, info.max_players);
}

TEST_P(Module, RefusesPlayerCountsOutsideItsRange) {
    const auto& info = module().info();
    EXPECT_THROW(module().new_game(players_config(info.min_players - 1)), dicebox::ParamError);
    EXPECT_THROW(module().new_game(players_config(info.max_players + 1)), dicebox::ParamError);
}

TEST_P(Module, EveryParameterHasADescriptionAndAValidDefault) {
    for (const auto* schema : {&module().params(), &module().seat_options()}) {
        const auto defaults = schema->resolve(nullptr);
        for (const auto& spec : schema->specs()) {
            EXPECT_FALSE(spec.description.empty()) << spec.name;
            EXPECT_EQ(defaults[spec.name], spec.default_value) << spec.name;
            EXPECT_NO_THROW(schema->resolve({{spec.name, spec.default_value}})) << spec.name;
        }
    }
    auto config = players_config(module().info().min_players);
    config.params = module().params().resolve(nullptr);
    EXPECT_NO_THROW(module().new_game(config)) << "the defaults written out must set up a game";
}

TEST_P(Module, RefusesAnUnknownParameterNamingIt) {
    auto config = players_config(module().info().min_players);
    config.params = {{"no_such_parameter", 1}};
    try {
        module().new_game(config);
        ADD_FAILURE() << "an unknown parameter was accepted";
    } catch (const dicebox::ParamError& error) {
        EXPECT_NE(std::string(error.what()).find("no_such_parameter"), std::string::npos)
            << error.what();
    }
}

TEST_P(Module, ANewGameIsUnderwayAndNotOver) {
    for (int players = module().info().min_players; players <= module().info().max_players;
         ++players) {
        auto state = module().new_game(players_config(players));
        EXPECT_EQ(state->players(), players);
        EXPECT_FALSE(state->terminal());
        EXPECT_TRUE(state->chance_due() || !seats_to_move(*state).empty());
    }
}

TEST_P(Module, OffersARandomBotAndADefaultBotAndNoUnknownOne) {
    const auto bots = module().bots();
    EXPECT_NE(std::find(bots.begin(), bots.end(), "random"), bots.end());
    EXPECT_NE(std::find(bots.begin(), bots.end(), module().default_bot()), bots.end());
    for (const auto& name : bots) EXPECT_NE(module().make_bot(name), nullptr) << name;
    EXPECT_EQ(module().make_bot("no-such-bot"), nullptr);
}

TEST_P(Module, EveryBotPlaysWholeGamesWithLegalActions) {
    const auto& info = module().info();
    for (const auto& name : module().bots()) {
        for (int players : {info.min_players, info.max_players}) {
            for (std::uint64_t seed = 0; seed < 3; ++seed) {
                auto session = new_session({GetParam(), players}, seed);
                const std::vector<std::string> kinds(static_cast<std::size_t>(players), name);
                dicebox::Match match(session, dicebox::bots_of(module(), kinds));
                // The match throws when a bot chooses an illegal action.
                EXPECT_NO_THROW(match.play()) << name << ", " << where(session);
                EXPECT_TRUE(session.state().terminal()) << name << ", " << where(session);
            }
        }
    }
}

INSTANTIATE_TEST_SUITE_P(EveryModule, Module, ::testing::ValuesIn(module_ids()),
                         [](const auto& test) { return case_name(test.param); });

}  // namespace
}  // namespace conformance
