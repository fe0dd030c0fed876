// Game ▸ Resume: the unfinished games of the history, newest first, each with its round
// and scores, to go on with one.
#pragma once

#include <QDialog>
#include <QLabel>
#include <QListWidget>
#include <cstdint>
#include <filesystem>
#include <optional>

#include "window/catalog.hpp"

namespace dicebox::gui {

class ResumeDialog : public QDialog {
    Q_OBJECT

  public:
    // Each game shown where it stands: `catalog` replays its log.
    ResumeDialog(const Catalog& catalog, const std::filesystem::path& history,
                 QWidget* parent = nullptr);

    // The game chosen, once the dialog is accepted.
    std::optional<std::int64_t> chosen() const;
    QListWidget* games() const { return games_; }

  private:
    QListWidget* games_;
    QLabel* note_;
};

}  // namespace dicebox::gui
