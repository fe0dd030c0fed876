#include "play/seed_field.hpp"

#include <QValidator>

namespace dicebox::gui {
namespace {

// Digits that make a number of 64 bits, or nothing. A digit that would take the number
// past the largest seed is refused as it is typed, as a letter is.
class SeedValidator : public QValidator {
  public:
    using QValidator::QValidator;

    State validate(QString& input, int& /*pos*/) const override {
        if (input.isEmpty()) return Acceptable;
        for (const QChar c : input) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9')) return Invalid;
        }
        bool fits = false;
        input.toULongLong(&fits);
        return fits ? Acceptable : Invalid;
    }
};

}  // namespace

SeedField::SeedField(QWidget* parent) : QLineEdit(parent) {
    setObjectName(QStringLiteral("seedEdit"));
    setPlaceholderText(tr("random"));
    setToolTip(tr("The same seed rolls the same dice"));
    setValidator(new SeedValidator(this));
}

std::optional<std::uint64_t> SeedField::seed() const {
    if (text().isEmpty() || !hasAcceptableInput()) return std::nullopt;
    return text().toULongLong();
}

QString SeedField::rule() {
    return tr("The seed is a whole number from 0 to 18446744073709551615.");
}

}  // namespace dicebox::gui
