// The words of the games' sentences (dicebox/sentence.hpp): a connection's language read
// from its code, a code that is none refused, a catalogue's words and their numbered
// places, which a translation may put in another order.
#include "dicebox/sentence.hpp"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

namespace {

using dicebox::Language;

TEST(SentenceWords, ALanguageIsReadByTheFirstPartOfItsCodeAndAnyOtherIsEnglish) {
    EXPECT_EQ(dicebox::language_of("de"), Language::de);
    EXPECT_EQ(dicebox::language_of("de-CH"), Language::de);
    EXPECT_EQ(dicebox::language_of("FR_be"), Language::fr);
    EXPECT_EQ(dicebox::language_of("it"), Language::it);
    EXPECT_EQ(dicebox::language_of("es"), Language::en);
    EXPECT_EQ(dicebox::language_of("deu"), Language::en);
    EXPECT_EQ(dicebox::language_of(""), Language::en);
}

TEST(SentenceWords, ACodeOfLettersWithARegionIsALanguageAndAnythingElseIsRefused) {
    for (const char* code : {"en", "de-CH", "zh_Hant_TW", "es-419", "fr"})
        EXPECT_EQ(dicebox::language_refusal(code), "") << code;
    for (const std::string& code :
         std::initializer_list<std::string>{"", "-de", "de-", "de--CH", "../de", "<script>", "1de",
                                            "d e", "Zoë", std::string(36, 'a')})
        EXPECT_NE(dicebox::language_refusal(code), "") << code;
}

TEST(SentenceWords, ATranslationPutsTheNumberedPlacesInItsOwnOrder) {
    static constexpr dicebox::Words kWords[] = {
        {"%1 of %2", "%2 von %1", "%1 sur %2", "%1 di %2"},
    };
    static constexpr dicebox::Catalogue kCatalogue{kWords};
    EXPECT_EQ(dicebox::fill(kCatalogue(Language::de, "%1 of %2"), {"Ann", "Ben"}), "Ben von Ann");
    EXPECT_EQ(dicebox::fill(kCatalogue(Language::en, "%1 of %2"), {"Ann", "Ben"}), "Ann of Ben");
    // A text the catalogue lacks is said in English; a place without a word stays as it is.
    EXPECT_EQ(dicebox::fill(kCatalogue(Language::it, "%1 and %3"), {"Ann", "Ben"}), "Ann and %3");
}

}  // namespace
