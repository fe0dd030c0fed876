// Exxtra in words on its board: the game's start, what a choice would do (read from a
// clone of the state the choice is applied to), and its end. The events themselves are
// told in the game's sentences (plugins/exxtra/sentences.cpp, GameModule::sentence), and
// the pairs a placement would knock off in the same words.
#pragma once

#include <QString>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "../sentences.hpp"
#include "dicebox/sentence.hpp"
#include "dicebox/state.hpp"

namespace dicebox::exxtra_board {

using nlohmann::json;

// The players' names by seat; a seat without one is called "Seat N".
class Names {
  public:
    explicit Names(std::vector<QString> names) : names_(std::move(names)) {}
    QString operator()(dicebox::Seat seat) const;
    // The names as the game's sentences take them (dicebox::Telling::names).
    std::vector<std::string> utf8() const;

  private:
    std::vector<QString> names_;
};

// A combination as its two digits: 70, 00.
QString two_digits(int value);

using dicebox::exxtra::Pair;
using dicebox::exxtra::pair_of;

// A decision's notation ("roll", "place 3") in the person's words, for the app's logs
// ("roll again", "place on ring 3"); a roll's ("7 X") has none and stays as it is.
QString written_decision(const QString& action);
// The opening line of a game nobody has rolled in yet.
QString narrate_start(const json& state, const Names& names);

// What placing the waiting roll on `ring` would do for `seat` ("71 on ring 4 (+4 next
// turn), knocks off Ann's 63 from ring 5"), found by applying it to a clone of `state`,
// the pairs in the game's words in `language`; a ring the rules refuse is explained
// instead, and `allowed` is false.
QString explain_place(const dicebox::State& state, dicebox::Seat seat, int ring, const Names& names,
                      dicebox::Language language, bool* allowed = nullptr);
// The seats whose pairs that placement would knock off (empty when it is refused).
std::vector<dicebox::Seat> would_knock_off(const dicebox::State& state, dicebox::Seat seat,
                                           int ring);
// What rolling again risks.
QString explain_roll(const json& state);

// The end of the game: who reached the Goal, and where every pawn stands.
QString final_result(const json& state, const Names& names);

}  // namespace dicebox::exxtra_board
