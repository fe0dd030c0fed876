#include "settings/folder_list.hpp"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QVBoxLayout>

namespace dicebox::gui {

FolderList::FolderList(std::vector<std::filesystem::path> folders, QString chooser_title,
                       QWidget* parent)
    : QWidget(parent),
      chooser_title_(std::move(chooser_title)),
      list_(new QListWidget(this)),
      add_(new QPushButton(tr("Add…"), this)),
      remove_(new QPushButton(tr("Remove"), this)) {
    list_->setObjectName(QStringLiteral("folders"));
    add_->setObjectName(QStringLiteral("addFolder"));
    remove_->setObjectName(QStringLiteral("removeFolder"));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    // A few folders at most: the list need not be tall.
    list_->setMinimumHeight(list_->fontMetrics().height() * 4);
    list_->setMaximumHeight(list_->fontMetrics().height() * 6);
    for (const auto& folder : folders) add(folder);

    auto* buttons = new QVBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addStretch();
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(list_, 1);
    layout->addLayout(buttons);

    remove_->setEnabled(false);
    connect(list_, &QListWidget::currentRowChanged, this,
            [this](int row) { remove_->setEnabled(row >= 0); });
    connect(add_, &QPushButton::clicked, this, &FolderList::choose);
    connect(remove_, &QPushButton::clicked, this, &FolderList::remove_selected);
}

std::vector<std::filesystem::path> FolderList::folders() const {
    std::vector<std::filesystem::path> folders;
    for (int row = 0; row < list_->count(); ++row) {
        folders.emplace_back(list_->item(row)->text().toStdString());
    }
    return folders;
}

void FolderList::add(const std::filesystem::path& folder) {
    const QString text = QString::fromStdString(folder.string());
    if (text.isEmpty() || !list_->findItems(text, Qt::MatchExactly).isEmpty()) return;
    list_->addItem(text);
}

void FolderList::remove_selected() {
    delete list_->takeItem(list_->currentRow());
}

void FolderList::choose() {
    const QString folder = QFileDialog::getExistingDirectory(this, chooser_title_);
    if (!folder.isEmpty()) add(folder.toStdString());
}

}  // namespace dicebox::gui
