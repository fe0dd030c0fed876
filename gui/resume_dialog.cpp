#include "resume_dialog.hpp"

#include <QDialogButtonBox>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

#include "dicebox/db/history.hpp"
#include "dicebox/db/local_time.hpp"

namespace gui {
namespace {

constexpr std::size_t kShown = 200;

QString line_of(const dicebox::db::HistoryEntry& game) {
    QStringList players;
    for (const auto& seat : game.seats) {
        players << QString::fromStdString(seat.bot.empty() ? seat.player : seat.bot);
    }
    return QObject::tr("%1 · %2 · %3 · begun %4")
        .arg(game.id)
        .arg(QString::fromStdString(game.module), players.join(QStringLiteral(", ")),
             QString::fromStdString(dicebox::db::local_time_text(game.started_at)));
}

}  // namespace

ResumeDialog::ResumeDialog(const std::filesystem::path& history, QWidget* parent)
    : QDialog(parent), games_(new QListWidget(this)), note_(new QLabel(this)) {
    setWindowTitle(tr("Resume a game"));
    setObjectName(QStringLiteral("resumeDialog"));
    games_->setObjectName(QStringLiteral("unfinishedGames"));
    note_->setWordWrap(true);
    std::error_code ec;
    if (!std::filesystem::exists(history, ec)) {
        note_->setText(tr("No game has been played yet."));
    } else {
        try {
            dicebox::db::Store store(history, dicebox::db::Access::Read);
            for (const auto& game : dicebox::db::unfinished_games(store, kShown)) {
                auto* item = new QListWidgetItem(line_of(game), games_);
                item->setData(Qt::UserRole, QVariant::fromValue<qint64>(game.id));
            }
            note_->setText(games_->count() == 0 ? tr("Every game played is finished.")
                                                : tr("Unfinished games, newest first:"));
        } catch (const dicebox::db::StoreError& e) {
            note_->setText(QString::fromStdString(e.what()));
        }
    }
    if (games_->count() > 0) games_->setCurrentRow(0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Resume"));
    buttons->button(QDialogButtonBox::Ok)->setEnabled(games_->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(games_, &QListWidget::itemActivated, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note_);
    layout->addWidget(games_);
    layout->addWidget(buttons);
    resize(560, 360);
}

std::optional<std::int64_t> ResumeDialog::chosen() const {
    const auto* item = games_->currentItem();
    if (item == nullptr) return std::nullopt;
    return item->data(Qt::UserRole).value<qint64>();
}

}  // namespace gui
