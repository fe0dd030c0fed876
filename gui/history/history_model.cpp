#include "history/history_model.hpp"

#include <QDateTime>
#include <QFutureWatcher>
#include <QLocale>
#include <QStringList>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <iterator>

#include "history/display_text.hpp"

namespace dicebox::gui {
namespace {

namespace db = dicebox::db;

// The query's order as the table's header shows it, and back.
constexpr int kColumnOf[] = {HistoryModel::Date, HistoryModel::Game, HistoryModel::Variant,
                             HistoryModel::Status};

db::HistoryOrder order_of(int column) {
    switch (column) {
        case HistoryModel::Game:
            return db::HistoryOrder::Game;
        case HistoryModel::Variant:
            return db::HistoryOrder::Variant;
        case HistoryModel::Status:
            return db::HistoryOrder::Status;
        default:
            return db::HistoryOrder::Date;
    }
}

QString seat_text(const db::HistorySeat& seat) {
    return player_text(seat.bot.empty() ? seat.player : "bot:" + seat.bot);
}

QString status_text(const db::HistoryEntry& game) {
    QString status;
    switch (game.status) {
        case db::Status::Unfinished:
            status = HistoryModel::tr("unfinished");
            break;
        case db::Status::Finished:
            status = HistoryModel::tr("finished");
            break;
        case db::Status::Aborted:
            status = HistoryModel::tr("aborted");
            break;
    }
    if (game.online) status = HistoryModel::tr("%1, online").arg(status);
    return game.simulated ? HistoryModel::tr("%1, simulated").arg(status) : status;
}

}  // namespace

HistoryModel::HistoryModel(const Catalog& catalog, QObject* parent)
    : QAbstractTableModel(parent), catalog_(catalog) {}

HistoryModel::~HistoryModel() {
    for (auto* watcher : findChildren<QFutureWatcher<Page>*>()) watcher->waitForFinished();
}

void HistoryModel::set_query(std::filesystem::path file, db::HistoryFilter filter) {
    file_ = std::move(file);
    filter.order = filter_.order;
    filter.descending = filter_.descending;
    filter_ = std::move(filter);
    reload();
}

void HistoryModel::reload() {
    beginResetModel();
    entries_.clear();
    at_end_ = false;
    failed_ = false;
    ++query_;
    loading_ = false;
    endResetModel();
    fetch_page();
}

bool HistoryModel::sortable(int column) {
    return std::find(std::begin(kColumnOf), std::end(kColumnOf), column) != std::end(kColumnOf);
}

int HistoryModel::sort_column() const {
    return kColumnOf[static_cast<int>(filter_.order)];
}

Qt::SortOrder HistoryModel::sort_order() const {
    return filter_.descending ? Qt::DescendingOrder : Qt::AscendingOrder;
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(entries_.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString HistoryModel::text(const db::HistoryEntry& game, int column) const {
    QStringList parts;
    switch (column) {
        case Date:
            return date_text(game.started_at);
        case Game:
            if (const auto* module = catalog_.plugins().find(game.module)) {
                return QString::fromStdString(module->info().name);
            }
            return QString::fromStdString(game.module);
        case Variant:
            return QString::fromStdString(game.variant);
        case Players:
            for (const auto& seat : game.seats) parts << seat_text(seat);
            return parts.join(QStringLiteral(", "));
        case Scores:
            if (game.status != db::Status::Finished) return {};
            for (const auto& seat : game.seats) {
                parts << (seat.score ? score_text(*seat.score) : QStringLiteral("–"));
            }
            return parts.join(QStringLiteral(", "));
        case Winners:
            if (game.status != db::Status::Finished) return {};
            for (const auto& seat : game.seats) {
                if (seat.winner) parts << seat_text(seat);
            }
            // A lost solo game has no winner.
            return parts.isEmpty() ? QStringLiteral("–") : parts.join(QStringLiteral(" & "));
        case Status:
            return status_text(game);
        default:
            return {};
    }
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const auto& game = entry(index.row());
    switch (role) {
        case Qt::DisplayRole:
            return text(game, index.column());
        case Qt::ToolTipRole:
            return index.column() == Date ? tr("Game %1, begun %2")
                                                .arg(game.id)
                                                .arg(QLocale().toString(
                                                    QDateTime::fromMSecsSinceEpoch(game.started_at),
                                                    QLocale::LongFormat))
                                          : QVariant();
        case Qt::UserRole:
            return QVariant::fromValue<qint64>(game.id);
        default:
            return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Date:
            return tr("Date");
        case Game:
            return tr("Game");
        case Variant:
            return tr("Variant");
        case Players:
            return tr("Players");
        case Scores:
            return tr("Scores");
        case Winners:
            return tr("Winner");
        case Status:
            return tr("Status");
        default:
            return {};
    }
}

bool HistoryModel::canFetchMore(const QModelIndex& parent) const {
    return !parent.isValid() && !loading_ && !at_end_ && !failed_;
}

void HistoryModel::fetchMore(const QModelIndex& parent) {
    if (canFetchMore(parent)) fetch_page();
}

void HistoryModel::sort(int column, Qt::SortOrder order) {
    if (!sortable(column)) return;
    const bool descending = order == Qt::DescendingOrder;
    if (order_of(column) == filter_.order && descending == filter_.descending) return;
    filter_.order = order_of(column);
    filter_.descending = descending;
    if (!file_.empty()) reload();
}

void HistoryModel::fetch_page() {
    if (file_.empty()) return;
    loading_ = true;
    emit loading_started();
    auto filter = filter_;
    filter.limit = kPage;
    // By date the next page starts after the last game read, along the index; the other
    // orders skip the games read.
    if (!entries_.empty()) {
        filter.after = db::HistoryCursor{entries_.back().started_at, entries_.back().id};
    }
    filter.offset = entries_.size();
    auto* watcher = new QFutureWatcher<Page>(this);
    const unsigned query = query_;
    connect(watcher, &QFutureWatcher<Page>::finished, this, [this, watcher, query] {
        if (query == query_) page_read(watcher->result());
        watcher->deleteLater();
    });
    // The worker has its own connection: SQLite's are not shared between threads.
    watcher->setFuture(QtConcurrent::run([file = file_, filter] {
        Page page;
        if (dicebox::db::nothing_recorded(file)) return page;
        try {
            db::Store store(file, db::Access::Read);
            page.entries = db::list_games(store, filter);
        } catch (const db::StoreError& e) {
            page.error = QString::fromStdString(e.what());
        }
        return page;
    }));
}

void HistoryModel::page_read(const Page& page) {
    loading_ = false;
    if (!page.error.isEmpty()) {
        failed_ = true;
        emit failed(page.error);
        return;
    }
    at_end_ = page.entries.size() < static_cast<std::size_t>(kPage);
    if (!page.entries.empty()) {
        const int first = rowCount();
        beginInsertRows({}, first, first + static_cast<int>(page.entries.size()) - 1);
        entries_.insert(entries_.end(), page.entries.begin(), page.entries.end());
        endInsertRows();
    }
    emit page_loaded();
}

}  // namespace dicebox::gui
