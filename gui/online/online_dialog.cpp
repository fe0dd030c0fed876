#include "online/online_dialog.hpp"

#include <QFormLayout>
#include <QSettings>
#include <QVBoxLayout>

#include "dicebox/names.hpp"
#include "dicebox/net/invitation.hpp"
#include "dicebox/net/seat_store.hpp"
#include "online/server_link.hpp"
#include "settings/settings.hpp"

namespace dicebox::gui {

namespace {
const QString kServerKey = QStringLiteral("online/server");
const QString kNameKey = QStringLiteral("online/name");
}  // namespace

OnlineDialog::OnlineDialog(QWidget* parent)
    : QDialog(parent),
      server_edit_(new QLineEdit(this)),
      name_(new QLineEdit(this)),
      code_(new QLineEdit(this)),
      token_(new QLineEdit(this)),
      held_(new QListWidget(this)),
      problem_(new QLabel(this)),
      join_(new QPushButton(tr("&Join"), this)),
      host_(new QPushButton(tr("&Host a table…"), this)) {
    setWindowTitle(tr("Play online"));
    setObjectName(QStringLiteral("onlineDialog"));
    const QSettings settings = stored_settings();
    server_edit_->setObjectName(QStringLiteral("serverEdit"));
    server_edit_->setText(settings.value(kServerKey, QStringLiteral("127.0.0.1:7654")).toString());
    server_edit_->setToolTip(
        tr("HOST or HOST:PORT (7654 unless given); wss://HOST:PORT for a "
           "server that speaks TLS"));
    name_->setObjectName(QStringLiteral("nameEdit"));
    name_->setText(settings.value(kNameKey).toString());
    name_->setMaxLength(static_cast<int>(dicebox::kLongestName));
    code_->setObjectName(QStringLiteral("codeEdit"));
    code_->setPlaceholderText(tr("like K7QM-2XPA, or the table's link"));
    code_->setToolTip(
        tr("The code or the link the table's host sent you; a link gives the server too"));
    token_->setObjectName(QStringLiteral("tokenEdit"));
    token_->setPlaceholderText(tr("to take your seat back after leaving it"));
    problem_->setObjectName(QStringLiteral("onlineProblem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    join_->setObjectName(QStringLiteral("joinButton"));
    join_->setDefault(true);
    host_->setObjectName(QStringLiteral("hostButton"));

    auto* intro = new QLabel(
        tr("Play at a dicebox server's table with people elsewhere: join a table with the "
           "link or the code its host gave you, or host one and send its link to the others."),
        this);
    intro->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Server:"), server_edit_);
    form->addRow(tr("Your &name:"), name_);
    form->addRow(tr("Table &code or link:"), code_);
    form->addRow(tr("or seat &token:"), token_);
    auto* buttons = new QDialogButtonBox(this);
    buttons->addButton(join_, QDialogButtonBox::AcceptRole);
    buttons->addButton(host_, QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(held_);
    layout->addWidget(problem_);
    layout->addWidget(buttons);

    // Each button accepts the dialog its own way; the box's accepted() is not used.
    connect(join_, &QPushButton::clicked, this, [this] { chosen(false); });
    connect(host_, &QPushButton::clicked, this, [this] { chosen(true); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(code_, &QLineEdit::textChanged, this, &OnlineDialog::take_link);
    connect(server_edit_, &QLineEdit::textChanged, this, &OnlineDialog::take_link);
    held_->setObjectName(QStringLiteral("heldSeats"));
    held_->setToolTip(tr("The tables you sit at: choose one to take your seat back"));
    list_held();
    resize(480, sizeHint().height());
}

void OnlineDialog::list_held() {
    std::vector<dicebox::net::HeldSeat> seats;
    try {
        seats = dicebox::net::SeatStore().seats();
    } catch (const dicebox::net::SeatStoreError& e) {
        complain(QString::fromStdString(e.what()));
    }
    for (const auto& seat : seats) {
        auto* item = new QListWidgetItem(
            tr("Table %1 at %2, as %3 — take your seat back")
                .arg(QString::fromStdString(seat.code), QString::fromStdString(seat.server),
                     QString::fromStdString(dicebox::printable(seat.name))),
            held_);
        item->setData(
            Qt::UserRole,
            QStringList{QString::fromStdString(seat.server), QString::fromStdString(seat.code),
                        QString::fromStdString(seat.name), QString::fromStdString(seat.token)});
    }
    held_->setVisible(held_->count() > 0);
    if (held_->count() > 0)
        held_->setMaximumHeight(held_->sizeHintForRow(0) * 4 + 2 * held_->frameWidth());
    connect(held_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item == nullptr) return;
        const QStringList held = item->data(Qt::UserRole).toStringList();
        server_edit_->setText(held[0]);
        code_->setText(held[1]);
        name_->setText(held[2]);
        token_->setText(held[3]);
    });
}

void OnlineDialog::retry(const QString& server, const QString& code, const QString& name,
                         const QString& token, const QString& why) {
    server_edit_->setText(server);
    code_->setText(code);
    name_->setText(name);
    token_->setText(token);
    complain(why);
    code_->setFocus();
}

void OnlineDialog::take_link(const QString& text) {
    const std::string typed = text.toStdString();
    if (!dicebox::net::is_link(typed)) return;
    const auto invitation = dicebox::net::read_invitation(typed);
    if (!invitation) return complain(QString::fromStdString(invitation.error()));
    // Neither field holds a link any more: these do not come back here.
    server_edit_->setText(QString::fromStdString(invitation->server));
    code_->setText(QString::fromStdString(invitation->code));
    complain({});
}

void OnlineDialog::chosen(bool host) {
    // A link still written is one take_link() refused, and said why.
    for (auto* edit : {code_, server_edit_}) {
        if (!dicebox::net::is_link(edit->text().toStdString())) continue;
        edit->setFocus();
        return take_link(edit->text());  // which says again why
    }
    const auto url = server_url(server_edit_->text());
    if (!url) {
        server_edit_->setFocus();
        return complain(QString::fromStdString(url.error()));
    }
    if (!host && token().isEmpty()) {
        if (code().isEmpty()) {
            code_->setFocus();
            return complain(tr("Write the table's code, or your seat's token to take it back."));
        }
        if (name().isEmpty()) {
            name_->setFocus();
            return complain(tr("Write the name you play under at the table."));
        }
    }
    server_ = *url;
    hosting_ = host;
    QSettings settings = stored_settings();
    settings.setValue(kServerKey, server_edit_->text().trimmed());
    if (!name().isEmpty()) settings.setValue(kNameKey, name());
    accept();
}

void OnlineDialog::complain(const QString& problem) {
    problem_->setText(problem);
}

}  // namespace dicebox::gui
