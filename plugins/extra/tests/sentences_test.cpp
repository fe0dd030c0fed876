// EXTRA!'s events in sentences, through the real plugin (GameModule::sentence): the words
// the server sends beside each event and the app writes under its line, in each language;
// and a secret choice told to another seat or an onlooker says only that the seat chose.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dicebox/sentence.hpp"
#include "extra_table.hpp"

namespace extra_test {
namespace {

using dicebox::Language;

const std::vector<std::string> kNames = {"Ann", "Ben", "Cid"};

std::vector<std::string> told(const dicebox::Session& session, dicebox::Seat viewer,
                              Language language) {
    return dicebox::told_sentences(session, viewer, kNames, language);
}

// After the roll 1 2 2 3 5, Ben writes the 3 as a new EXTRA number; Cid has not chosen.
dicebox::Session bens_new_extra_number() {
    auto session = new_session(3);
    EXPECT_EQ(session.force("1 2 2 3 5"), "");
    EXPECT_EQ(session.act(1, "5+1 2+2 x3@1"), "");
    return session;
}

TEST(ExtraSentences, AChoiceThatWritesANewExtraNumberIsToldToItsSeat) {
    const auto ben = told(bens_new_extra_number(), 1, Language::en);
    ASSERT_EQ(ben.size(), 2u);
    EXPECT_EQ(ben[0], "Dice: 1 2 2 3 5");
    EXPECT_EQ(ben[1],
              "Ben: Rows 4 and 6; 3 written as a new EXTRA number in column 1 and crossed.");
}

TEST(ExtraSentences, AChoiceThatWritesANewExtraNumberIsToldInGermanFrenchAndItalian) {
    const auto session = bens_new_extra_number();
    EXPECT_EQ(told(session, 1, Language::de)[1],
              "Ben: Reihen 4 und 6; 3 als neue EXTRA-Zahl in Spalte 1 eingetragen und "
              "angekreuzt.");
    EXPECT_EQ(told(session, 1, Language::fr)[1],
              "Ben : Rangées 4 et 6; 3 inscrit comme nouveau chiffre EXTRA dans la colonne 1 et "
              "coché.");
    EXPECT_EQ(told(session, 1, Language::it)[1],
              "Ben: Righe 4 e 6; 3 scritto come nuovo numero EXTRA nella colonna 1 e barrato.");
}

// The pending choice told to another seat or to an onlooker, in every language: that Ben
// has chosen, and nothing of what (his pairs, his 5th die, his column).
TEST(ExtraSentences, APendingChoiceToldToAnotherSeatOrAnOnlookerSaysOnlyThatTheSeatHasChosen) {
    const auto session = bens_new_extra_number();
    for (const dicebox::Seat viewer : {0, 2, dicebox::kOnlooker}) {
        for (const Language language : dicebox::kLanguages) {
            const std::string sentence = told(session, viewer, language).back();
            SCOPED_TRACE(sentence);
            EXPECT_EQ(sentence.find("Ben"), 0u);
            EXPECT_EQ(sentence.find_first_of("2345"), std::string::npos);
            EXPECT_EQ(sentence.find("EXTRA"), std::string::npos);
        }
    }
    EXPECT_EQ(told(session, 0, Language::en).back(), "Ben has chosen.");
    EXPECT_EQ(told(session, dicebox::kOnlooker, Language::de).back(), "Ben hat gewählt.");
}

// Once every seat has chosen, the round is revealed, and the choice is told to everybody.
TEST(ExtraSentences, AChoiceRevealedWithTheRoundIsToldToEveryone) {
    auto session = bens_new_extra_number();
    ASSERT_EQ(session.act(0, "1+2 2+3 x5@2"), "");
    ASSERT_EQ(session.act(2, "1+2 2+3 x5@1"), "");
    const auto cid = told(session, 2, Language::en);
    EXPECT_EQ(cid[1],
              "Ben: Rows 4 and 6; 3 written as a new EXTRA number in column 1 and crossed.");
    EXPECT_EQ(cid[2],
              "Ann: Rows 3 and 5; 5 written as a new EXTRA number in column 2 and crossed.");
}

}  // namespace
}  // namespace extra_test
