// The choice a person is building on the board: which die of the roll lies in which
// slot (pair 1, pair 2, the 5th die), and how the 5th die would be entered.
//
// The board only assembles the notation of docs/rules.md from it; whether the choice is
// legal is always the rules' word (State::refusal).
#pragma once

#include <QString>
#include <array>
#include <nlohmann/json.hpp>
#include <vector>

namespace dicebox::extra_board {

// The five slots: pair 1 (0, 1), pair 2 (2, 3), the 5th die (4).
constexpr int kSlots = 5;
constexpr int kFifthSlot = 4;

// How the 5th die goes onto the sheet (docs/rules.md, EXTRA!, the EXTRA rule).
enum class Entry {
    Cross,      // its number is an EXTRA number already: that column is crossed
    NewNumber,  // written at the head of an empty column (the person's choice)
    Drop,       // all EXTRA numbers are chosen and this is none: a free ride
};

class Assignment {
  public:
    // A new roll (its faces, in the order the tray shows them): every slot empty.
    void reset(std::vector<int> roll);
    void clear();

    const std::vector<int>& roll() const { return roll_; }
    // The die (index into the roll) in `slot`, or -1.
    int die_at(int slot) const { return slots_[static_cast<std::size_t>(slot)]; }
    // The face in `slot`, or 0 when it is empty.
    int face_at(int slot) const;
    // The slot holding die `die`, or -1.
    int slot_of(int die) const;
    int placed() const { return static_cast<int>(order_.size()); }
    bool complete() const { return placed() == kSlots; }

    // Puts die `die` into the first free slot; false when it is placed or none is free.
    bool place(int die);
    // Puts die `die` into `slot` (a drag): out of its old slot, the slot's die back to
    // the tray.
    void place_at(int die, int slot);
    // Takes the die in `slot` back to the tray.
    void take_back(int slot);
    // Takes back the die placed last (Backspace); false when none is placed.
    bool take_back_last();

    // The dice of a choice in notation ("2+2 1+5 x3@1"), placed anew; the column of a
    // new number (0-based) into `column`. False (and nothing changed) when the roll
    // does not hold those dice.
    bool set_from(const QString& notation, int& column);

  private:
    std::vector<int> roll_;
    std::array<int, kSlots> slots_{-1, -1, -1, -1, -1};
    std::vector<int> order_;  // slots in the order they were filled, for Backspace
};

// How `face` as the 5th die would be entered on `sheet` (a seat of the state JSON).
Entry entry_of(const nlohmann::json& sheet, int face);
// The empty EXTRA columns of `sheet`, 0-based.
std::vector<int> empty_columns(const nlohmann::json& sheet);
// The notation of a complete assignment: "A+B C+D xE", "xE@K" (column 0-based here) or
// "-E".
QString notation(const Assignment& assignment, Entry entry, int column);

}  // namespace dicebox::extra_board
