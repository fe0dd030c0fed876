// A list of folders to add to and remove from, for the settings (plugin folders, house
// rule folders).
#pragma once

#include <QListWidget>
#include <QPushButton>
#include <QWidget>
#include <filesystem>
#include <vector>

namespace dicebox::gui {

class FolderList : public QWidget {
    Q_OBJECT

  public:
    // `chooser_title`: the title of the folder chooser "Add…" opens.
    FolderList(std::vector<std::filesystem::path> folders, QString chooser_title,
               QWidget* parent = nullptr);

    std::vector<std::filesystem::path> folders() const;
    // Adds `folder` at the end, unless it is listed already.
    void add(const std::filesystem::path& folder);
    // Removes the selected folder.
    void remove_selected();

    QListWidget* list() const { return list_; }
    QPushButton* add_button() const { return add_; }
    QPushButton* remove_button() const { return remove_; }

  private:
    void choose();

    QString chooser_title_;
    QListWidget* list_;
    QPushButton* add_;
    QPushButton* remove_;
};

}  // namespace dicebox::gui
