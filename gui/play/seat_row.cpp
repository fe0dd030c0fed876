#include "play/seat_row.hpp"

#include <QCompleter>
#include <QHBoxLayout>
#include <QRegularExpressionValidator>

#include "dicebox/names.hpp"

namespace dicebox::gui {

SeatRow::SeatRow(const dicebox::GameModule& module, const QStringList& people, const QString& name,
                 const QString& bot, QWidget* parent)
    : QWidget(parent),
      name_(new QLineEdit(this)),
      kind_(new QComboBox(this)),
      options_(new SeatOptionsEditor(module.seat_options(), this)),
      remove_(new QToolButton(this)),
      person_name_(name) {
    name_->setObjectName(QStringLiteral("seatName"));
    name_->setPlaceholderText(tr("Name"));
    name_->setMaxLength(static_cast<int>(dicebox::kLongestName));
    name_->setAccessibleName(tr("Player's name"));
    // The seats are typed data (host::SeatSpec): a name may hold a comma ("Smith, J.").
    name_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral(".{0,40}")), name_));
    auto* completer = new QCompleter(people, name_);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    name_->setCompleter(completer);

    kind_->setObjectName(QStringLiteral("seatKind"));
    kind_->setAccessibleName(tr("Who plays this seat"));
    kind_->addItem(tr("Person"), QString());
    for (const auto& kind : module.bots()) {
        const QString id = QString::fromStdString(kind);
        kind_->addItem(tr("Bot: %1").arg(id), id);
        // What the bot does, as the game says it (in English, as a plugin writes its text).
        if (const auto about = module.bot_description(kind); !about.empty())
            kind_->setItemData(kind_->count() - 1, QString::fromStdString(about), Qt::ToolTipRole);
    }
    remove_->setObjectName(QStringLiteral("seatRemove"));
    remove_->setText(tr("Remove"));
    remove_->setAccessibleName(tr("Remove this seat"));

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(name_, 2);
    layout->addWidget(kind_, 1);
    layout->addWidget(options_);
    layout->addWidget(remove_);

    const int index = kind_->findData(bot);
    kind_->setCurrentIndex(index < 0 ? 0 : index);
    kind_changed();
    connect(kind_, &QComboBox::currentIndexChanged, this, &SeatRow::kind_changed);
    connect(remove_, &QToolButton::clicked, this, &SeatRow::remove_requested);
}

bool SeatRow::is_person() const {
    return kind_->currentData().toString().isEmpty();
}

dicebox::host::SeatSpec SeatRow::seat() const {
    dicebox::host::SeatSpec seat;
    seat.bot = kind_->currentData().toString().toStdString();
    seat.name = seat.bot.empty() ? name_->text().trimmed().toStdString() : seat.bot;
    seat.options = options_->options();
    return seat;
}

void SeatRow::kind_changed() {
    // A bot is named by its kind; the person's name comes back when it is a person again.
    if (is_person()) {
        name_->setText(person_name_);
        name_->setEnabled(true);
    } else {
        if (name_->isEnabled()) person_name_ = name_->text();
        name_->setText(kind_->currentData().toString());
        name_->setEnabled(false);
    }
}

}  // namespace dicebox::gui
