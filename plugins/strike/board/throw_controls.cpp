#include "throw_controls.hpp"

#include <QGridLayout>
#include <QKeyEvent>

#include "story.hpp"

namespace dicebox::strike_board {

ThrowControls::ThrowControls(const std::array<QAction*, kStyles>& throws, QAction* stop,
                             QWidget* parent)
    : QWidget(parent), throws_(throws) {
    setObjectName(QStringLiteral("throw_controls"));
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (std::size_t style = 0; style < kStyles; ++style) {
        throw_buttons_[style] = button_for(
            throws[style], QStringLiteral("throw_%1").arg(QLatin1String(style_names()[style])));
        // Space presses the focused throw button; elsewhere on the board it stops.
        throw_buttons_[style]->installEventFilter(this);
        layout->addWidget(throw_buttons_[style], 0, static_cast<int>(style));
        risk_labels_[style] = new QLabel(this);
        risk_labels_[style]->setObjectName(
            QStringLiteral("risk_%1").arg(QLatin1String(style_names()[style])));
        risk_labels_[style]->setWordWrap(true);
        risk_labels_[style]->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        risk_labels_[style]->setStyleSheet(QStringLiteral("color: #555;"));
        layout->addWidget(risk_labels_[style], 1, static_cast<int>(style));
        layout->setColumnStretch(static_cast<int>(style), 3);
    }
    stop_button_ = button_for(stop, QStringLiteral("stop"));
    layout->addWidget(stop_button_, 0, kStyles);
    layout->setColumnStretch(kStyles, 3);
    stop_reason_ = new QLabel(this);
    stop_reason_->setObjectName(QStringLiteral("stop_reason"));
    stop_reason_->setWordWrap(true);
    stop_reason_->setStyleSheet(QStringLiteral("color: #7a4b00;"));
    layout->addWidget(stop_reason_, 1, kStyles);
    // The words under the buttons are as high as three lines, whatever they say, so that
    // the arena, the removed pile and the buttons never move when Stop's reason comes and
    // goes; Stop's column is as wide as a throw's, for its reason to take three lines in a
    // window of 1024 px (its tooltip says it whole).
    const int words = fontMetrics().lineSpacing() * 3 + 2;
    for (QLabel* label : risk_labels_) label->setFixedHeight(words);
    stop_reason_->setFixedHeight(words);
    stop_reason_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    for (std::size_t i = 1; i < kStyles; ++i) {
        setTabOrder(throw_buttons_[i - 1], throw_buttons_[i]);
    }
    setTabOrder(throw_buttons_[kStyles - 1], stop_button_);
}

QPushButton* ThrowControls::button_for(QAction* action, const QString& name) {
    auto* button = new QPushButton(this);
    button->setObjectName(name);
    button->setText(action->text().remove(QLatin1Char('&')));
    button->setToolTip(action->toolTip());
    button->setEnabled(action->isEnabled());
    button->setMinimumHeight(44);
    button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    // Return presses the focused button, as in a dialog.
    button->setAutoDefault(true);
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    connect(action, &QAction::changed, button,
            [button, action] { button->setEnabled(action->isEnabled()); });
    return button;
}

void ThrowControls::show_risks(const StrikeTable& table) {
    const int dice = table.dice_to_throw();
    for (std::size_t style = 0; style < kStyles; ++style) {
        const QString shortcut = throws_[style]->shortcut().toString(QKeySequence::NativeText);
        const QString what =
            dice > 1
                ? tr("%1 throw: all %2 dice [%3]")
                      .arg(Story::style_title(static_cast<int>(style)))
                      .arg(dice)
                      .arg(shortcut)
                : tr("%1 throw [%2]").arg(Story::style_title(static_cast<int>(style)), shortcut);
        const QString risks = Story::risks(table.risks[style]);
        throw_buttons_[style]->setText(what);
        risk_labels_[style]->setText(risks);
        throw_buttons_[style]->setToolTip(risks);
        throw_buttons_[style]->setAccessibleDescription(risks);
    }
    stop_button_->setText(tr("Stop [Space]"));
}

void ThrowControls::set_stop_reason(const QString& reason) {
    stop_reason_->setText(reason);
    stop_button_->setToolTip(reason.isEmpty() ? tr("End the turn") : reason);
}

bool ThrowControls::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Space && key->modifiers() == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

}  // namespace dicebox::strike_board
