// A refusal of host/ (dicebox/host/refusal.hpp) in the person's language: each kind's
// sentence, translated with tr(), from its fields.
#pragma once

#include <QCoreApplication>
#include <QString>

#include "dicebox/host/refusal.hpp"

namespace dicebox::gui {

class RefusalText {
    Q_DECLARE_TR_FUNCTIONS(RefusalText)

  public:
    // The sentence, beginning with a capital and ending with a full stop, for a dialog.
    static QString of(const dicebox::host::Refusal& refusal);
};

// The same, for the refusal an error carries.
inline QString refusal_text(const dicebox::host::SetupError& error) {
    return RefusalText::of(error.refusal());
}

}  // namespace dicebox::gui
