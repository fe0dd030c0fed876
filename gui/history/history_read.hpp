// Reading the history on a worker thread, for the records and the charts: a Store of
// the thread's own (SQLite connections are not shared across threads), and a missing,
// corrupt or newer file turned into what the view says instead of figures.
#pragma once

#include <QString>
#include <exception>
#include <filesystem>
#include <system_error>

#include "dicebox/db/store.hpp"

namespace dicebox::gui {

enum class HistoryState {
    Missing,  // no file yet: no game has been recorded
    Failed,   // the file cannot be read; `error` says why
    Ready,
};

template <typename Figures>
struct HistoryRead {
    HistoryState state = HistoryState::Missing;
    Figures figures{};
    QString error;
};

// Opens `file` for reading in the calling thread and computes the figures with
// `compute(store)`. Never throws: a StoreError's message (a corrupt file, one of a newer
// dicebox) is kept for the view.
template <typename Figures, typename Compute>
HistoryRead<Figures> read_history(const std::filesystem::path& file, Compute compute) {
    HistoryRead<Figures> read;
    if (dicebox::db::nothing_recorded(file)) return read;
    try {
        dicebox::db::Store store(file, dicebox::db::Access::Read);
        read.figures = compute(store);
        read.state = HistoryState::Ready;
    } catch (const std::exception& e) {
        read.state = HistoryState::Failed;
        read.error = QString::fromStdString(e.what());
    }
    return read;
}

}  // namespace dicebox::gui
