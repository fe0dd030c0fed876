#include "sentences.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <sstream>
#include <vector>

namespace dicebox::strike {
namespace {

using nlohmann::json;

// Each English text with its German, French and Italian, as the app has them.
constexpr dicebox::Words kWords[] = {
    {"no", "keine", "aucun", "nessun"},
    {"one", "ein", "un", "un"},
    {"two", "zwei", "deux", "due"},
    {"three", "drei", "trois", "tre"},
    {"four", "vier", "quatre", "quattro"},
    {"five", "fünf", "cinq", "cinque"},
    {"six", "sechs", "six", "sei"},
    {"seven", "sieben", "sept", "sette"},
    {"one %1", "eine %1", "un %1", "un %1"},
    {"%1 %2s", "%1 %2er", "%1 %2", "%1 %2"},
    {"1 die", "1 Würfel", "1 dé", "1 dado"},
    {"%1 dice", "%1 Würfel", "%1 dés", "%1 dadi"},
    {"Game %1 of %2: %3 starts. ", "Spiel %1 von %2: %3 beginnt. ",
     "Partie %1 sur %2 : %3 commence. ", "Partita %1 di %2: inizia %3. "},
    {"%1 starts. ", "%1 beginnt. ", "%1 commence. ", "Inizia %1. "},
    {"The starting die rolls into the arena: %1.", "Der Startwürfel rollt in die Arena: %1.",
     "Le dé de départ roule dans l'arène : %1.", "Il dado iniziale rotola nell'arena: %1."},
    {"%1's %2 throw", "Wurf von %1 (%2)", "Lancer de %1 (%2)", "Lancio di %1 (%2)"},
    {"%1: no die comes to rest in the arena.", "%1: kein Würfel bleibt in der Arena liegen.",
     "%1 : aucun dé ne s'arrête dans l'arène.", "%1: nessun dado si ferma nell'arena."},
    {"%1: the dice come to rest, %2.", "%1: die Würfel bleiben liegen, %2.",
     "%1 : les dés s'arrêtent, %2.", "%1: i dadi si fermano, %2."},
    {"1 die shows X: removed from the game.", "1 Würfel zeigt X: aus dem Spiel genommen.",
     "1 dé montre X : retiré du jeu.", "1 dado mostra X: tolto dal gioco."},
    {"%1 dice show X: removed from the game.", "%1 Würfel zeigen X: aus dem Spiel genommen.",
     "%1 dés montrent X : retirés du jeu.", "%1 dadi mostrano X: tolti dal gioco."},
    {"1 die flew out of the arena: removed from the game.",
     "1 Würfel flog aus der Arena: aus dem Spiel genommen.",
     "1 dé est sorti de l'arène : retiré du jeu.",
     "1 dado è volato fuori dall'arena: tolto dal gioco."},
    {"%1 dice flew out of the arena: removed from the game.",
     "%1 Würfel flogen aus der Arena: aus dem Spiel genommen.",
     "%1 dés sont sortis de l'arène : retirés du jeu.",
     "%1 dadi sono volati fuori dall'arena: tolti dal gioco."},
    {"%1 match: %2 takes %3, now %4 in reserve. The turn ends.",
     "%1 gleich: %2 nimmt %3, jetzt %4 im Vorrat. Der Zug endet.",
     "%1 identiques : %2 prend %3, désormais %4 en réserve. Le tour se termine.",
     "%1 uguali: %2 prende %3, ora %4 di riserva. Il turno finisce."},
    {" and ", " und ", " et ", " e "},
    {"The arena is empty.", "Die Arena ist leer.", "L'arène est vide.", "L'arena è vuota."},
    {"No two dice match.", "Keine zwei Würfel sind gleich.", "Aucun dé n'est identique à un autre.",
     "Non ci sono due dadi uguali."},
    {"%1 has no dice left and is out.", "%1 hat keine Würfel mehr und scheidet aus.",
     "%1 n'a plus de dés et est éliminé.", "%1 non ha più dadi ed è eliminato."},
    {"%1 has no dice left and is out: 1 point.",
     "%1 hat keine Würfel mehr und scheidet aus: 1 Punkt.",
     "%1 n'a plus de dés et est éliminé : 1 point.", "%1 non ha più dadi ed è eliminato: 1 punto."},
    {"%1 has no dice left and is out: %2 points.",
     "%1 hat keine Würfel mehr und scheidet aus: %2 Punkte.",
     "%1 n'a plus de dés et est éliminé : %2 points.",
     "%1 non ha più dadi ed è eliminato: %2 punti."},
    {"%1 is the last player with dice and wins game %2 of %3.",
     "%1 hat als Letzter noch Würfel und gewinnt Spiel %2 von %3.",
     "%1 est le dernier joueur avec des dés et gagne la partie %2 sur %3.",
     "%1 è l'ultimo giocatore con dadi e vince la partita %2 di %3."},
    {"%1 is the last player with dice.", "%1 hat als Letzter noch Würfel.",
     "%1 est le dernier joueur avec des dés.", "%1 è l'ultimo giocatore con dadi."},
    {"%1's turn.", "%1 ist am Zug.", "Au tour de %1.", "Tocca a %1."},
    {"%1 throws %2 (%3)…", "%1 wirft %2 (%3)…", "%1 lance %2 (%3)…", "%1 lancia %2 (%3)…"},
    {"%1 stops with %2 in reserve.", "%1 hört auf; im Vorrat: %2.",
     "%1 s'arrête avec %2 en réserve.", "%1 si ferma con %2 di riserva."},
    {"soft", "sanft", "doux", "leggero"},
    {"normal", "normal", "normal", "normale"},
    {"hard", "hart", "fort", "forte"},
};
constexpr dicebox::Catalogue kCatalogue{kWords};

// A throw come to rest, in the notation of docs/rules.md: `arena 3 3 5 | x 1 | out 0`, or
// the starting die's `arena 4`.
struct Rest {
    std::vector<int> faces;
    int x = 0;
    int out = 0;
};

std::optional<Rest> rest_of(const std::string& notation) {
    std::istringstream in(notation);
    std::string word;
    if (!(in >> word) || word != "arena") return std::nullopt;
    Rest rest;
    while (in >> word && word != "|") {
        if (word.empty() || !std::isdigit(static_cast<unsigned char>(word[0]))) return std::nullopt;
        rest.faces.push_back(std::stoi(word));
    }
    int count = 0;
    while (in >> word >> count) {
        if (word == "x") rest.x = count;
        if (word == "out") rest.out = count;
        in >> word;  // the next "|"
    }
    return rest;
}

std::string dice_words(int count, dicebox::Language language) {
    return count == 1 ? kCatalogue(language, "1 die")
                      : dicebox::fill(kCatalogue(language, "%1 dice"), {std::to_string(count)});
}

std::string style_word(const std::string& style, dicebox::Language language) {
    for (const char* known : {"soft", "normal", "hard"})
        if (style == known) return kCatalogue(language, known);
    return style;
}

class Teller {
  public:
    explicit Teller(const dicebox::Telling& telling) : t_(telling) {}

    std::string operator()() const {
        const json& before = t_.before;
        const json& after = t_.after;
        if (!t_.event.is_chance()) {
            if (after.value("phase", "") == "rolling") return throwing(after);
            return join(stop(before), turn_end(before, after));
        }
        const auto rest = rest_of(t_.event.notation);
        if (!rest) return t_.event.notation;
        if (before.value("phase", "") == "starting die") return start(after, *rest);
        return join(throw_at_rest(before, after, *rest), turn_end(before, after));
    }

  private:
    std::string words(const char* english) const { return kCatalogue(t_.language, english); }
    std::string name(const json& seat) const { return t_.name(seat.get<int>()); }
    static std::string join(std::string first, const std::string& then) {
        if (first.empty()) return then;
        return then.empty() ? first : first + ' ' + then;
    }
    static int reserve(const json& state, int seat) {
        return state["seats"][static_cast<std::size_t>(seat)].value("reserve", 0);
    }
    static bool same_game(const json& before, const json& after) {
        return before["game_winners"].size() == after["game_winners"].size();
    }

    std::string dice(int count) const { return dice_words(count, t_.language); }

    // "two 3s": how many dice show a number.
    std::string how_many(int count, int face) const {
        static const char* const kNumbers[] = {"no",   "one",  "two", "three",
                                               "four", "five", "six", "seven"};
        const std::string number =
            count >= 0 && count < 8 ? words(kNumbers[count]) : std::to_string(count);
        if (count == 1) return dicebox::fill(words("one %1"), {std::to_string(face)});
        return dicebox::fill(words("%1 %2s"), {number, std::to_string(face)});
    }

    std::string style_word(const std::string& style) const {
        return strike::style_word(style, t_.language);
    }

    std::string start(const json& after, const Rest& rest) const {
        std::string faces;
        for (const int face : rest.faces)
            faces += fmt::format("{}{}", faces.empty() ? "" : " ", face);
        const json params = after.value("params", json::object());
        std::string out =
            params.value("match", false)
                ? dicebox::fill(words("Game %1 of %2: %3 starts. "),
                                {std::to_string(after.value("game_number", 1)),
                                 std::to_string(after.value("games", 1)), name(after["current"])})
                : dicebox::fill(words("%1 starts. "), {name(after["current"])});
        return out + dicebox::fill(words("The starting die rolls into the arena: %1."), {faces});
    }

    std::string throw_at_rest(const json& before, const json& after, const Rest& rest) const;
    std::string turn_end(const json& before, const json& after) const;

    std::string throwing(const json& after) const {
        const json& thrown = after["throw"];
        return strike::throwing(name(after["current"]), thrown.value("dice", 0),
                                thrown.value("style", ""), t_.language);
    }

    std::string stop(const json& before) const {
        const int seat = before["current"].get<int>();
        return dicebox::fill(words("%1 stops with %2 in reserve."),
                             {t_.name(seat), dice(reserve(before, seat))});
    }

    const dicebox::Telling& t_;
};

std::string Teller::throw_at_rest(const json& before, const json& after, const Rest& rest) const {
    const int seat = before["current"].get<int>();
    std::string faces;
    for (const int face : rest.faces) faces += fmt::format("{}{}", faces.empty() ? "" : " ", face);
    for (int i = 0; i < rest.x; ++i) faces += faces.empty() ? "X" : " X";
    const json& thrown = before["throw"];
    const std::string thrower =
        dicebox::fill(words("%1's %2 throw"),
                      {t_.name(seat),
                       style_word(thrown.is_object() ? thrown.value("style", "") : std::string())});
    std::string out =
        faces.empty() ? dicebox::fill(words("%1: no die comes to rest in the arena."), {thrower})
                      : dicebox::fill(words("%1: the dice come to rest, %2."), {thrower, faces});
    if (rest.x > 0) {
        out = join(out, rest.x == 1 ? words("1 die shows X: removed from the game.")
                                    : dicebox::fill(words("%1 dice show X: removed from the game."),
                                                    {std::to_string(rest.x)}));
    }
    if (rest.out > 0) {
        out = join(out, rest.out == 1
                            ? words("1 die flew out of the arena: removed from the game.")
                            : dicebox::fill(words("%1 dice flew out of the arena: removed from "
                                                  "the game."),
                                            {std::to_string(rest.out)}));
    }
    if (!same_game(before, after)) return out;
    // What the arena lost besides is what the thrower took.
    std::map<int, int> taken;
    for (const int face : rest.faces) ++taken[face];
    for (const json& face : after["arena"]) --taken[face.get<int>()];
    std::string groups;
    int count = 0;
    for (const auto& [face, n] : taken) {
        if (n <= 0) continue;
        groups += (groups.empty() ? "" : words(" and ")) + how_many(n, face);
        count += n;
    }
    if (count > 0) {
        groups[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(groups[0])));
        return join(
            out, dicebox::fill(words("%1 match: %2 takes %3, now %4 in reserve. The turn "
                                     "ends."),
                               {groups, t_.name(seat), dice(count), dice(reserve(after, seat))}));
    }
    if (after.value("phase", "") == "may throw" && after["current"] == seat) {
        return join(
            out, rest.faces.empty() ? words("The arena is empty.") : words("No two dice match."));
    }
    return out;
}

std::string Teller::turn_end(const json& before, const json& after) const {
    const bool same = same_game(before, after);
    const int winner = same ? -1 : after["game_winners"].back().get<int>();
    const bool match = after.value("params", json::object()).value("match", false);
    std::string out;
    const std::size_t seats = std::min(before["seats"].size(), after["seats"].size());
    for (std::size_t seat = 0; seat < seats; ++seat) {
        const int s = static_cast<int>(seat);
        const bool out_after = after["seats"][seat].value("out", false);
        if (before["seats"][seat].value("out", false) || (same ? !out_after : s == winner))
            continue;
        if (match) {
            const int scored =
                after["seats"][seat].value("points", 0) - before["seats"][seat].value("points", 0);
            out = join(out, scored == 1
                                ? dicebox::fill(words("%1 has no dice left and is out: 1 point."),
                                                {t_.name(s)})
                                : dicebox::fill(words("%1 has no dice left and is out: %2 points."),
                                                {t_.name(s), std::to_string(scored)}));
        } else {
            out = join(out, dicebox::fill(words("%1 has no dice left and is out."), {t_.name(s)}));
        }
    }
    if (!same) {
        return join(
            out,
            match ? dicebox::fill(words("%1 is the last player with dice and wins "
                                        "game %2 of %3."),
                                  {t_.name(winner), std::to_string(before.value("game_number", 1)),
                                   std::to_string(after.value("games", 1))})
                  : dicebox::fill(words("%1 is the last player with dice."), {t_.name(winner)}));
    }
    if (after["current"] != before["current"])
        return join(out, dicebox::fill(words("%1's turn."), {name(after["current"])}));
    return out;
}

}  // namespace

std::string sentence(const dicebox::Telling& telling) {
    return Teller(telling)();
}

std::string throwing(const std::string& thrower, int dice, const std::string& style,
                     dicebox::Language language) {
    return dicebox::fill(kCatalogue(language, "%1 throws %2 (%3)…"),
                         {thrower, dice_words(dice, language), style_word(style, language)});
}

}  // namespace dicebox::strike
