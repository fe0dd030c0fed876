// One seat in the new game dialog: a name (completed from the people in the history),
// who plays it (a person or a kind of bot), and the handicap where the game has one.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QStringList>
#include <QToolButton>
#include <QWidget>

#include "dicebox/module.hpp"
#include "lineup.hpp"

namespace gui {

class SeatRow : public QWidget {
    Q_OBJECT

  public:
    // A person called `name`, or the bot `bot` when it is given.
    SeatRow(const dicebox::GameModule& module, const QStringList& people, const QString& name,
            const QString& bot, QWidget* parent = nullptr);

    // The seat as the lineup has it; the caller numbers bots of one kind.
    cli::SeatSpec seat() const;
    bool is_person() const;
    QLineEdit* name_edit() const { return name_; }
    QComboBox* kind_box() const { return kind_; }
    QCheckBox* handicap_box() const { return handicap_; }
    QToolButton* remove_button() const { return remove_; }

  signals:
    void remove_requested();

  private:
    void kind_changed();

    QLineEdit* name_;
    QComboBox* kind_;
    QCheckBox* handicap_;
    QToolButton* remove_;
    QString person_name_;  // kept while the seat is a bot, for when it is a person again
};

}  // namespace gui
