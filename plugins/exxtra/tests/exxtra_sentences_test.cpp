// Exxtra's events in sentences, through the real plugin (GameModule::sentence): the words
// the server sends beside each event and the app writes under its line, in each language.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dicebox/sentence.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace exxtra_sentences_test {
namespace {

using dicebox::Language;

const std::vector<std::string> kNames = {"Ann", "Bea", "Carl"};

dicebox::Session three_players() {
    dicebox::GameConfig config;
    config.players = 3;
    return {testing_support::module("exxtra"), config, 7};
}

// Ann places 63 on ring 5; Bea rolls 71 and places it on ring 4, knocking Ann's pair off.
dicebox::Session a_knock_off() {
    auto session = three_players();
    EXPECT_EQ(session.force("3 6"), "");
    EXPECT_EQ(session.act(0, "place 5"), "");
    EXPECT_EQ(session.force("7 1"), "");
    EXPECT_EQ(session.act(1, "place 4"), "");
    return session;
}

std::string last(const dicebox::Session& session, Language language) {
    return dicebox::told_sentences(session, dicebox::kOnlooker, kNames, language).back();
}

TEST(ExxtraSentences, AKnockOffNamesThePairKnockedOffAndWhoHasTheDiceNext) {
    const auto session = a_knock_off();
    EXPECT_EQ(last(session, Language::en),
              "Bea places 71 on ring 4, knocking off Ann's 63 from ring 5. Carl has the dice.");
}

TEST(ExxtraSentences, AKnockOffIsToldInGermanFrenchAndItalian) {
    const auto session = a_knock_off();
    EXPECT_EQ(last(session, Language::de),
              "Bea setzt 71 auf Ring 4, wirft die 63 von Ann von Ring 5 hinaus. Carl hat die "
              "Würfel.");
    EXPECT_EQ(last(session, Language::fr),
              "Bea place 71 sur l'anneau 4, éjectant le 63 de Ann de l'anneau 5. Carl a les dés.");
    EXPECT_EQ(last(session, Language::it),
              "Bea mette 71 sull'anello 4, scacciando il 63 di Ann dall'anello 5. Carl ha i dadi.");
}

TEST(ExxtraSentences, AFirstRollsXCountsZeroAndADoubleMovesThePawn) {
    auto session = three_players();
    ASSERT_EQ(session.force("X X"), "");
    ASSERT_EQ(session.act(0, "roll"), "");
    ASSERT_EQ(session.force("2 2"), "");
    const auto told = dicebox::told_sentences(session, 1, kNames, Language::en);
    EXPECT_EQ(told.at(0), "Ann rolls X X (roll 1): 00 (an X counts 0 on the first roll).");
    EXPECT_EQ(told.at(1), "Ann rolls again.");
    EXPECT_EQ(told.at(2), "Ann rolls 2 2 (roll 2): 22; a double: pawn +2 to 2.");
}

TEST(ExxtraSentences, ALanguageTheGameDoesNotSpeakIsToldInEnglish) {
    const auto session = a_knock_off();
    EXPECT_EQ(last(session, dicebox::language_of("es")), last(session, Language::en));
}

}  // namespace
}  // namespace exxtra_sentences_test
