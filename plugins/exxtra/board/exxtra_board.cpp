#include "exxtra_board.hpp"

#include <QHBoxLayout>
#include <QVBoxLayout>

#include "dicebox/board/dice_painter.hpp"

namespace dicebox::exxtra_board {
namespace {

constexpr int kEarlierEvents = 2;  // the events shown above the last one

int lines_high(const QLabel& label, int lines) {
    return label.fontMetrics().lineSpacing() * lines + 2;
}

// Words that take room only while there are some: an empty line would leave less room in
// the box for the words that are there.
void say(QLabel& label, const QString& words) {
    label.setText(words);
    label.setVisible(!words.isEmpty());
}

QLabel* make_label(const QString& name, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

}  // namespace

ExxtraBoard::ExxtraBoard(const dicebox::board::Table& table, QWidget* parent)
    : BoardView(table, parent), names_(table.names) {
    setObjectName(QStringLiteral("exxtra_board"));
    auto* page = new QVBoxLayout(this);
    page->setContentsMargins(10, 8, 10, 8);
    page->setSpacing(6);

    turn_ = make_label(QStringLiteral("turn"), this);
    QFont big = turn_->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    turn_->setFont(big);
    page->addWidget(turn_);

    auto* middle = new QHBoxLayout;
    track_ = new CrossTrack(this);
    middle->addWidget(track_, 11);
    middle->addWidget(make_controls(), 9);
    page->addLayout(middle, 1);

    result_ = make_label(QStringLiteral("result"), this);
    result_->setStyleSheet(QStringLiteral(
        "QLabel { background: #fff3c4; border: 1px solid #c9a227; border-radius: 4px; "
        "padding: 6px; font-weight: bold; }"));
    result_->hide();
    page->addWidget(result_);

    // The status line: the last event in words, and the ones before it, fainter. Each
    // keeps its height whatever it says, so that the board above never moves; the
    // newest lines show when the text is longer.
    event_line_ = make_label(QStringLiteral("event_line"), this);
    event_line_->setFrameShape(QFrame::StyledPanel);
    event_line_->setMargin(4);
    event_line_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    event_line_->setFixedHeight(lines_high(*event_line_, 2) + 10);
    earlier_line_ = make_label(QStringLiteral("earlier_event_line"), this);
    earlier_line_->setStyleSheet(QStringLiteral("QLabel { color: #777; }"));
    earlier_line_->setAlignment(Qt::AlignLeft | Qt::AlignBottom);
    earlier_line_->setFixedHeight(lines_high(*earlier_line_, kEarlierEvents));
    page->addWidget(earlier_line_);
    page->addWidget(event_line_);

    roll_action_ = new QAction(tr("&Roll again"), this);
    roll_action_->setObjectName(QStringLiteral("roll_action"));
    roll_action_->setShortcut(QKeySequence(Qt::Key_R));
    connect(roll_action_, &QAction::triggered, this, [this] { choose(QStringLiteral("roll")); });
    addAction(roll_action_);
    update_controls();
}

QWidget* ExxtraBoard::make_controls() {
    auto* controls = new QWidget(this);
    auto* column = new QVBoxLayout(controls);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(6);

    // One line, so that the words below keep their room in a small window; each ring says
    // what it is worth, and the title's tooltip the rule.
    auto* title = new QLabel(tr("<b>Dice ladder</b>"), controls);
    title->setToolTip(tr("A pair on ring N moves its pawn N spaces at its owner's next turn"));
    column->addWidget(title);
    ladder_ = new DiceLadder(controls);
    column->addWidget(ladder_, 1);
    connect(ladder_, &DiceLadder::previewed, this, &ExxtraBoard::preview);
    connect(ladder_, &DiceLadder::unpreviewed, this, &ExxtraBoard::unpreview);
    connect(ladder_, &DiceLadder::selected_changed, this, &ExxtraBoard::select);
    connect(ladder_, &DiceLadder::activated, this, &ExxtraBoard::place);

    tray_ = new DiceTray(controls);
    column->addWidget(tray_);

    auto* buttons = new QHBoxLayout;
    roll_button_ = new QPushButton(tr("&Roll again  [R]"), controls);
    roll_button_->setObjectName(QStringLiteral("roll_button"));
    place_button_ = new QPushButton(tr("&Place on the chosen ring"), controls);
    place_button_->setObjectName(QStringLiteral("place_button"));
    for (QPushButton* button : {roll_button_, place_button_}) {
        button->setMinimumHeight(34);
        buttons->addWidget(button);
    }
    connect(roll_button_, &QPushButton::clicked, this, [this] { choose(QStringLiteral("roll")); });
    connect(place_button_, &QPushButton::clicked, this, [this] { place(ladder_->selected()); });
    column->addLayout(buttons);

    // What to do, what a ring would do and why the rules refuse: a box of its own height,
    // so that the ladder above keeps its size whatever they say.
    auto* words = new QWidget(controls);
    auto* words_column = new QVBoxLayout(words);
    words_column->setContentsMargins(0, 0, 0, 0);
    words_column->setSpacing(2);
    prompt_ = make_label(QStringLiteral("prompt"), words);
    explanation_ = make_label(QStringLiteral("explanation"), words);
    explanation_->setStyleSheet(QStringLiteral("QLabel { color: #1d4f91; }"));
    refusal_ = make_label(QStringLiteral("refusal"), words);
    refusal_->setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
    prompt_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    words_column->addWidget(prompt_, 1);
    words_column->addWidget(explanation_);
    words_column->addWidget(refusal_);
    say(*explanation_, {});
    say(*refusal_, {});
    words->setFixedHeight(lines_high(*prompt_, 5));
    column->addWidget(words);
    return controls;
}

ExxtraBoard::~ExxtraBoard() {
    // A ring losing the focus as the children are deleted would call back into this
    // board, which by then is only a QWidget.
    ladder_->disconnect(this);
}

// One action per ring, keys 0 to 9: the app lists them in its Move menu.
void ExxtraBoard::make_actions(int rings) {
    if (static_cast<int>(place_actions_.size()) == rings + 1) return;
    for (QAction* action : place_actions_) {
        removeAction(action);
        delete action;
    }
    place_actions_.clear();
    for (int ring = 0; ring <= rings; ++ring) {
        auto* action = new QAction(tr("Place on ring %1").arg(ring), this);
        action->setObjectName(QStringLiteral("place_action_%1").arg(ring));
        action->setShortcut(QKeySequence(Qt::Key_0 + ring));
        connect(action, &QAction::triggered, this, [this, ring] { place(ring); });
        addAction(action);
        place_actions_.push_back(action);
    }
    // Tab goes down the ladder as it is drawn, then to the buttons.
    QWidget* last = nullptr;
    for (RingButton* button : ladder_->rings_top_down()) {
        if (last != nullptr) setTabOrder(last, button);
        last = button;
    }
    setTabOrder(last, place_button_);
    setTabOrder(place_button_, roll_button_);
}

void ExxtraBoard::show_game(const dicebox::board::Shown& game) {
    const json now = game.view.to_json();
    narrate(game.events, now);
    state_ = game.view.clone();
    json_ = now;
    previous_ = now;
    shown_log_ = game.events.size();
    shown_ = true;
    // A new position: any earlier question and its answers are over.
    asked_ = -1;
    say(*refusal_, {});
    say(*explanation_, {});
    ladder_->clear_selection();
    redraw();
}

void ExxtraBoard::narrate(const std::vector<dicebox::Told>& events, const json& now) {
    QString line;
    invalid_roll_ = {};
    if (events.empty()) {
        line = narrate_start(now, names_);
    } else if (shown_ && events.size() == shown_log_ + 1) {
        const dicebox::Told& event = events.back();
        const QString text = QString::fromStdString(event.notation);
        // The words are the game's (GameModule::sentence).
        line = told_sentence(previous_, now, event);
        if (event.is_chance()) {
            if (now["roll"].is_null()) {
                // The roll that ended the turn stays on the table until the next one.
                invalid_roll_ = {text.section(QLatin1Char(' '), 0, 0),
                                 text.section(QLatin1Char(' '), 1, 1), QString(),
                                 tr("invalid: an X after the first roll"), true};
            }
        }
    } else if (shown_ && events.size() == shown_log_) {
        return;  // the same game shown again
    }
    if (line.isEmpty()) return;
    // The status line says the last event; the few before it stay in view above it.
    if (!event_line_->text().isEmpty()) earlier_ << event_line_->text();
    while (earlier_.size() > kEarlierEvents) earlier_.removeFirst();
    earlier_line_->setText(earlier_.join(QLatin1Char('\n')));
    event_line_->setText(line);
    if (!events.empty()) emit told(line);
}

void ExxtraBoard::redraw() {
    const int rings = json_["params"]["rings"].get<int>();
    const int players = json_["players"].get<int>();
    const bool over = json_["terminal"].get<bool>();
    const dicebox::Seat current = json_["current"].get<int>();
    ladder_->set_rings(rings);
    make_actions(rings);

    std::vector<Pawn> pawns;
    for (dicebox::Seat seat = 0; seat < players; ++seat) {
        pawns.push_back({dicebox::board::seat_colour(seat), names_(seat),
                         json_["seats"][static_cast<std::size_t>(seat)]["position"].get<int>(),
                         !over && seat == current});
    }
    track_->show_track(json_["params"]["track"].get<int>(), std::move(pawns));
    track_->show_ghost(std::nullopt);

    for (int ring = 0; ring <= rings; ++ring) {
        std::vector<Chip> chips;
        for (const auto& pair : json_["ladder"][std::to_string(ring)]) {
            const dicebox::Seat seat = pair["seat"].get<int>();
            chips.push_back({dicebox::board::seat_colour(seat), names_(seat),
                             two_digits(pair["value"].get<int>()), false});
        }
        ladder_->ring(ring)->show_pairs(std::move(chips));
        ladder_->ring(ring)->show_ghost(std::nullopt);
    }

    const json& roll = json_["roll"];
    if (!roll.is_null()) {
        auto face = [](const json& f) {
            return f.is_string() ? QString::fromStdString(f.get<std::string>())
                                 : QString::number(f.get<int>());
        };
        const int rolls = json_["rolls_this_turn"].get<int>();
        tray_->show_roll({face(roll[0]), face(roll[1]), two_digits(json_["value"].get<int>()),
                          rolls == 1 ? tr("first roll of this turn: an X counts 0")
                                     : tr("roll %1 of this turn").arg(rolls),
                          false});
    } else {
        tray_->show_roll(invalid_roll_);
    }

    if (over) {
        QStringList winners;
        for (const auto& seat : json_["winners"]) winners << names_(seat.get<int>());
        turn_->setText(tr("Game over after %1 turns — %2 wins!")
                           .arg(json_["turn"].get<int>())
                           .arg(winners.join(tr(" and "))));
        result_->setText(final_result(json_, names_));
        result_->show();
    } else {
        const int rolls = json_["rolls_this_turn"].get<int>();
        turn_->setText(
            rolls == 0
                ? tr("Turn %1 · %2 has the dice").arg(json_["turn"].get<int>()).arg(names_(current))
                : tr("Turn %1 · %2 has the dice · roll %3")
                      .arg(json_["turn"].get<int>())
                      .arg(names_(current))
                      .arg(rolls));
        result_->hide();
    }
    update_controls();
}

bool ExxtraBoard::asking() const {
    if (state_ == nullptr || asked_ < 0 || state_->terminal()) return false;
    std::vector<dicebox::Seat> seats;
    state_->to_move(seats);
    return std::find(seats.begin(), seats.end(), asked_) != seats.end();
}

void ExxtraBoard::update_controls() {
    const bool on = asking();
    roll_action_->setEnabled(on);
    roll_button_->setEnabled(on);
    roll_button_->setToolTip(state_ ? explain_roll(json_) : QString());
    for (std::size_t ring = 0; ring < place_actions_.size(); ++ring) {
        const int r = static_cast<int>(ring);
        bool allowed = false;
        QString why;
        if (on) why = explain_place(*state_, asked_, r, names_, table().language, &allowed);
        place_actions_[ring]->setEnabled(allowed);
        place_actions_[ring]->setToolTip(why);
        ladder_->ring(r)->setEnabled(on);
        ladder_->ring(r)->setToolTip(why);
    }
    const int chosen = ladder_->selected();
    place_button_->setEnabled(on && chosen >= 0 &&
                              place_actions_[static_cast<std::size_t>(chosen)]->isEnabled());
    place_button_->setText(chosen >= 0 ? tr("&Place on ring %1").arg(chosen)
                                       : tr("&Place (choose a ring)"));
    prompt_->setText(prompt_text());
}

QString ExxtraBoard::prompt_text() const {
    if (state_ == nullptr) return {};
    if (state_->terminal()) return tr("The game is over.");
    const dicebox::Seat current = json_["current"].get<int>();
    if (state_->chance_due()) return tr("The dice are rolling for %1.").arg(names_(current));
    if (!asking())
        return tr("%1 decides: roll again or place the %2.")
            .arg(names_(current), two_digits(json_["value"].get<int>()));
    return tr("%1, roll again (R) or place the %2 on a ring (keys 0–%3, or Tab to the ladder and "
              "arrows). Point at a ring to see what placing there does.")
        .arg(names_(current), two_digits(json_["value"].get<int>()))
        .arg(ladder_->rings());
}

void ExxtraBoard::preview(int ring) {
    if (!asking()) return;
    bool allowed = false;
    say(*explanation_, explain_place(*state_, asked_, ring, names_, table().language, &allowed));
    if (!allowed) return;
    // On the ladder: the roll as it would stand, and the pairs it would send back.
    const auto knocked = would_knock_off(*state_, asked_, ring);
    for (int other = 0; other <= ladder_->rings(); ++other) {
        RingButton* button = ladder_->ring(other);
        std::vector<Chip> chips = button->chips();
        std::size_t i = 0;
        for (const auto& pair : json_["ladder"][std::to_string(other)]) {
            const dicebox::Seat seat = pair["seat"].get<int>();
            chips[i++].knocked = std::find(knocked.begin(), knocked.end(), seat) != knocked.end();
        }
        button->show_pairs(std::move(chips));
        button->show_ghost(std::nullopt);
    }
    ladder_->ring(ring)->show_ghost(Chip{dicebox::board::seat_colour(asked_), names_(asked_),
                                         two_digits(json_["value"].get<int>()), false});
    // On the track: where the pawn would go when the pair comes back next turn.
    if (ring > 0) {
        const int from = json_["seats"][static_cast<std::size_t>(asked_)]["position"].get<int>();
        track_->show_ghost(std::pair{asked_, from + ring});
    } else {
        track_->show_ghost(std::nullopt);
    }
}

void ExxtraBoard::unpreview(int ring) {
    RingButton* left = ladder_->ring(ring);
    if (left == nullptr) return;
    for (int other = 0; other <= ladder_->rings(); ++other) {
        RingButton* button = ladder_->ring(other);
        std::vector<Chip> chips = button->chips();
        for (Chip& chip : chips) chip.knocked = false;
        button->show_pairs(std::move(chips));
        button->show_ghost(std::nullopt);
    }
    track_->show_ghost(std::nullopt);
    // The ring still focused or selected keeps its words.
    if (QWidget* focus = focusWidget(); focus != nullptr && focus != left) {
        if (auto* ring_button = qobject_cast<RingButton*>(focus)) {
            preview(ring_button->ring());
            return;
        }
    }
    if (ladder_->selected() >= 0 && ladder_->selected() != ring) {
        preview(ladder_->selected());
        return;
    }
    say(*explanation_, {});
}

void ExxtraBoard::select(int ring) {
    say(*refusal_, {});
    update_controls();
    if (!asking()) return;
    bool allowed = false;
    const QString why = explain_place(*state_, asked_, ring, names_, table().language, &allowed);
    say(*explanation_, why);
    if (!allowed) say(*refusal_, why);
}

// A placement is its ring selected and given the focus, which shows the pair on it;
// rolling again is the Roll button given the focus. Enter or Space then takes either.
void ExxtraBoard::suggest(dicebox::Seat seat, const QString& action) {
    if (seat != asked_ || !asking()) return;
    if (action == QStringLiteral("roll")) {
        roll_button_->setFocus();
        return;
    }
    bool number = false;
    const int ring = action.section(QLatin1Char(' '), 1).toInt(&number);
    if (!action.startsWith(QStringLiteral("place ")) || !number || ring < 0 ||
        ring > ladder_->rings())
        return;
    ladder_->ring(ring)->setChecked(true);
    ladder_->ring(ring)->setFocus();
}

QString ExxtraBoard::written(const dicebox::Told& event) const {
    const QString notation = QString::fromStdString(event.notation);
    return event.is_chance() ? notation : written_decision(notation);
}

void ExxtraBoard::place(int ring) {
    if (!asking()) return;
    if (ring < 0) {
        say(*refusal_, tr("Choose a ring first: click one, or press its number."));
        return;
    }
    bool allowed = false;
    const QString why = explain_place(*state_, asked_, ring, names_, table().language, &allowed);
    if (!allowed) {
        say(*refusal_, why);
        return;
    }
    choose(QStringLiteral("place %1").arg(ring));
}

void ExxtraBoard::choose(const QString& action) {
    if (!asking()) return;
    const dicebox::Seat seat = asked_;
    asked_ = -1;
    say(*refusal_, {});
    update_controls();
    emit chosen(seat, action);
}

void ExxtraBoard::ask(dicebox::Seat seat) {
    asked_ = seat;
    say(*refusal_, {});
    update_controls();
}

void ExxtraBoard::refuse(dicebox::Seat seat, const QString& reason) {
    asked_ = seat;
    update_controls();
    say(*refusal_, tr("The rules refused that: %1").arg(reason));
}

}  // namespace dicebox::exxtra_board
