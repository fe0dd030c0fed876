#include "window/game_list.hpp"

namespace dicebox::gui {
namespace {

constexpr int kGameRole = Qt::UserRole;

}  // namespace

GameList::GameList(const Catalog& catalog, QWidget* parent)
    : QListWidget(parent), catalog_(catalog) {
    setObjectName(QStringLiteral("gameList"));
    setAccessibleName(tr("Games"));
    setWordWrap(true);
    setSpacing(4);
    for (const auto& plugin : catalog_.plugins().plugins()) {
        const auto& info = plugin.module->info();
        QString players = info.min_players == info.max_players
                              ? tr("%n player(s)", nullptr, info.min_players)
                              : tr("%1–%2 players").arg(info.min_players).arg(info.max_players);
        QString text =
            tr("%1  %2 · %3\n%4")
                .arg(QString::fromStdString(info.name), QString::fromStdString(info.version),
                     players, QString::fromStdString(info.description));
        if (catalog_.board(*plugin.module) == nullptr) {
            text += tr("\nNo board: it cannot be played in this app (see Help ▸ Plugins).");
        }
        auto* item = new QListWidgetItem(text, this);
        item->setData(kGameRole, QString::fromStdString(info.id));
        QFont font = item->font();
        font.setPointSizeF(font.pointSizeF() * 1.15);
        item->setFont(font);
    }
    for (const auto& failure : catalog_.plugins().failures()) {
        auto* item =
            new QListWidgetItem(tr("%1 — not loaded: %2")
                                    .arg(QString::fromStdString(failure.file.filename().string()),
                                         QString::fromStdString(failure.reason)),
                                this);
        item->setFlags(Qt::ItemIsEnabled);  // shown, but not a game to choose
        item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    if (count() > 0) setCurrentRow(0);
    auto choose = [this](QListWidgetItem*) {
        if (const auto* game = current_game()) emit game_chosen(game);
    };
    connect(this, &QListWidget::itemActivated, this, choose);
}

const dicebox::GameModule* GameList::current_game() const {
    const auto* item = currentItem();
    if (item == nullptr) return nullptr;
    const QString id = item->data(kGameRole).toString();
    return id.isEmpty() ? nullptr : catalog_.plugins().find(id.toStdString());
}

}  // namespace dicebox::gui
