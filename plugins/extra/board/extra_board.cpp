#include "extra_board.hpp"

#include <QGridLayout>
#include <QVBoxLayout>
#include <algorithm>

#include "../sentences.hpp"
#include "dicebox/board/dice_painter.hpp"
#include "figures.hpp"

namespace dicebox::extra_board {

using dicebox::Seat;
using nlohmann::json;

namespace {

constexpr int kMostColumns = 6;  // the rules allow up to 6 EXTRA numbers
constexpr int kOthersPerRow = 3;
// A seat's "chosen" in a view that knows only that it chose (docs/protocol.md, "The state").
constexpr const char* kHiddenChoice = "hidden";

QString and_list(const QStringList& items) {
    if (items.size() <= 1) return items.join(QString());
    return items.mid(0, items.size() - 1).join(QStringLiteral(", ")) + QObject::tr(" and ") +
           items.back();
}

}  // namespace

ExtraBoard::ExtraBoard(const dicebox::board::Table& table, QWidget* parent)
    : BoardView(table, parent) {
    setObjectName(QStringLiteral("extra_board"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(8, 8, 8, 8);
    const QFont big = add_heading(*outer);

    // The sheets on the left, the large one on top and the others in a row below it, so
    // that none is wider than the large one; the panel where the choice is made on the
    // right, top to bottom in the order of making it, as narrow as its dice allow.
    auto* body = new QHBoxLayout;
    outer->addLayout(body, 1);
    add_sheets(*body);
    auto* panel = new QVBoxLayout;
    body->addLayout(panel, 0);
    add_tray(*panel);
    add_column_buttons(*panel);
    add_explanation(*panel);
    add_choice_list(*panel);
    add_result(*panel, big);
    panel->addStretch();

    build_actions();
    refresh();
}

// The heading: two lines kept whatever it says, so that nothing below it moves. Its font
// is returned for the result to be as large.
QFont ExtraBoard::add_heading(QVBoxLayout& outer) {
    round_label_ = new QLabel(this);
    round_label_->setObjectName(QStringLiteral("round_label"));
    round_label_->setWordWrap(true);
    // Names are drawn as they are written, never read as markup.
    round_label_->setTextFormat(Qt::PlainText);
    round_label_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont big = round_label_->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    round_label_->setFont(big);
    round_label_->setFixedHeight(QFontMetrics(big).lineSpacing() * 2 + 2);
    outer.addWidget(round_label_);
    return big;
}

void ExtraBoard::add_sheets(QHBoxLayout& body) {
    sheets_ = new QVBoxLayout;
    body.addLayout(sheets_, 1);
    main_sheet_ = new SheetWidget(this);
    main_sheet_->setObjectName(QStringLiteral("main_sheet"));
    connect(main_sheet_, &SheetWidget::column_clicked, this, &ExtraBoard::choose_column);
    sheets_->addWidget(main_sheet_, 1);
    others_ = new QGridLayout;
    sheets_->addLayout(others_, 0);
    sheets_->addStretch(0);  // what neither needs, below both
}

void ExtraBoard::add_tray(QVBoxLayout& panel) {
    tray_ = new DiceTray(this);
    tray_->setObjectName(QStringLiteral("dice_tray"));
    connect(tray_, &DiceTray::die_clicked, this, &ExtraBoard::pick_die);
    connect(tray_, &DiceTray::slot_clicked, this, &ExtraBoard::take_back_slot);
    connect(tray_, &DiceTray::die_dropped, this, &ExtraBoard::drop_die);
    panel.addWidget(tray_);
}

// A button per EXTRA column the rules allow, three to a row, for a new EXTRA number.
void ExtraBoard::add_column_buttons(QVBoxLayout& panel) {
    column_label_ = new QLabel(tr("New EXTRA number into:"), this);
    panel.addWidget(column_label_);
    auto* columns = new QGridLayout;
    for (int k = 0; k < kMostColumns; ++k) {
        auto* button = new QPushButton(this);
        button->setObjectName(QStringLiteral("column%1").arg(k + 1));
        button->setCheckable(true);
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, this, [this, k] { choose_column(k); });
        columns->addWidget(button, k / 3, k % 3);
        column_buttons_.push_back(button);
    }
    panel.addLayout(columns);
}

void ExtraBoard::add_explanation(QVBoxLayout& panel) {
    explanation_ = new QLabel(this);
    explanation_->setObjectName(QStringLiteral("explanation"));
    explanation_->setWordWrap(true);
    explanation_->setFixedHeight(explanation_->fontMetrics().lineSpacing() * 4 + 4);
    explanation_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    explanation_->setTextFormat(Qt::PlainText);
    panel.addWidget(explanation_);
}

// Every legal choice in a list, and the button that enters the one laid out.
void ExtraBoard::add_choice_list(QVBoxLayout& panel) {
    auto* choose_row = new QHBoxLayout;
    choices_ = new QComboBox(this);
    choices_->setObjectName(QStringLiteral("choices"));
    choices_->setToolTip(tr("Every legal choice (PageUp / PageDown)"));
    choices_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    choices_->setMinimumContentsLength(14);
    connect(choices_, &QComboBox::currentIndexChanged, this, &ExtraBoard::choice_selected);
    choose_row->addWidget(choices_, 1);
    confirm_button_ = new QPushButton(tr("Confirm"), this);
    confirm_button_->setObjectName(QStringLiteral("confirm"));
    confirm_button_->setToolTip(tr("Enter the choice (Enter)"));
    confirm_button_->setAutoDefault(false);
    connect(confirm_button_, &QPushButton::clicked, this, &ExtraBoard::confirm);
    choose_row->addWidget(confirm_button_);
    panel.addLayout(choose_row);
}

void ExtraBoard::add_result(QVBoxLayout& panel, const QFont& big) {
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("result"));
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::PlainText);
    result_->setFont(big);
    panel.addWidget(result_);
}

void ExtraBoard::build_actions() {
    for (int i = 0; i < kMostDice; ++i) {
        auto* action = new QAction(tr("Die %1 into the next slot (or back)").arg(i + 1), this);
        action->setObjectName(QStringLiteral("action_die%1").arg(i + 1));
        action->setShortcut(QKeySequence(Qt::Key_1 + i));
        connect(action, &QAction::triggered, this, [this, i] { pick_die(i); });
        addAction(action);
        die_actions_.push_back(action);
    }
    auto make = [this](const QString& text, const char* name, QList<QKeySequence> keys) {
        auto* action = new QAction(text, this);
        action->setObjectName(QString::fromLatin1(name));
        action->setShortcuts(keys);
        addAction(action);
        return action;
    };
    take_back_action_ =
        make(tr("Take back the last die"), "action_take_back", {QKeySequence(Qt::Key_Backspace)});
    connect(take_back_action_, &QAction::triggered, this, &ExtraBoard::take_back_last);
    clear_action_ = make(tr("Take back every die"), "action_clear", {QKeySequence(Qt::Key_Escape)});
    connect(clear_action_, &QAction::triggered, this, &ExtraBoard::clear_choice);
    column_action_ = make(tr("Next column for the new EXTRA number"), "action_column",
                          {QKeySequence(Qt::Key_C)});
    connect(column_action_, &QAction::triggered, this, &ExtraBoard::next_column);
    next_choice_action_ =
        make(tr("Next legal choice"), "action_next_choice", {QKeySequence(Qt::Key_PageDown)});
    connect(next_choice_action_, &QAction::triggered, this, [this] { step_choice(1); });
    previous_choice_action_ =
        make(tr("Previous legal choice"), "action_previous_choice", {QKeySequence(Qt::Key_PageUp)});
    connect(previous_choice_action_, &QAction::triggered, this, [this] { step_choice(-1); });
    confirm_action_ = make(tr("Confirm the choice"), "action_confirm",
                           {QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    connect(confirm_action_, &QAction::triggered, this, &ExtraBoard::confirm);
}

// --- What the host calls ---------------------------------------------------------

void ExtraBoard::show_game(const dicebox::board::Shown& game) {
    const std::vector<int> before = roll();
    sent_ = -1;
    state_ = game.view.clone();
    json_ = state_->to_json();
    // A new roll: the game as it fell, for the previews of the people asked. Not needed
    // in a replay or at a table of bots (nobody is asked), nor once the game is over.
    const auto& people = table().people;
    const bool asks =
        !table().replay && std::find(people.begin(), people.end(), true) != people.end();
    const std::size_t rolled = events_to_last_roll(game.events);
    if (!asks || state_->terminal()) {
        rolled_.reset();
        rolled_events_ = 0;
    } else if (!rolled_ || rolled != rolled_events_) {
        rolled_ = replayed_to_last_roll(game.initial, game.events);
        rolled_events_ = rolled;
    }
    const bool same_roll = roll() == before;
    if (asked_ >= 0) {
        // Still asked only while that seat is still to move on the same roll.
        std::vector<Seat> seats;
        state_->to_move(seats);
        if (!same_roll || std::find(seats.begin(), seats.end(), asked_) == seats.end()) {
            asked_ = -1;
        }
    }
    if (asked_ < 0 || !same_roll) {
        assignment_.reset(roll());
        refused_.clear();
    }
    // A replay shows the round as it was played; a finished game its last dice.
    round_ = table().replay || state_->terminal() ? last_round(game.initial, game.events)
                                                  : LoggedRound{};
    if (!round_.roll.empty()) {
        assignment_.reset(round_.roll);
        if (table().replay && !round_.choices.empty()) {
            int column = -1;
            assignment_.set_from(round_.choices.back().second, column);
        }
    }
    // A seat's small sheet for each other seat.
    const int players = json_.value("players", 0);
    while (static_cast<int>(other_sheets_.size()) < players - 1) {
        auto* sheet = new SheetWidget(this);
        sheet->setObjectName(QStringLiteral("other_sheet%1").arg(other_sheets_.size() + 1));
        connect(sheet, &SheetWidget::clicked, this, [this](Seat seat) {
            if (asked_ >= 0) return;  // while someone chooses, their sheet stays large
            viewed_ = seat;
            refresh();
        });
        const int k = static_cast<int>(other_sheets_.size());
        others_->addWidget(sheet, k / kOthersPerRow, k % kOthersPerRow);
        other_sheets_.push_back(sheet);
    }
    if (asked_ < 0) fill_choices();
    refresh();
    share_height();
}

void ExtraBoard::ask(Seat seat) {
    if (!state_) return;
    asked_ = seat;
    viewed_ = seat;
    refused_.clear();
    assignment_.reset(roll());
    const auto empty = empty_columns(sheet_of(seat));
    column_ = empty.empty() ? -1 : empty.front();
    fill_choices();
    refresh();
    tray_->die(0)->setFocus();
}

void ExtraBoard::refuse(Seat seat, const QString& reason) {
    asked_ = seat;
    viewed_ = seat;
    refused_ = reason;
    fill_choices();
    refresh();
}

// --- Building the choice -----------------------------------------------------------

void ExtraBoard::pick_die(int die) {
    if (asked_ < 0 || die >= static_cast<int>(assignment_.roll().size())) return;
    refused_.clear();
    const int slot = assignment_.slot_of(die);
    if (slot >= 0) {
        assignment_.take_back(slot);  // the die again: back to the tray
    } else {
        assignment_.place(die);
    }
    refresh();
}

void ExtraBoard::take_back_slot(int slot) {
    if (asked_ < 0) return;
    refused_.clear();
    assignment_.take_back(slot);
    refresh();
}

void ExtraBoard::drop_die(int die, int slot) {
    if (asked_ < 0) return;
    refused_.clear();
    assignment_.place_at(die, slot);
    refresh();
}

void ExtraBoard::take_back_last() {
    if (asked_ < 0) return;
    refused_.clear();
    assignment_.take_back_last();
    refresh();
}

void ExtraBoard::clear_choice() {
    if (asked_ < 0) return;
    refused_.clear();
    assignment_.clear();
    refresh();
}

void ExtraBoard::choose_column(int column) {
    if (asked_ < 0) return;
    const auto empty = empty_columns(sheet_of(asked_));
    if (std::find(empty.begin(), empty.end(), column) == empty.end()) return;
    refused_.clear();
    column_ = column;
    refresh();
}

void ExtraBoard::next_column() {
    if (asked_ < 0) return;
    const auto empty = empty_columns(sheet_of(asked_));
    if (empty.empty()) return;
    const auto at = std::find(empty.begin(), empty.end(), column_);
    choose_column(at == empty.end() || at + 1 == empty.end() ? empty.front() : *(at + 1));
}

void ExtraBoard::step_choice(int step) {
    if (asked_ < 0 || choices_->count() <= 1) return;
    const int legal = choices_->count() - 1;  // item 0 is the heading
    int index = choices_->currentIndex() - 1 + step;
    index = ((index % legal) + legal) % legal;
    choices_->setCurrentIndex(index + 1);
}

void ExtraBoard::choice_selected(int index) {
    if (filling_ || asked_ < 0 || index <= 0) return;
    refused_.clear();
    assignment_.set_from(choices_->itemData(index).toString(), column_);
    refresh();
}

// The hint is laid out as if the person had picked it from the list: its dice in their
// slots, its preview on the sheet.
void ExtraBoard::suggest(Seat seat, const QString& action) {
    if (seat != asked_) return;
    const int index = choices_->findData(action);
    if (index <= 0) return;
    choices_->setCurrentIndex(index);
    choice_selected(index);
}

void ExtraBoard::confirm() {
    if (asked_ < 0) return;
    const Verdict verdict = judge();
    if (verdict.notation.isEmpty() || !verdict.refusal.isEmpty()) {
        refresh();
        return;
    }
    // Forget the choice before telling the host: it may ask the next person of the
    // hot-seat at once, who must not see it.
    const Seat seat = asked_;
    asked_ = -1;
    sent_ = seat;
    assignment_.clear();
    fill_choices();
    refresh();
    emit chosen(seat, verdict.notation);
}

// --- What the rules make of it -----------------------------------------------------

ExtraBoard::Verdict ExtraBoard::judge() const {
    Verdict verdict;
    if (asked_ < 0 || !state_) return verdict;
    if (!assignment_.complete()) {
        const int pair1 = (assignment_.die_at(0) < 0) + (assignment_.die_at(1) < 0);
        const int pair2 = (assignment_.die_at(2) < 0) + (assignment_.die_at(3) < 0);
        QStringList missing;
        if (pair1 > 0) missing << tr("%n die(s) for pair 1", "", pair1);
        if (pair2 > 0) missing << tr("%n die(s) for pair 2", "", pair2);
        if (assignment_.die_at(kFifthSlot) < 0) missing << tr("the 5th die");
        verdict.refusal = tr("Still to choose: %1.").arg(and_list(missing));
        return verdict;
    }
    const json& sheet = sheet_of(asked_);
    const Entry entry = entry_of(sheet, assignment_.face_at(kFifthSlot));
    verdict.notation = notation(assignment_, entry, column_);
    const auto action = state_->parse_action(verdict.notation.toStdString());
    if (!action) {
        verdict.refusal = QString::fromStdString(action.error());
        return verdict;
    }
    verdict.refusal = QString::fromStdString(state_->refusal(asked_, *action));
    if (verdict.refusal.isEmpty()) verdict.after = preview(*action);
    return verdict;
}

json ExtraBoard::preview(dicebox::Action action) const {
    // The choice entered on a copy of the game as the dice fell. The rules reveal choices
    // only when every seat has chosen, and the others' choices are not the board's to
    // know: on the copy they choose anything (their sheets are never looked at), and the
    // asked seat's sheet is read back.
    if (!rolled_) return nullptr;
    try {
        auto copy = rolled_->clone();
        copy->apply(asked_, action);
        if (!rest_choose_anything(*copy)) return nullptr;
        return copy->to_json()["seats"][static_cast<std::size_t>(asked_)];
    } catch (const std::exception&) {
        return nullptr;  // a house rule's hook failed: no preview, the host will say why
    }
}

QString ExtraBoard::explain(const json& after, const QString& text) const {
    // The pairs' rows, a full row's lost cross, the 5th die (in the game's own words, as its
    // sentence will say them: plugins/extra/sentences.cpp), the end, the total.
    const auto choice = dicebox::extra::parse_choice(text.toStdString());
    if (!choice) return {};
    const json& before = sheet_of(asked_);
    const dicebox::Language language = table().language;
    const int first = choice->a + choice->b;
    const int second = choice->c + choice->d;
    QStringList full;
    for (int sum : {std::min(first, second), std::max(first, second)}) {
        const std::string key = std::to_string(sum);
        const int gained = after["rows"][key].get<int>() - before["rows"][key].get<int>();
        const int wanted = first == second ? 2 : 1;
        if (gained < wanted && !full.contains(QString::number(sum))) full << QString::number(sum);
    }
    QStringList words{QString::fromStdString(dicebox::extra::pair_rows(*choice, language))};
    if (!full.isEmpty())
        words.back() += tr(" (row %1 is full: no cross there)").arg(full.join('/'));
    words << QString::fromStdString(dicebox::extra::fifth_die(*choice, before, language));
    QString out = words.join(QStringLiteral("; ")) + QStringLiteral(".");
    if (after["done"].get<bool>() && !before["done"].get<bool>()) {
        out += tr(" That is the last box of the column: your game ends.");
    }
    out += tr(" Total %1 → %2.")
               .arg(signed_number(before["score"].get<int>()))
               .arg(signed_number(after["score"].get<int>()));
    return out;
}

// --- Drawing -----------------------------------------------------------------------

std::vector<int> ExtraBoard::roll() const {
    if (!json_.is_object() || !json_["roll"].is_array()) return {};
    return json_["roll"].get<std::vector<int>>();
}

const json& ExtraBoard::sheet_of(Seat seat) const {
    return json_["seats"][static_cast<std::size_t>(seat)];
}

QString ExtraBoard::name_of(Seat seat) const {
    const auto& names = table().names;
    return seat >= 0 && static_cast<std::size_t>(seat) < names.size()
               ? names[static_cast<std::size_t>(seat)]
               : tr("Seat %1").arg(seat + 1);
}

Seat ExtraBoard::large_seat() const {
    if (asked_ >= 0) return asked_;
    if (viewed_ >= 0) return viewed_;
    const auto& people = table().people;
    const auto first = std::find(people.begin(), people.end(), true);
    return first == people.end() ? 0 : static_cast<Seat>(first - people.begin());
}

QString ExtraBoard::seat_status(Seat seat) const {
    const json& sheet = sheet_of(seat);
    const auto& people = table().people;
    const bool bot =
        static_cast<std::size_t>(seat) < people.size() && !people[static_cast<std::size_t>(seat)];
    QString status = bot ? tr("bot") : QString();
    auto add = [&status](const QString& s) {
        status = status.isEmpty() ? s : status + QStringLiteral(" · ") + s;
    };
    if (table().replay) {
        const QString choice = round_.choice_of(seat);
        if (!choice.isEmpty()) add(tr("chose %1").arg(choice));
    }
    if (json_.value("terminal", false)) {
        const auto winners = json_["winners"];
        if (std::find(winners.begin(), winners.end(), json(seat)) != winners.end())
            add(tr("winner"));
    } else if (sheet["done"].get<bool>()) {
        add(tr("game ended"));
    } else if (seat == asked_) {
        add(tr("choosing"));
    } else if (json_["to_move"].is_array() && json_["roll"].is_array()) {
        const auto& to_move = json_["to_move"];
        const bool waiting =
            seat != sent_ && std::find(to_move.begin(), to_move.end(), json(seat)) != to_move.end();
        const json& chosen = sheet["chosen"];
        if (waiting) {
            add(tr("to choose"));
        } else if (!table().replay && chosen.is_string() && chosen != kHiddenChoice) {
            // The viewer's own choice, held from the others (a seat at a server's table):
            // its view knows it, and the round waits for the others.
            add(tr("chose %1").arg(QString::fromStdString(chosen.get<std::string>())));
            QStringList others;
            for (const auto& other : to_move) others << name_of(other.get<int>());
            if (!others.isEmpty()) add(tr("waiting for %1").arg(and_list(others)));
        } else if (!table().replay) {
            // Only whether the seat has chosen (it is no longer to move), never what.
            add(tr("has chosen"));
        }
    }
    return status;
}

void ExtraBoard::fill_choices() {
    filling_ = true;
    choices_->clear();
    if (asked_ >= 0 && state_) {
        std::vector<dicebox::Action> actions;
        state_->legal_actions(asked_, actions);
        choices_->addItem(tr("All %n legal choice(s)…", "", static_cast<int>(actions.size())));
        for (const auto action : actions) {
            const QString text = QString::fromStdString(state_->format_action(action));
            const json after = preview(action);
            const QString words = after.is_object() ? explain(after, text) : QString();
            choices_->addItem(text + QStringLiteral(" — ") + words.section('.', 0, 0), text);
        }
    }
    filling_ = false;
}

void ExtraBoard::refresh() {
    const bool over = json_.is_object() && json_.value("terminal", false);
    const bool active = asked_ >= 0 && !over;
    const Verdict verdict = judge();

    round_label_->setText(heading(active));
    tray_->show_assignment(assignment_, active);
    tray_->set_fifth_text(fifth_die_text(active));
    // The column for a new EXTRA number: offered when the 5th die would be one.
    const bool new_number =
        active && assignment_.die_at(kFifthSlot) >= 0 &&
        entry_of(sheet_of(asked_), assignment_.face_at(kFifthSlot)) == Entry::NewNumber;
    const std::vector<int> choosable = refresh_columns(new_number);
    refresh_explanation(active, verdict);
    refresh_actions(active, verdict, new_number);
    if (json_.is_object()) {
        refresh_sheets(verdict);
        main_sheet_->set_column_choice(choosable, column_);
    }
    refresh_result();
}

// Where the 5th die goes, in words under its slot; nothing while it is in none.
QString ExtraBoard::fifth_die_text(bool active) const {
    if (!active || assignment_.die_at(kFifthSlot) < 0) return {};
    switch (entry_of(sheet_of(asked_), assignment_.face_at(kFifthSlot))) {
        case Entry::Cross: {
            int k = 1;
            for (const auto& column : sheet_of(asked_)["extra"]) {
                if (column["number"] == assignment_.face_at(kFifthSlot)) break;
                ++k;
            }
            return tr("crossed in EXTRA column %1").arg(k);
        }
        case Entry::NewNumber:
            return tr("a new EXTRA number: column %1").arg(column_ + 1);
        case Entry::Drop:
            return tr("free ride: dropped");
    }
    return {};
}

// A button per column of the large sheet: its number or its length, enabled when it is
// empty and the 5th die would be a new EXTRA number. Returns the columns so choosable.
std::vector<int> ExtraBoard::refresh_columns(bool new_number) {
    const json columns = json_.is_object() ? sheet_of(large_seat())["extra"] : json::array();
    std::vector<int> choosable;
    for (int k = 0; k < kMostColumns; ++k) {
        QPushButton* button = column_buttons_[static_cast<std::size_t>(k)];
        const bool exists = k < static_cast<int>(columns.size());
        button->setVisible(exists);
        if (!exists) continue;
        const json& column = columns[static_cast<std::size_t>(k)];
        const bool empty = column["number"].is_null();
        button->setText(empty ? tr("%1 (%2 boxes)").arg(k + 1).arg(column["length"].get<int>())
                              : tr("%1: the %2").arg(k + 1).arg(column["number"].get<int>()));
        button->setEnabled(new_number && empty);
        button->setChecked(new_number && k == column_);
        if (new_number && empty) choosable.push_back(k);
    }
    column_label_->setEnabled(new_number);
    return choosable;
}

// The explanation: the rules' refusal, or what the choice would do.
void ExtraBoard::refresh_explanation(bool active, const Verdict& verdict) {
    QString words;
    bool refused = false;
    if (!refused_.isEmpty()) {
        words = tr("Refused: %1").arg(refused_);
        refused = true;
    } else if (active && !verdict.notation.isEmpty() && !verdict.refusal.isEmpty()) {
        words = tr("Not allowed: %1.").arg(verdict.refusal);
        refused = true;
    } else if (active && verdict.after.is_object()) {
        words = verdict.notation + QStringLiteral(": ") + explain(verdict.after, verdict.notation);
    } else if (active) {
        words = verdict.refusal;
    }
    explanation_->setText(words);
    explanation_->setStyleSheet(refused ? QStringLiteral("color: #b00020") : QString());
}

// What may be done now: Confirm for a legal choice only, the list and the keys while
// asked, and the list showing the choice laid out.
void ExtraBoard::refresh_actions(bool active, const Verdict& verdict, bool new_number) {
    const bool legal = active && !verdict.notation.isEmpty() && verdict.refusal.isEmpty();
    confirm_button_->setEnabled(legal);
    confirm_action_->setEnabled(legal);
    choices_->setEnabled(active);
    // The dice of the game's rolls only: a game of 5 dice has no "Die 6" in the Move menu.
    const auto dice = static_cast<std::size_t>(
        json_.is_object() ? json_["params"].value("dice", kMostDice) : kMostDice);
    for (std::size_t i = 0; i < die_actions_.size(); ++i) {
        die_actions_[i]->setVisible(i < dice);
        die_actions_[i]->setEnabled(active && i < assignment_.roll().size());
    }
    // The list shows the choice laid out in the slots, or its heading when none is.
    {
        const int listed = verdict.notation.isEmpty() ? -1 : choices_->findData(verdict.notation);
        filling_ = true;
        choices_->setCurrentIndex(std::max(0, listed));
        filling_ = false;
    }
    take_back_action_->setEnabled(active && assignment_.placed() > 0);
    clear_action_->setEnabled(active && assignment_.placed() > 0);
    column_action_->setEnabled(new_number);
    next_choice_action_->setEnabled(active);
    previous_choice_action_->setEnabled(active);
}

QString ExtraBoard::heading(bool active) const {
    if (!json_.is_object()) return tr("EXTRA!");
    const int round = json_.value("round", 0);
    if (json_.value("terminal", false)) return tr("Game over after round %1").arg(round);
    if (table().replay) {
        if (round_.roll.empty()) return tr("Before the first roll");
        if (round_.choices.empty()) return tr("Round %1 — the dice are rolled").arg(round_.round);
        const auto& [seat, choice] = round_.choices.back();
        return tr("Round %1 — %2 chose %3").arg(round_.round).arg(name_of(seat), choice);
    }
    if (active) return tr("Round %1 — %2, assign the dice").arg(round).arg(name_of(asked_));
    if (json_["roll"].is_null()) {
        return (round == 0 ? tr("The game begins: the dice are rolled first")
                           : tr("Round %1 is over: the dice are rolled again").arg(round)) +
               over_for();
    }
    QStringList waiting;
    for (const auto& seat : json_["to_move"]) {
        if (seat.get<int>() != sent_) waiting << name_of(seat.get<int>());
    }
    if (waiting.isEmpty()) return tr("Round %1 — every choice is made").arg(round) + over_for();
    return tr("Round %1 — waiting for %2").arg(round).arg(and_list(waiting)) + over_for();
}

QString ExtraBoard::over_for() const {
    QStringList names;
    const auto& people = table().people;
    for (std::size_t seat = 0; seat < people.size(); ++seat) {
        const auto& sheets = json_["seats"];
        if (people[seat] && seat < sheets.size() && sheets[seat].value("done", false))
            names << name_of(static_cast<Seat>(seat));
    }
    return names.isEmpty() ? QString() : tr(" · the game is over for %1").arg(and_list(names));
}

void ExtraBoard::resizeEvent(QResizeEvent* event) {
    BoardView::resizeEvent(event);
    share_height();
}

// The large sheet gets the height its width can use; the others, in rows of up to three
// below it, as much as they can have while the large one stays the largest (they at most
// 7/10 of its height) and keeps 95% of the height its width can use, or 3/5 of the
// column: one to a row when that makes their boxes larger than side by side, so that on
// a small screen they stay legible (drawn compact, see SheetWidget).
void ExtraBoard::share_height() {
    const QRect column = sheets_->geometry();
    const int others = static_cast<int>(other_sheets_.size());
    const int total = std::max(1, column.height() - (others > 0 ? sheets_->spacing() : 0));
    const double aspect = main_sheet_->aspect();
    const int natural = static_cast<int>(column.width() * aspect) + 2;
    int large = std::min(natural, total);
    int small = 0;
    int best_per_row = kOthersPerRow;
    double best = -1;
    for (int per_row = std::min(others, kOthersPerRow); per_row >= 1; --per_row) {
        const int rows = (others + per_row - 1) / per_row;
        const double room =
            std::min(0.7 * total / (1 + 0.7 * rows),
                     (total - std::min(natural * 0.95, total * 0.6)) / static_cast<double>(rows));
        const double proportional = natural / static_cast<double>(per_row);
        // Chosen by the size of their boxes; then as tall as a compact sheet may be.
        const double each = std::min(proportional, room);
        if (each > best + 0.5) {
            best = each;
            best_per_row = per_row;
            small = static_cast<int>(std::min(SheetWidget::compact_stretch * proportional, room)) *
                    rows;
            large = std::min(natural, total - small);
        }
    }
    if (best_per_row != per_row_) {
        per_row_ = best_per_row;
        for (int k = 0; k < others; ++k) {
            SheetWidget* sheet = other_sheets_[static_cast<std::size_t>(k)];
            others_->removeWidget(sheet);
            others_->addWidget(sheet, k / per_row_, k % per_row_);
        }
    }
    sheets_->setStretch(0, large);
    sheets_->setStretch(1, small);
    sheets_->setStretch(2, std::max(0, total - large - small));
}

void ExtraBoard::refresh_sheets(const Verdict& verdict) {
    const json& params = json_["params"];
    // A replay draws each choice of the round over the sheet as the dice fell.
    const auto show = [&](SheetWidget* widget, Seat seat, const json& preview) {
        const auto at = static_cast<std::size_t>(seat);
        const bool chose =
            table().replay && at < round_.after.size() && round_.after[at].is_object();
        widget->set_sheet(params, chose ? round_.before[at] : sheet_of(seat),
                          chose ? round_.after[at] : preview, seat, name_of(seat),
                          seat_status(seat));
    };
    const Seat large = large_seat();
    show(main_sheet_, large, verdict.after);
    main_sheet_->set_asked(asked_ >= 0);
    std::size_t next = 0;
    for (Seat seat = 0; seat < json_.value("players", 0); ++seat) {
        if (seat == large || next >= other_sheets_.size()) continue;
        show(other_sheets_[next++], seat, nullptr);
    }
}

void ExtraBoard::refresh_result() {
    if (!json_.is_object() || !json_.value("terminal", false)) {
        result_->clear();
        result_->hide();
        return;
    }
    const auto& scores = json_["scores"];
    QStringList lines;
    QStringList winners;
    for (const auto& seat : json_["winners"]) winners << name_of(seat.get<int>());
    if (winners.isEmpty()) {
        lines << tr("Nobody wins: a negative total loses a solo game.");
    } else if (winners.size() == 1) {
        lines << tr("%1 wins with %2.")
                     .arg(winners.front())
                     .arg(signed_number(scores[json_["winners"][0].get<std::size_t>()].get<int>()));
    } else {
        lines << tr("%1 share the win with %2.")
                     .arg(and_list(winners))
                     .arg(signed_number(scores[json_["winners"][0].get<std::size_t>()].get<int>()));
    }
    for (std::size_t seat = 0; seat < scores.size(); ++seat) {
        lines << QStringLiteral("%1: %2")
                     .arg(name_of(static_cast<Seat>(seat)))
                     .arg(signed_number(scores[seat].get<int>()));
    }
    result_->setText(lines.join('\n'));
    result_->show();
}

}  // namespace dicebox::extra_board
