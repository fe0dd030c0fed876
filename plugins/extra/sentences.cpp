#include "sentences.hpp"

#include <algorithm>

#include "choice.hpp"

namespace dicebox::extra {
namespace {

using nlohmann::json;

// Each English text with its German, French and Italian, as the app has them.
constexpr dicebox::Words kWords[] = {
    {"Row %1 twice", "Reihe %1 zweimal", "Rangée %1 deux fois", "Riga %1 due volte"},
    {"Rows %1 and %2", "Reihen %1 und %2", "Rangées %1 et %2", "Righe %1 e %2"},
    {"free ride: the %1 is dropped", "Glück gehabt: die %1 fällt weg",
     "coup de chance : le %1 est laissé de côté", "fortuna: il %1 viene tralasciato"},
    {"%1 written as a new EXTRA number in column %2, without a cross (handicap)",
     "%1 als neue EXTRA-Zahl in Spalte %2 eingetragen, ohne Kreuz (Handicap)",
     "%1 inscrit comme nouveau chiffre EXTRA dans la colonne %2, sans croix (handicap)",
     "%1 scritto come nuovo numero EXTRA nella colonna %2, senza crocetta (handicap)"},
    {"%1 written as a new EXTRA number in column %2 and crossed",
     "%1 als neue EXTRA-Zahl in Spalte %2 eingetragen und angekreuzt",
     "%1 inscrit comme nouveau chiffre EXTRA dans la colonne %2 et coché",
     "%1 scritto come nuovo numero EXTRA nella colonna %2 e barrato"},
    {"%1 crossed in EXTRA column %2 (%3 of %4)", "%1 in EXTRA-Spalte %2 angekreuzt (%3 von %4)",
     "%1 coché dans la colonne EXTRA %2 (%3 sur %4)",
     "%1 barrato nella colonna EXTRA %2 (%3 di %4)"},
    {"the 5th die is a %1", "der 5. Würfel ist eine %1", "le 5e dé est un %1",
     "il quinto dado è un %1"},
    {"Dice: %1", "Würfel: %1", "Dés : %1", "Dadi: %1"},
    {"%1: %2", "%1: %2", "%1 : %2", "%1: %2"},
};
constexpr dicebox::Catalogue kCatalogue{kWords};

std::string fill(dicebox::Language language, const char* english,
                 std::initializer_list<std::string_view> args) {
    return dicebox::fill(kCatalogue(language, english), args);
}

std::string choice_sentence(const dicebox::Telling& t) {
    const auto choice = parse_choice(t.event.notation);
    const json& seats = t.before["seats"];
    const auto seat = static_cast<std::size_t>(t.event.seat);
    if (!choice || seat >= seats.size())
        return fill(t.language, "%1: %2", {t.name(t.event.seat), t.event.notation});
    return fill(t.language, "%1: %2",
                {t.name(t.event.seat), pair_rows(*choice, t.language) + "; " +
                                           fifth_die(*choice, seats[seat], t.language) + "."});
}

}  // namespace

std::string sentence(const dicebox::Telling& telling) {
    if (telling.event.hidden()) return dicebox::notation_sentence(telling);
    if (telling.event.is_chance())
        return fill(telling.language, "Dice: %1", {telling.event.notation});
    return choice_sentence(telling);
}

std::string pair_rows(const Choice& choice, dicebox::Language language) {
    const int first = choice.a + choice.b;
    const int second = choice.c + choice.d;
    if (first == second) return fill(language, "Row %1 twice", {std::to_string(first)});
    return fill(language, "Rows %1 and %2",
                {std::to_string(std::min(first, second)), std::to_string(std::max(first, second))});
}

std::string fifth_die(const Choice& choice, const json& sheet, dicebox::Language language) {
    const std::string face = std::to_string(choice.fifth);
    if (choice.kind == Fifth::Drop) return fill(language, "free ride: the %1 is dropped", {face});
    const json& columns = sheet["extra"];
    if (choice.kind == Fifth::NewNumber) {
        const std::string column = std::to_string(choice.column + 1);
        return sheet.value("handicap", false)
                   ? fill(language,
                          "%1 written as a new EXTRA number in column %2, without a cross "
                          "(handicap)",
                          {face, column})
                   : fill(language, "%1 written as a new EXTRA number in column %2 and crossed",
                          {face, column});
    }
    for (std::size_t k = 0; k < columns.size(); ++k) {
        if (columns[k]["number"] != choice.fifth) continue;
        return fill(language, "%1 crossed in EXTRA column %2 (%3 of %4)",
                    {face, std::to_string(k + 1),
                     std::to_string(std::min(columns[k]["crosses"].get<int>() + 1,
                                             columns[k]["length"].get<int>())),
                     std::to_string(columns[k]["length"].get<int>())});
    }
    // A house rule's column: what the die was.
    return fill(language, "the 5th die is a %1", {face});
}

}  // namespace dicebox::extra
