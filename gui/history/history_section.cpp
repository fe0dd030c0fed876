#include "history/history_section.hpp"

namespace dicebox::gui {

HistorySection::HistorySection(const QString& name, QWidget* parent)
    : QWidget(parent), status_(new QLabel(this)) {
    setObjectName(name + QStringLiteral("View"));
    status_->setObjectName(name + QStringLiteral("Status"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
}

void HistorySection::set_history(std::filesystem::path file) {
    file_ = std::move(file);
    reload();
}

void HistorySection::show_note(const QString& note) {
    status_->setText(note);
    status_->show();
}

void HistorySection::hide_note() {
    status_->clear();
    status_->hide();
}

void HistorySection::show_reading() {
    // In the status line only: the figures in sight stay until the new ones come.
    HistorySection::show_note(tr("Reading the history…"));
}

void HistorySection::show_missing() {
    show_note(tr("No games yet: they are recorded here as they are played."));
}

}  // namespace dicebox::gui
