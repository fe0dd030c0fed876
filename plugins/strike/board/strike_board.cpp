#include "strike_board.hpp"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>

#include "dicebox/board/board_abi.hpp"
#include "dicebox/board/dice_painter.hpp"

namespace dicebox::strike_board {

using dicebox::board::seat_colour;
using nlohmann::json;

namespace {

QLabel* make_label(const QString& name, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    // Names are drawn as they are written, never read as markup.
    label->setTextFormat(Qt::PlainText);
    return label;
}

}  // namespace

StrikeBoard::StrikeBoard(const dicebox::board::Table& table, QWidget* parent)
    : BoardView(table, parent), story_(table.names, table.language) {
    setObjectName(QStringLiteral("strike_board"));
    setFocusPolicy(Qt::StrongFocus);
    build_actions();
    make_parts(table);
    lay_out();
    announcement_->hide();
    result_->hide();
    idle();
}

// The choices, each an action with its key: the app lists them in its Move menu.
void StrikeBoard::build_actions() {
    static constexpr std::array<Qt::Key, kStyles> kKeys{Qt::Key_S, Qt::Key_N, Qt::Key_H};
    for (std::size_t style = 0; style < kStyles; ++style) {
        auto* action =
            new QAction(tr("%1 throw").arg(Story::style_title(static_cast<int>(style))), this);
        action->setObjectName(
            QStringLiteral("action_throw_%1").arg(QLatin1String(style_names()[style])));
        action->setShortcut(QKeySequence(kKeys[style]));
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        const QString notation =
            QStringLiteral("throw %1").arg(QLatin1String(style_names()[style]));
        connect(action, &QAction::triggered, this, [this, notation] { choose(notation); });
        addAction(action);
        throw_actions_[style] = action;
    }
    stop_action_ = new QAction(tr("Stop"), this);
    stop_action_->setObjectName(QStringLiteral("action_stop"));
    stop_action_->setShortcuts({QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_T)});
    stop_action_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(stop_action_, &QAction::triggered, this, [this] { choose(QStringLiteral("stop")); });
    addAction(stop_action_);
}

// The turn, the banners, the arena, the reserves, the removed pile and the words. The
// order they are made in is their focus chain's and their stacking's.
void StrikeBoard::make_parts(const dicebox::board::Table& table) {
    turn_ = make_label(QStringLiteral("turn"), this);
    QFont big = turn_->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    turn_->setFont(big);
    announcement_ = make_label(QStringLiteral("announcement"), this);
    announcement_->setFont(big);
    announcement_->setAlignment(Qt::AlignCenter);
    announcement_->setStyleSheet(QStringLiteral(
        "background: #fff1c9; color: #7a4b00; border: 1px solid #e0b84c; border-radius: 6px; "
        "padding: 6px;"));
    arena_ = new ArenaView(this);
    connect(arena_, &ArenaView::settled, this, [this] { narration_->setText(told_); });
    reserves_ = new ReservesView(table.names, table.language, this);
    removed_label_ = make_label(QStringLiteral("removed"), this);
    removed_label_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    removed_label_->setFixedHeight(removed_label_->fontMetrics().lineSpacing() * 3 + 2);
    removed_ = new RemovedPile(this);
    narration_ = make_label(QStringLiteral("narration"), this);
    QFont told = narration_->font();
    told.setPointSizeF(told.pointSizeF() * 1.1);
    narration_->setFont(told);
    // Words of their own height, whatever they say: the board never moves.
    narration_->setFixedHeight(narration_->fontMetrics().lineSpacing() * 3 + 2);
    narration_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    prompt_ = make_label(QStringLiteral("prompt"), this);
    QFont bold = prompt_->font();
    bold.setBold(true);
    prompt_->setFont(bold);
    prompt_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    prompt_->setFixedHeight(QFontMetrics(bold).lineSpacing() * 2 + 2);
    message_ = make_label(QStringLiteral("message"), this);
    message_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    result_ = make_label(QStringLiteral("result"), this);
    result_->setFont(big);
    result_->setStyleSheet(QStringLiteral(
        "background: #dff3e4; color: #14532d; border: 1px solid #7cc28f; border-radius: 6px; "
        "padding: 6px;"));
    controls_ = new ThrowControls(throw_actions_, stop_action_, this);
}

void StrikeBoard::lay_out() {
    auto* side = new QVBoxLayout;
    side->addWidget(reserves_, 3);
    auto* removed_title = new QLabel(tr("Removed from the game"), this);
    removed_title->setStyleSheet(QStringLiteral("font-weight: bold;"));
    side->addWidget(removed_title);
    side->addWidget(removed_, 2);
    side->addWidget(removed_label_);
    // The banners lie over the arena's rim, so that nothing moves when they come and go.
    auto* over_arena = new QGridLayout;
    over_arena->addWidget(arena_, 0, 0);
    over_arena->addWidget(announcement_, 0, 0, Qt::AlignTop | Qt::AlignHCenter);
    over_arena->addWidget(result_, 0, 0, Qt::AlignBottom | Qt::AlignHCenter);
    auto* middle = new QHBoxLayout;
    middle->addLayout(over_arena, 3);
    middle->addLayout(side, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(turn_);
    layout->addLayout(middle, 1);
    layout->addWidget(narration_);
    layout->addWidget(prompt_);
    layout->addWidget(message_);
    layout->addWidget(controls_);
}

void StrikeBoard::show_game(const dicebox::board::Shown& game) {
    const dicebox::State& shown = game.view;
    const json now = shown.to_json();
    const StrikeTable table = StrikeTable::from_json(now);
    const bool new_event = !table_ || game.events.size() != events_shown_;
    told_ = tell(game.events, now, table);
    if (new_event && !game.events.empty()) emit told(told_);
    if (!arena_->tumbling()) narration_->setText(told_);
    table_ = table;
    shown_ = shown.clone();
    events_shown_ = game.events.size();

    reserves_->show_table(table);
    removed_->set_count(table.removed, removed_for_x(game.events));
    removed_label_->setText(tr("%1 removed\n%2 unused (never in the game)")
                                .arg(Story::dice(table.removed), Story::dice(table.unused)));
    QString turn;
    if (table.match) turn = tr("Game %1 of %2 · ").arg(table.game_number).arg(table.games);
    const bool over = shown.terminal();
    if (!over) {
        turn += tr("%1's turn · %2 in reserve")
                    .arg(story_.name(table.current),
                         Story::dice(table.seats[static_cast<std::size_t>(table.current)].reserve));
    } else {
        turn += tr("The game is over");
    }
    turn_->setText(turn);
    turn_->setStyleSheet(
        over ? QString() : QStringLiteral("color: %1;").arg(seat_colour(table.current).name()));
    const QString big_throw = story_.big_throw(table);
    announcement_->setText(big_throw);
    announcement_->setVisible(!big_throw.isEmpty());
    // The banner above says who and how many; the empty tray says it at a glance.
    arena_->set_caption(over                    ? QString()
                        : !big_throw.isEmpty()  ? tr("Big throw!")
                        : table.arena.isEmpty() ? tr("The arena is empty")
                                                : QString());
    controls_->show_risks(table);
    if (over) {
        std::vector<int> winners;
        for (const dicebox::Seat seat : shown.winners()) winners.push_back(seat);
        result_->setText(story_.result(table, winners));
    }
    result_->setVisible(over);
    message_->clear();
    idle();
}

int StrikeBoard::removed_for_x(const std::vector<dicebox::Told>& events) {
    // The X dice of the game being played: a match's next game starts with its starting
    // die, the only outcome without an X count.
    int x = 0;
    for (const dicebox::Told& event : events) {
        if (!event.is_chance()) continue;
        const QString outcome = QString::fromStdString(event.notation);
        if (!outcome.contains(QLatin1Char('|'))) x = 0;
        if (const auto rest = parse_at_rest(outcome)) x += rest->x;
    }
    return x;
}

QString StrikeBoard::tell(const std::vector<dicebox::Told>& log, const json& now,
                          const StrikeTable& table) {
    // The same game shown again: what was told (and any throw still tumbling) stays.
    if (table_ && log.size() == events_shown_ && shown_ && shown_->to_json() == now) {
        return told_;
    }
    // Only the event right after the game last shown can be told as a change.
    if (!table_ || log.size() != events_shown_ + 1) {
        arena_->show_dice(table.arena);
        return story_.situation(table);
    }
    const StrikeTable& before = *table_;
    const dicebox::Told& event = log.back();
    // The words are the game's (GameModule::sentence); the arena shows the throw.
    const QString told = told_sentence(shown_->to_json(), now, event);
    const auto rest =
        event.is_chance() ? parse_at_rest(QString::fromStdString(event.notation)) : std::nullopt;
    if (!rest) {
        arena_->show_dice(table.arena);
    } else if (before.phase == QLatin1String("starting die")) {
        arena_->throw_in(1, *rest, table.arena, QColor());
    } else {
        arena_->throw_in(before.thrown, *rest, table.arena, seat_colour(before.current));
    }
    return told.isEmpty() ? story_.situation(table) : told;
}

QString StrikeBoard::prompt() const {
    if (!table_) return {};
    return story_.your_choice(*table_);
}

void StrikeBoard::ask(dicebox::Seat seat) {
    if (!shown_ || shown_->terminal()) return;
    asked_ = seat;
    std::vector<dicebox::Action> legal;
    shown_->legal_actions(seat, legal);
    const auto allowed = [&](const QString& notation) {
        const auto action = shown_->parse_action(notation.toStdString());
        return action && std::find(legal.begin(), legal.end(), *action) != legal.end();
    };
    for (std::size_t style = 0; style < kStyles; ++style) {
        throw_actions_[style]->setEnabled(
            allowed(QStringLiteral("throw %1").arg(QLatin1String(style_names()[style]))));
    }
    const bool may_stop = allowed(QStringLiteral("stop"));
    stop_action_->setEnabled(may_stop);
    // Why not, in the rules' own words.
    QString reason;
    if (!may_stop) {
        if (const auto stop = shown_->parse_action("stop")) {
            reason = QString::fromStdString(shown_->refusal(seat, *stop));
            if (!reason.isEmpty()) reason[0] = reason[0].toUpper();
        }
    }
    controls_->set_stop_reason(reason);
    prompt_->setText(prompt());
    prompt_->setStyleSheet(QStringLiteral("color: %1;").arg(seat_colour(seat).name()));
    if (isActiveWindow() && !controls_->isAncestorOf(focusWidget())) {
        controls_->throw_button(0)->setFocus(Qt::OtherFocusReason);
    }
}

void StrikeBoard::refuse(dicebox::Seat seat, const QString& reason) {
    ask(seat);
    message_->setText(tr("Refused: %1").arg(reason));
}

// The suggested style's button (or Stop) takes the focus: Enter or Space then chooses it.
void StrikeBoard::suggest(dicebox::Seat seat, const QString& action) {
    if (seat != asked_) return;
    for (std::size_t style = 0; style < kStyles; ++style) {
        if (action == QStringLiteral("throw %1").arg(QLatin1String(style_names()[style])))
            controls_->throw_button(style)->setFocus();
    }
    if (action == QStringLiteral("stop")) controls_->stop_button()->setFocus();
}

QString StrikeBoard::written(const dicebox::Told& event) const {
    return Story::written(QString::fromStdString(event.notation));
}

void StrikeBoard::choose(const QString& choice) {
    if (asked_ < 0 || !shown_) return;
    const auto action = shown_->parse_action(choice.toStdString());
    if (!action) {
        message_->setText(QString::fromStdString(action.error()));
        return;
    }
    if (const std::string refusal = shown_->refusal(asked_, *action); !refusal.empty()) {
        message_->setText(tr("Not allowed: %1").arg(QString::fromStdString(refusal)));
        return;
    }
    const dicebox::Seat seat = asked_;
    idle();
    emit chosen(seat, QString::fromStdString(shown_->format_action(*action)));
}

void StrikeBoard::idle() {
    asked_ = -1;
    for (QAction* action : throw_actions_) action->setEnabled(false);
    stop_action_->setEnabled(false);
    controls_->set_stop_reason({});
    // A replay asks nobody, and nobody is waited for.
    if (!table_ || !shown_ || shown_->terminal() || table().replay) {
        prompt_->clear();
        return;
    }
    const auto& people = table().people;
    const auto current = static_cast<std::size_t>(table_->current);
    const bool bot = current < people.size() && !people[current];
    prompt_->setStyleSheet(QString());
    prompt_->setText(table_->phase == QLatin1String("rolling") ||
                             table_->phase == QLatin1String("starting die")
                         ? QString()
                         : (bot ? tr("%1 (bot) is thinking…") : tr("Waiting for %1…"))
                               .arg(story_.name(table_->current)));
}

}  // namespace dicebox::strike_board

namespace {

dicebox::board::BoardView* make_strike_board(const dicebox::board::Table& table, QWidget* parent) {
    return new dicebox::strike_board::StrikeBoard(table, parent);
}

}  // namespace

DICEBOX_DEFINE_BOARD("strike", make_strike_board)
