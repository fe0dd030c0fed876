// Strike in words on its board: the choice before the current player, a throw while its
// dice roll, the big throw, the result, and each throw style's risks, read from the table;
// no rule is worked out here. The events themselves are told in the game's sentences
// (plugins/strike/sentences.cpp, GameModule::sentence).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "dicebox/sentence.hpp"
#include "strike_table.hpp"

namespace dicebox::strike_board {

class Story {
    Q_DECLARE_TR_FUNCTIONS(Story)

  public:
    // `language`: the app's, in which the game's own sentences are said (a throw rolling).
    Story(std::vector<QString> names, dicebox::Language language)
        : names_(std::move(names)), language_(language) {}

    QString name(int seat) const;
    static QString dice(int count);

    // A throw made, while its dice still roll, in the game's sentence
    // (plugins/strike/sentences.cpp).
    QString throwing(const StrikeTable& table) const;
    // The choice before the current player, in a sentence.
    QString situation(const StrikeTable& table) const;
    // The same, said to the person who must choose.
    QString your_choice(const StrikeTable& table) const;
    // "The arena is empty: Ben must throw all 7 dice at once", or empty.
    QString big_throw(const StrikeTable& table) const;
    // The final result: the winner, or a match's games, points and winners.
    QString result(const StrikeTable& table, const std::vector<int>& winners) const;

    // "knocks each arena die 25% · misses 1% · a knocked die flies out 2%"
    static QString risks(const Risk& risk);
    // "Soft", "Normal", "Hard"
    static QString style_title(int style);
    // "soft", "normal", "hard" in a sentence, for the rules' name of a style.
    static QString style_word(const QString& style);
    // An event's notation in the person's words, for the app's logs: a throw, stop, a
    // throw's result ("arena 3 3 5 | x 1 | out 0") or the starting die ("arena 4").
    static QString written(const QString& notation);

  private:
    QString all_of(int count) const;
    QString points(const StrikeTable& table) const;

    std::vector<QString> names_;
    dicebox::Language language_;
};

}  // namespace dicebox::strike_board
