// The history as a table: a row per game (date, game, variant, players, scores, winners,
// status), read a page at a time as the view scrolls down, each page on a worker thread
// with a connection of its own, so that a history of a million games opens at once and
// the window never waits for the database.
#pragma once

#include <QAbstractTableModel>
#include <QString>
#include <filesystem>
#include <vector>

#include "dicebox/db/history.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class HistoryModel : public QAbstractTableModel {
    Q_OBJECT

  public:
    enum Column { Date, Game, Variant, Players, Scores, Winners, Status, ColumnCount };
    // The games read at a time: a few screens of the table.
    static constexpr int kPage = 200;

    explicit HistoryModel(const Catalog& catalog, QObject* parent = nullptr);
    // Waits for the pages still being read.
    ~HistoryModel() override;

    // Shows the games of `file` that `filter` matches, in the model's order (the filter's
    // order, limit and paging are the model's own). A file that does not exist is an
    // empty history.
    void set_query(std::filesystem::path file, dicebox::db::HistoryFilter filter);
    // Reads the games again from the first page, with the same filter and order.
    void reload();

    const dicebox::db::HistoryEntry& entry(int row) const {
        return entries_.at(static_cast<std::size_t>(row));
    }
    bool loading() const { return loading_; }
    // Whether the column's header sorts the table (the columns of each game, not of its
    // seats).
    static bool sortable(int column);
    int sort_column() const;
    Qt::SortOrder sort_order() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent = {}) const override;
    void fetchMore(const QModelIndex& parent = {}) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

  signals:
    // A page is being read.
    void loading_started();
    // A page has been read and its games are in the table.
    void page_loaded();
    // The history cannot be read: why, in words for the view (StoreError's message).
    void failed(const QString& message);

  private:
    struct Page {
        std::vector<dicebox::db::HistoryEntry> entries;
        QString error;
    };

    void fetch_page();
    void page_read(const Page& page);
    QString text(const dicebox::db::HistoryEntry& game, int column) const;

    const Catalog& catalog_;
    std::filesystem::path file_;
    dicebox::db::HistoryFilter filter_;
    std::vector<dicebox::db::HistoryEntry> entries_;
    bool loading_ = false;
    bool at_end_ = true;
    bool failed_ = false;
    // Counts the queries, so that a page read for an earlier one is dropped.
    unsigned query_ = 0;
};

}  // namespace dicebox::gui
