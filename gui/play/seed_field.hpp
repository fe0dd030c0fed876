// The seed of the dice as the app asks for it, in the new game dialog and in what-if
// alike: a whole number from 0 to 2^64 − 1, the range of the dice's seeds; empty for a
// seed chosen at random. The field refuses whatever else is typed in.
#pragma once

#include <QLineEdit>
#include <QString>
#include <cstdint>
#include <optional>

namespace dicebox::gui {

class SeedField : public QLineEdit {
    Q_OBJECT

  public:
    explicit SeedField(QWidget* parent = nullptr);

    // The seed in the field; none when it is empty (a seed chosen at random) or when
    // its text, put there other than by typing, is no seed (hasAcceptableInput()).
    std::optional<std::uint64_t> seed() const;

    // What a seed is, for a dialog that refuses text set other than by typing.
    static QString rule();
};

}  // namespace dicebox::gui
