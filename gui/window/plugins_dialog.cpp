#include "window/plugins_dialog.hpp"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QVBoxLayout>

namespace dicebox::gui {

PluginsDialog::PluginsDialog(const Catalog& catalog, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(0, 3, this)) {
    setWindowTitle(tr("Plugins"));
    setObjectName(QStringLiteral("pluginsDialog"));
    table_->setObjectName(QStringLiteral("pluginsTable"));
    table_->setHorizontalHeaderLabels({tr("File"), tr("Game"), tr("Status")});
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    auto add = [this](const std::filesystem::path& file, const QString& game,
                      const QString& status) {
        const int row = table_->rowCount();
        table_->insertRow(row);
        auto* file_item = new QTableWidgetItem(QString::fromStdString(file.filename().string()));
        file_item->setToolTip(QString::fromStdString(file.string()));
        table_->setItem(row, 0, file_item);
        table_->setItem(row, 1, new QTableWidgetItem(game));
        auto* status_item = new QTableWidgetItem(status);
        status_item->setToolTip(status);
        table_->setItem(row, 2, status_item);
    };
    for (const auto& plugin : catalog.plugins().plugins()) {
        const auto& info = plugin.module->info();
        const QString game = QString::fromStdString(info.name + " " + info.version);
        add(plugin.file, game, tr("loaded"));
        if (catalog.board(*plugin.module) != nullptr) add(plugin.board, game, tr("board loaded"));
    }
    for (const auto& failure : catalog.plugins().failures()) {
        add(failure.file, QString(),
            tr("not loaded: %1").arg(QString::fromStdString(failure.reason)));
    }
    for (const auto& failure : catalog.boards().failures()) {
        add(failure.file, QString::fromStdString(failure.game),
            tr("board not loaded: %1").arg(failure.reason));
    }
    table_->resizeColumnsToContents();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(760, 320);
}

}  // namespace dicebox::gui
