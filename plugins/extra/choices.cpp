#include "choices.hpp"

namespace dicebox::extra {

using dicebox::Action;

// docs/rules.md, EXTRA!, the EXTRA rule, applied to every split of the roll. refusal() checks
// a single choice against the same rules; the conformance suite holds the two together.
void choices_on(const ExtraRules& rules, const Roll& roll, std::span<const Action> splits,
                const Sheet& sheet, std::vector<Action>& actions) {
    actions.clear();
    const auto column_of = sheet.column_table();
    if (sheet.numbers_chosen(rules) < rules.columns) {
        for (const Action split : splits) {
            if (column_of[Choice::fifth_of(split)] >= 0) {
                actions.push_back(split);
                continue;
            }
            for (int k = 0; k < rules.columns; ++k) {
                if (sheet.columns[k].number != 0) continue;
                actions.push_back(Choice::entered_as(split, Fifth::NewNumber, k));
            }
        }
        return;
    }
    bool free_ride = true;
    for (int k = 0; k < rules.columns; ++k) free_ride &= roll.count[sheet.columns[k].number] == 0;
    if (free_ride) {
        for (const Action split : splits) actions.push_back(Choice::entered_as(split, Fifth::Drop));
        return;
    }
    // The splits whose 5th die is an EXTRA number: kept without a branch per split, for
    // which one is kept is as random as the dice.
    actions.resize(splits.size());
    std::size_t kept = 0;
    for (const Action split : splits) {
        actions[kept] = split;
        kept += column_of[Choice::fifth_of(split)] >= 0;
    }
    actions.resize(kept);
}

void enter(const ExtraRules& rules, Sheet& sheet, const Choice& ch) {
    sheet.cross_row(rules, ch.a + ch.b);
    sheet.cross_row(rules, ch.c + ch.d);
    switch (ch.kind) {
        case Fifth::Cross:
            sheet.cross_column(rules, sheet.column_of(ch.fifth));
            break;
        case Fifth::NewNumber:
            sheet.columns[ch.column].number = ch.fifth;
            // The children's handicap: crosses start with the number's second use.
            if (!sheet.handicap) sheet.cross_column(rules, ch.column);
            break;
        case Fifth::Drop:
            break;
    }
}

Sheet entered(const ExtraRules& rules, const Sheet& sheet, const Choice& ch) {
    Sheet next = sheet;
    enter(rules, next, ch);
    return next;
}

}  // namespace dicebox::extra
