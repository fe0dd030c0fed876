// Help ▸ Plugins: every plugin file found and what came of it, and each game's board;
// a file that could not be used is listed with the reason.
#pragma once

#include <QDialog>
#include <QTableWidget>

#include "window/catalog.hpp"

namespace dicebox::gui {

class PluginsDialog : public QDialog {
    Q_OBJECT

  public:
    explicit PluginsDialog(const Catalog& catalog, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }

  private:
    QTableWidget* table_;
};

}  // namespace dicebox::gui
