#include "assignment.hpp"

#include <QStringList>
#include <algorithm>

namespace dicebox::extra_board {

void Assignment::reset(std::vector<int> roll) {
    roll_ = std::move(roll);
    clear();
}

void Assignment::clear() {
    slots_.fill(-1);
    order_.clear();
}

int Assignment::face_at(int slot) const {
    const int die = die_at(slot);
    return die < 0 ? 0 : roll_[static_cast<std::size_t>(die)];
}

int Assignment::slot_of(int die) const {
    const auto found = std::find(slots_.begin(), slots_.end(), die);
    return found == slots_.end() ? -1 : static_cast<int>(found - slots_.begin());
}

bool Assignment::place(int die) {
    if (die < 0 || die >= static_cast<int>(roll_.size()) || slot_of(die) >= 0) return false;
    const auto free = std::find(slots_.begin(), slots_.end(), -1);
    if (free == slots_.end()) return false;
    *free = die;
    order_.push_back(static_cast<int>(free - slots_.begin()));
    return true;
}

void Assignment::place_at(int die, int slot) {
    if (die < 0 || die >= static_cast<int>(roll_.size()) || slot < 0 || slot >= kSlots) return;
    take_back(slot_of(die));
    take_back(slot);
    slots_[static_cast<std::size_t>(slot)] = die;
    order_.push_back(slot);
}

void Assignment::take_back(int slot) {
    if (slot < 0 || slot >= kSlots || die_at(slot) < 0) return;
    slots_[static_cast<std::size_t>(slot)] = -1;
    order_.erase(std::remove(order_.begin(), order_.end(), slot), order_.end());
}

bool Assignment::take_back_last() {
    if (order_.empty()) return false;
    take_back(order_.back());
    return true;
}

bool Assignment::set_from(const QString& text, int& column) {
    // "A+B C+D xE", "A+B C+D xE@K" or "A+B C+D -E", as the rules format a choice.
    const QStringList parts = text.simplified().split(' ');
    if (parts.size() != 3 || parts[2].size() < 2) return false;
    std::vector<int> faces;
    for (int pair = 0; pair < 2; ++pair) {
        const QStringList dice = parts[pair].split('+');
        if (dice.size() != 2) return false;
        for (const QString& die : dice) faces.push_back(die.toInt());
    }
    faces.push_back(parts[2].mid(1, 1).toInt());
    const int at = static_cast<int>(parts[2].indexOf('@'));
    const int new_column = at < 0 ? -1 : parts[2].mid(at + 1).toInt() - 1;

    std::array<int, kSlots> chosen_dice{};
    std::vector<bool> used(roll_.size(), false);
    for (int slot = 0; slot < kSlots; ++slot) {
        int found = -1;
        for (std::size_t die = 0; die < roll_.size() && found < 0; ++die) {
            if (!used[die] && roll_[die] == faces[static_cast<std::size_t>(slot)]) {
                found = static_cast<int>(die);
            }
        }
        if (found < 0) return false;
        used[static_cast<std::size_t>(found)] = true;
        chosen_dice[static_cast<std::size_t>(slot)] = found;
    }
    slots_ = chosen_dice;
    order_ = {0, 1, 2, 3, 4};
    if (new_column >= 0) column = new_column;
    return true;
}

Entry entry_of(const nlohmann::json& sheet, int face) {
    int chosen = 0;
    for (const auto& column : sheet["extra"]) {
        if (column["number"].is_null()) continue;
        if (column["number"].get<int>() == face) return Entry::Cross;
        ++chosen;
    }
    return chosen < static_cast<int>(sheet["extra"].size()) ? Entry::NewNumber : Entry::Drop;
}

std::vector<int> empty_columns(const nlohmann::json& sheet) {
    std::vector<int> empty;
    int k = 0;
    for (const auto& column : sheet["extra"]) {
        if (column["number"].is_null()) empty.push_back(k);
        ++k;
    }
    return empty;
}

QString notation(const Assignment& a, Entry entry, int column) {
    const QString pairs = QStringLiteral("%1+%2 %3+%4 ")
                              .arg(a.face_at(0))
                              .arg(a.face_at(1))
                              .arg(a.face_at(2))
                              .arg(a.face_at(3));
    const int fifth = a.face_at(kFifthSlot);
    switch (entry) {
        case Entry::Cross:
            return pairs + QStringLiteral("x%1").arg(fifth);
        case Entry::NewNumber:
            return pairs + QStringLiteral("x%1@%2").arg(fifth).arg(column + 1);
        case Entry::Drop:
            return pairs + QStringLiteral("-%1").arg(fifth);
    }
    return pairs;
}

}  // namespace dicebox::extra_board
