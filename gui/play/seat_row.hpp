// One seat in the new game dialog: a name (completed from the people in the history),
// who plays it (a person or a kind of bot), and the seat options the game has.
#pragma once

#include <QComboBox>
#include <QLineEdit>
#include <QStringList>
#include <QToolButton>
#include <QWidget>

#include "dicebox/host/lineup.hpp"
#include "dicebox/module.hpp"
#include "play/seat_options_editor.hpp"

namespace dicebox::gui {

class SeatRow : public QWidget {
    Q_OBJECT

  public:
    // A person called `name`, or the bot `bot` when it is given.
    SeatRow(const dicebox::GameModule& module, const QStringList& people, const QString& name,
            const QString& bot, QWidget* parent = nullptr);

    // The seat as the lineup has it; the caller numbers bots of one kind.
    dicebox::host::SeatSpec seat() const;
    bool is_person() const;
    QLineEdit* name_edit() const { return name_; }
    QComboBox* kind_box() const { return kind_; }
    // The control of the seat option of that name, or nullptr when the game has none.
    QWidget* option_editor(const std::string& name) const { return options_->editor(name); }
    QToolButton* remove_button() const { return remove_; }

  signals:
    void remove_requested();

  private:
    void kind_changed();

    QLineEdit* name_;
    QComboBox* kind_;
    SeatOptionsEditor* options_;
    QToolButton* remove_;
    QString person_name_;  // kept while the seat is a bot, for when it is a person again
};

}  // namespace dicebox::gui
