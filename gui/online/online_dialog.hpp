// Game ▸ Play online: where the server is, and either a table to join (its code or its
// link, which gives the server too, and the person's name, or the token of a seat to take
// back) or a table to host, which the new
// game dialog then sets up. The server and the name are remembered for the next time.
// The tables the person sits at (dicebox/net/seat_store.hpp) are listed: choosing one fills
// the form to take the seat back. A seat that could not be taken opens the dialog again as
// it was written, saying why.
#pragma once

#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QUrl>

namespace dicebox::gui {

class OnlineDialog : public QDialog {
    Q_OBJECT

  public:
    explicit OnlineDialog(QWidget* parent = nullptr);

    // What the person chose; valid once the dialog is accepted.
    bool hosting() const { return hosting_; }
    const QUrl& server() const { return server_; }
    QString name() const { return name_->text().trimmed(); }
    QString code() const { return code_->text().trimmed().toUpper(); }
    QString token() const { return token_->text().trimmed(); }
    // Shown again as it was written, with why the seat could not be taken.
    void retry(const QString& server, const QString& code, const QString& name,
               const QString& token, const QString& why);

    // For the tests and the keyboard alike: the parts of the dialog.
    QLineEdit* server_edit() const { return server_edit_; }
    QLineEdit* name_edit() const { return name_; }
    QLineEdit* code_edit() const { return code_; }
    QLineEdit* token_edit() const { return token_; }
    QPushButton* join_button() const { return join_; }
    QListWidget* held_list() const { return held_; }
    QLabel* problem_label() const { return problem_; }
    QPushButton* host_button() const { return host_; }

  private:
    // Accepts the dialog to join a table, or to host one, once what that needs is there.
    void chosen(bool host);
    void complain(const QString& problem);
    // A table's link written in the code's field or the server's: both filled from it, or
    // said why it is none.
    void take_link(const QString& text);
    // Lists the seats the person holds; says why when they cannot be read.
    void list_held();

    QLineEdit* server_edit_;
    QLineEdit* name_;
    QLineEdit* code_;
    QLineEdit* token_;
    QListWidget* held_;
    QLabel* problem_;
    QPushButton* join_;
    QPushButton* host_;
    QUrl server_;
    bool hosting_ = false;
};

}  // namespace dicebox::gui
