#include "play/resume_dialog.hpp"

#include <QDialogButtonBox>
#include <QLocale>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>
#include <algorithm>

#include "dicebox/db/games.hpp"
#include "dicebox/db/history.hpp"
#include "history/display_text.hpp"
#include "play/game_setup.hpp"

namespace dicebox::gui {
namespace {

constexpr std::size_t kShown = 200;

// How far the game got, as its state tells: EXTRA!'s round, Exxtra's turn, the game of a
// Strike match; nothing for a game that has none.
QString progress_of(const nlohmann::json& state) {
    const auto count = [&state](const char* key) {
        return QLocale().toString(state[key].get<int>());
    };
    if (state.contains("round"))
        return dicebox::gui::ResumeDialog::tr("round %1").arg(count("round"));
    if (state.contains("turn")) return dicebox::gui::ResumeDialog::tr("turn %1").arg(count("turn"));
    if (state.contains("games") && state["games"].get<int>() > 1) {
        return dicebox::gui::ResumeDialog::tr("game %1 of %2")
            .arg(count("game_number"), count("games"));
    }
    return {};
}

// "706 · EXTRA! · round 3 · begun <date>", and under it "Ann 120, planner (bot) 85": the
// game where it stands, replayed from its log; or why it cannot go on. Scores that are all
// 0 say nothing (a Strike game has none before its end) and are left out.
QString line_of(const Catalog& catalog, dicebox::db::Store& store,
                const dicebox::db::HistoryEntry& game) {
    QStringList players;
    for (const auto& seat : game.seats) {
        players << player_text(seat.bot.empty() ? seat.player : "bot:" + seat.bot);
    }
    QStringList parts{QString::number(game.id)};  // a name, not a quantity
    QString why;
    try {
        const auto resumed = replayed(catalog, dicebox::db::load_game(store, game.id));
        const auto& state = resumed.session->state();
        parts << QString::fromStdString(resumed.session->module().info().name);
        if (const QString progress = progress_of(state.to_json()); !progress.isEmpty()) {
            parts << progress;
        }
        const auto scores = state.scores();
        if (std::any_of(scores.begin(), scores.end(), [](int score) { return score != 0; })) {
            for (qsizetype seat = 0; seat < players.size() && seat < qsizetype(scores.size());
                 ++seat) {
                players[seat] = ResumeDialog::tr("%1 %2").arg(
                    players[seat], score_text(scores[static_cast<std::size_t>(seat)]));
            }
        }
    } catch (const SetupError& e) {
        parts << QString::fromStdString(game.module);
        why = e.why();
    }
    parts << ResumeDialog::tr("begun %1").arg(date_text(game.started_at));
    QString line =
        parts.join(QStringLiteral(" · ")) + QLatin1Char('\n') + players.join(QStringLiteral(", "));
    if (!why.isEmpty()) line += QLatin1Char('\n') + why;
    return line;
}

}  // namespace

ResumeDialog::ResumeDialog(const Catalog& catalog, const std::filesystem::path& history,
                           QWidget* parent)
    : QDialog(parent), games_(new QListWidget(this)), note_(new QLabel(this)) {
    setWindowTitle(tr("Resume a game"));
    setObjectName(QStringLiteral("resumeDialog"));
    games_->setObjectName(QStringLiteral("unfinishedGames"));
    // Each game in two lines or more, wrapped rather than cut off at the dialog's edge.
    games_->setWordWrap(true);
    games_->setSpacing(2);
    note_->setWordWrap(true);
    if (dicebox::db::nothing_recorded(history)) {
        note_->setText(tr("No game has been played yet."));
    } else {
        try {
            dicebox::db::Store store(history, dicebox::db::Access::Read);
            for (const auto& game : dicebox::db::unfinished_games(store, kShown)) {
                auto* item = new QListWidgetItem(line_of(catalog, store, game), games_);
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
    resize(640, 360);
}

std::optional<std::int64_t> ResumeDialog::chosen() const {
    const auto* item = games_->currentItem();
    if (item == nullptr) return std::nullopt;
    return item->data(Qt::UserRole).value<qint64>();
}

}  // namespace dicebox::gui
