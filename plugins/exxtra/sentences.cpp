#include "sentences.hpp"

#include <fmt/format.h>

#include <vector>

namespace dicebox::exxtra {
namespace {

using nlohmann::json;

// Each English text with its German, French and Italian, as the app has them.
constexpr dicebox::Words kWords[] = {
    {"%1's pawn reaches the Goal!", "Die Spielfigur von %1 erreicht das Ziel!",
     "Le pion de %1 atteint l'arrivée !", "La pedina di %1 raggiunge l'arrivo!"},
    {"%1 takes the %2 back from ring %3: no move.", "%1 nimmt die %2 von Ring %3 zurück: kein Zug.",
     "%1 reprend le %2 de l'anneau %3 : pas de déplacement.",
     "%1 riprende il %2 dall'anello %3: nessuno spostamento."},
    {"%1 takes the %2 back from ring %3: pawn +%4 to %5.",
     "%1 nimmt die %2 von Ring %3 zurück: Figur +%4 auf %5.",
     "%1 reprend le %2 de l'anneau %3 : pion +%4 jusqu'à %5.",
     "%1 riprende il %2 dall'anello %3: pedina +%4 fino a %5."},
    {"%1 has the dice.", "%1 hat die Würfel.", "%1 a les dés.", "%1 ha i dadi."},
    {"%1's %2 from ring %3", "die %2 von %1 von Ring %3", "le %2 de %1 de l'anneau %3",
     "il %2 di %1 dall'anello %3"},
    {" and ", " und ", " et ", " e "},
    {"%1 rolls %2 (roll %3): an X after the first roll, turn over",
     "%1 würfelt %2 (Wurf %3): ein X nach dem ersten Wurf, Zug vorbei",
     "%1 lance %2 (lancer %3) : un X après le premier lancer, tour terminé",
     "%1 lancia %2 (lancio %3): una X dopo il primo lancio, turno finito"},
    {", pawn back %1 to %2.", ", Figur %1 zurück auf %2.", ", pion recule de %1 jusqu'à %2.",
     ", pedina indietro di %1 fino a %2."},
    {"; the pawn stays on Start.", "; die Figur bleibt auf Start.", "; le pion reste au départ.",
     "; la pedina resta sulla partenza."},
    {"%1 rolls %2 (roll %3): %4", "%1 würfelt %2 (Wurf %3): %4", "%1 lance %2 (lancer %3) : %4",
     "%1 lancia %2 (lancio %3): %4"},
    {" (an X counts 0 on the first roll)", " (ein X zählt beim ersten Wurf 0)",
     " (un X compte 0 au premier lancer)", " (una X vale 0 al primo lancio)"},
    {"; a double: pawn +%1 to %2", "; ein Pasch: Figur +%1 auf %2",
     "; un double : pion +%1 jusqu'à %2", "; un doppio: pedina +%1 fino a %2"},
    {"%1 rolls again.", "%1 würfelt noch einmal.", "%1 relance.", "%1 lancia di nuovo."},
    {"%1 places %2 on ring %3", "%1 setzt %2 auf Ring %3", "%1 place %2 sur l'anneau %3",
     "%1 mette %2 sull'anello %3"},
    {", knocking off %1", ", wirft %1 hinaus", ", éjectant %1", ", scacciando %1"},
};
constexpr dicebox::Catalogue kCatalogue{kWords};

int position(const json& state, dicebox::Seat seat) {
    return state["seats"][static_cast<std::size_t>(seat)]["position"].get<int>();
}

// A combination as its two digits: 70, 00.
std::string two_digits(int value) {
    return fmt::format("{:02}", value);
}

class Teller {
  public:
    explicit Teller(const dicebox::Telling& telling)
        : t_(telling), before_(telling.before), after_(telling.after) {}

    std::string operator()() const {
        if (t_.event.hidden()) return dicebox::notation_sentence(t_);
        return t_.event.is_chance() ? chance() : decision();
    }

  private:
    std::string words(const char* english) const { return kCatalogue(t_.language, english); }
    std::string fill(const char* english, std::initializer_list<std::string_view> args) const {
        return dicebox::fill(words(english), args);
    }
    static std::string number(int n) { return std::to_string(n); }

    std::string chance() const;
    std::string decision() const;
    std::string handover() const;
    std::string goal_line() const;

    const dicebox::Telling& t_;
    const json& before_;
    const json& after_;
};

std::string Teller::chance() const {
    const std::string& outcome = t_.event.notation;
    const dicebox::Seat seat = before_["current"].get<int>();
    const std::string who = t_.name(seat);
    const int roll = before_["rolls_this_turn"].get<int>() + 1;
    const int moved = position(after_, seat) - position(before_, seat);
    if (after_["roll"].is_null()) {
        // An X after the first roll: the turn is over and nothing is placed.
        std::string out = fill("%1 rolls %2 (roll %3): an X after the first roll, turn over",
                               {who, outcome, number(roll)});
        if (moved < 0) {
            out += fill(", pawn back %1 to %2.", {number(-moved), number(position(after_, seat))});
        } else {
            out += position(after_, seat) == 0 ? words("; the pawn stays on Start.") : words(".");
        }
        return out + handover();
    }
    std::string out = fill("%1 rolls %2 (roll %3): %4",
                           {who, outcome, number(roll), two_digits(after_["value"].get<int>())});
    if (roll == 1 && outcome.find('X') != std::string::npos)
        out += words(" (an X counts 0 on the first roll)");
    if (moved > 0)
        out += fill("; a double: pawn +%1 to %2", {number(moved), number(position(after_, seat))});
    return out + words(".") + goal_line();
}

std::string Teller::decision() const {
    const dicebox::Seat seat = t_.event.seat;
    if (t_.event.notation == "roll") return fill("%1 rolls again.", {t_.name(seat)});
    const std::string ring = t_.event.notation.substr(t_.event.notation.find(' ') + 1);
    std::string out = fill("%1 places %2 on ring %3",
                           {t_.name(seat), two_digits(before_["value"].get<int>()), ring});
    const std::string pairs = knocked_off_pairs(t_);
    if (!pairs.empty()) out += fill(", knocking off %1", {pairs});
    return out + words(".") + handover();
}

// When the dice pass on, the next player takes their pair back and moves by its ring. A
// pair that left a ring above 0 without a move was knocked off, not collected.
std::string Teller::handover() const {
    if (before_["current"] == after_["current"]) return {};
    const dicebox::Seat next = after_["current"].get<int>();
    const Pair pair = pair_of(before_, next);
    const int moved = position(after_, next) - position(before_, next);
    std::string out;
    if (pair.ring >= 0 && !(pair.ring > 0 && moved == 0)) {
        out = ' ' + (moved == 0 ? fill("%1 takes the %2 back from ring %3: no move.",
                                       {t_.name(next), two_digits(pair.value), number(pair.ring)})
                                : fill("%1 takes the %2 back from ring %3: pawn +%4 to %5.",
                                       {t_.name(next), two_digits(pair.value), number(pair.ring),
                                        number(moved), number(position(after_, next))}));
    } else {
        out = ' ' + fill("%1 has the dice.", {t_.name(next)});
    }
    return out + goal_line();
}

// The win, when the event ended the game.
std::string Teller::goal_line() const {
    if (!after_["terminal"].get<bool>() || before_["terminal"].get<bool>()) return {};
    std::string out;
    for (const auto& seat : after_["winners"])
        out += ' ' + fill("%1's pawn reaches the Goal!", {t_.name(seat.get<int>())});
    return out;
}

}  // namespace

std::string sentence(const dicebox::Telling& telling) {
    return Teller(telling)();
}

Pair pair_of(const json& state, dicebox::Seat seat) {
    for (const auto& [ring, pairs] : state["ladder"].items()) {
        for (const auto& pair : pairs) {
            if (pair["seat"] == seat) return {std::stoi(ring), pair["value"].get<int>()};
        }
    }
    return {};
}

// Every pair gone from `after` but the one the next player collected (which moved the
// pawn, or sat on ring 0, where nothing is ever knocked off).
std::vector<dicebox::Seat> knocked_off(const json& before, const json& after, dicebox::Seat seat) {
    std::vector<dicebox::Seat> seats;
    const dicebox::Seat next = after["current"].get<int>();
    for (dicebox::Seat other = 0; other < before["players"].get<int>(); ++other) {
        if (other == seat) continue;
        const Pair was = pair_of(before, other);
        if (was.ring < 0 || pair_of(after, other).ring >= 0) continue;
        const bool collected =
            other == next && (was.ring == 0 || position(after, other) != position(before, other));
        if (!collected) seats.push_back(other);
    }
    return seats;
}

std::string knocked_off_pairs(const dicebox::Telling& telling) {
    std::string pairs;
    for (const dicebox::Seat other :
         knocked_off(telling.before, telling.after, telling.event.seat)) {
        const Pair pair = pair_of(telling.before, other);
        pairs +=
            (pairs.empty() ? "" : kCatalogue(telling.language, " and ")) +
            dicebox::fill(kCatalogue(telling.language, "%1's %2 from ring %3"),
                          {telling.name(other), two_digits(pair.value), std::to_string(pair.ring)});
    }
    return pairs;
}

}  // namespace dicebox::exxtra
