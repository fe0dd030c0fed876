// Strike's events in sentences, through the real plugin (GameModule::sentence): the words
// the server sends beside each event and the app writes under its line, in each language.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dicebox/sentence.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace strike_sentences_test {
namespace {

using dicebox::Language;

const std::vector<std::string> kNames = {"Ann", "Ben", "Cid"};

dicebox::Session three_players() {
    dicebox::GameConfig config;
    config.players = 3;
    return {testing_support::module("strike"), config, 7};
}

std::vector<std::string> told(const dicebox::Session& session, Language language) {
    return dicebox::told_sentences(session, dicebox::kOnlooker, kNames, language);
}

// The starting die shows 4; Ann throws soft and an X is removed; she throws normal, the 4
// is knocked and turns up a 2, and the thrown die shows a 2 too: two 2s match.
dicebox::Session a_throw_that_matches() {
    auto session = three_players();
    EXPECT_EQ(session.force("arena 4"), "");
    EXPECT_EQ(session.act(0, "throw soft"), "");
    EXPECT_EQ(session.force("arena 4 | x 1 | out 0"), "");
    EXPECT_EQ(session.act(0, "throw normal"), "");
    EXPECT_EQ(session.force("arena 2 2 | x 0 | out 0"), "");
    return session;
}

TEST(StrikeSentences, AThrowIsToldWithItsResultAndTheDiceTaken) {
    const auto english = told(a_throw_that_matches(), Language::en);
    ASSERT_EQ(english.size(), 5u);
    EXPECT_EQ(english[0], "Ann starts. The starting die rolls into the arena: 4.");
    EXPECT_EQ(english[1], "Ann throws 1 die (soft)…");
    EXPECT_EQ(english[2],
              "Ann's soft throw: the dice come to rest, 4 X. 1 die shows X: removed from the "
              "game. No two dice match.");
    EXPECT_EQ(english[4],
              "Ann's normal throw: the dice come to rest, 2 2. Two 2s match: Ann takes 2 dice, "
              "now 8 dice in reserve. The turn ends. Ben's turn.");
}

TEST(StrikeSentences, AThrowWithItsResultIsToldInGermanFrenchAndItalian) {
    const auto session = a_throw_that_matches();
    EXPECT_EQ(told(session, Language::de)[4],
              "Wurf von Ann (normal): die Würfel bleiben liegen, 2 2. Zwei 2er gleich: Ann "
              "nimmt 2 Würfel, jetzt 8 Würfel im Vorrat. Der Zug endet. Ben ist am Zug.");
    EXPECT_EQ(told(session, Language::fr)[4],
              "Lancer de Ann (normal) : les dés s'arrêtent, 2 2. Deux 2 identiques : Ann prend "
              "2 dés, désormais 8 dés en réserve. Le tour se termine. Au tour de Ben.");
    EXPECT_EQ(told(session, Language::it)[4],
              "Lancio di Ann (normale): i dadi si fermano, 2 2. Due 2 uguali: Ann prende 2 "
              "dadi, ora 8 dadi di riserva. Il turno finisce. Tocca a Ben.");
}

TEST(StrikeSentences, AStopSaysTheReserveKeptAndWhoseTurnItIs) {
    auto session = three_players();
    ASSERT_EQ(session.force("arena 4"), "");
    ASSERT_EQ(session.act(0, "throw hard"), "");
    ASSERT_EQ(session.force("arena 3 6 | x 0 | out 0"), "");
    ASSERT_EQ(session.act(0, "stop"), "");
    EXPECT_EQ(told(session, Language::en).back(), "Ann stops with 7 dice in reserve. Ben's turn.");
    // Not "mit 7 Würfel", which wants its dative: the app's German.
    EXPECT_EQ(told(session, Language::de).back(),
              "Ann hört auf; im Vorrat: 7 Würfel. Ben ist am Zug.");
}

}  // namespace
}  // namespace strike_sentences_test
