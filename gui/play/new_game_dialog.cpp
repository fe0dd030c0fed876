#include "play/new_game_dialog.hpp"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <algorithm>

#include "play/refusal_text.hpp"

namespace dicebox::gui {

NewGameDialog::NewGameDialog(const Catalog& catalog, QStringList people,
                             const dicebox::GameModule* game,
                             QMap<QString, QList<RememberedSeat>> lineups, QWidget* parent)
    : QDialog(parent),
      catalog_(catalog),
      people_(std::move(people)),
      lineups_(std::move(lineups)),
      rules_(house_rules(catalog)),
      game_(new QComboBox(this)),
      about_(new QLabel(this)),
      bots_about_(new QLabel(this)),
      seats_layout_(new QVBoxLayout),
      add_seat_(new QPushButton(tr("&Add a seat"), this)),
      rule_(new QComboBox(this)),
      rule_about_(new QLabel(this)),
      match_(new QCheckBox(tr("Play a &match"), this)),
      seed_(new SeedField(this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("New game"));
    setObjectName(QStringLiteral("newGameDialog"));
    game_->setObjectName(QStringLiteral("gameBox"));
    for (const auto& plugin : catalog_.plugins().plugins()) {
        const auto& info = plugin.module->info();
        game_->addItem(QString::fromStdString(info.name), QString::fromStdString(info.id));
        if (plugin.module == game) game_->setCurrentIndex(game_->count() - 1);
    }
    about_->setWordWrap(true);
    bots_about_->setObjectName(QStringLiteral("botsAbout"));
    bots_about_->setWordWrap(true);
    bots_about_->setTextFormat(Qt::PlainText);
    add_seat_->setObjectName(QStringLiteral("addSeat"));
    rule_->setObjectName(QStringLiteral("ruleBox"));
    rule_about_->setObjectName(QStringLiteral("ruleAbout"));
    rule_about_->setWordWrap(true);
    match_->setObjectName(QStringLiteral("matchBox"));
    problem_->setObjectName(QStringLiteral("setupProblem"));
    problem_->setWordWrap(true);
    problem_->setTextFormat(Qt::PlainText);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Start"));

    auto* form = new QFormLayout;
    form_ = form;
    form->addRow(tr("&Game:"), game_);
    form->addRow(QString(), about_);
    auto* seats = new QVBoxLayout;
    seats->addLayout(seats_layout_);
    seats->addWidget(add_seat_, 0, Qt::AlignLeft);
    form->addRow(tr("Seats:"), seats);
    form->addRow(QString(), bots_about_);
    form->addRow(tr("House &rule:"), rule_);
    form->addRow(QString(), rule_about_);
    form->addRow(QString(), match_);
    form->addRow(tr("S&eed:"), seed_);
    auto* layout = new QVBoxLayout(this);
    // The dialog grows with its seats, never squeezing them.
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    layout->addLayout(form);
    layout->addWidget(problem_);
    layout->addWidget(buttons_);

    connect(game_, &QComboBox::currentIndexChanged, this, &NewGameDialog::game_changed);
    connect(add_seat_, &QPushButton::clicked, this, [this] { add_seat(QString(), QString()); });
    connect(rule_, &QComboBox::activated, this, &NewGameDialog::rule_chosen);
    connect(rule_, &QComboBox::currentIndexChanged, this, &NewGameDialog::rule_changed);
    connect(buttons_, &QDialogButtonBox::accepted, this, &NewGameDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &NewGameDialog::reject);
    game_changed();
    resize(560, sizeHint().height());
}

void NewGameDialog::for_table_at(const QString& server) {
    online_ = true;
    setWindowTitle(tr("Host a table at %1").arg(server));
    form_->setRowVisible(seed_, false);
    stand_in_ = new QComboBox(this);
    stand_in_->setObjectName(QStringLiteral("standInBox"));
    stand_in_after_ = new QSpinBox(this);
    stand_in_after_->setObjectName(QStringLiteral("standInAfterBox"));
    stand_in_after_->setRange(1, 86'400);
    stand_in_after_->setValue(60);
    stand_in_after_->setSuffix(tr(" s"));
    auto* stand_in = new QHBoxLayout;
    stand_in->addWidget(stand_in_, 1);
    stand_in->addWidget(new QLabel(tr("after"), this));
    stand_in->addWidget(stand_in_after_);
    // A label of its own, whose shortcut (Alt+T) goes to the box: a row made of a layout
    // has no buddy, and its label would show the ampersand.
    auto* stand_in_label = new QLabel(tr("S&tand-in:"), this);
    stand_in_label->setObjectName(QStringLiteral("standInLabel"));
    stand_in_label->setBuddy(stand_in_);
    form_->addRow(stand_in_label, stand_in);
    connect(stand_in_, &QComboBox::currentIndexChanged, this, [this] {
        stand_in_after_->setEnabled(!stand_in_->currentData().toString().isEmpty());
    });
    fill_stand_ins();
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("&Open the table"));
}

void NewGameDialog::fill_stand_ins() {
    stand_in_->clear();
    stand_in_->addItem(tr("None: a seat waits for its person"), QString());
    if (const auto* game = module()) {
        for (const auto& bot : game->bots()) {
            const QString kind = QString::fromStdString(bot);
            stand_in_->addItem(tr("The %1 bot plays for a person away").arg(kind), kind);
        }
    }
}

nlohmann::json NewGameDialog::stand_in() const {
    if (stand_in_ == nullptr || stand_in_->currentData().toString().isEmpty()) return nullptr;
    return {{"bot", stand_in_->currentData().toString().toStdString()},
            {"after", stand_in_after_->value()}};
}

const dicebox::GameModule* NewGameDialog::module() const {
    return catalog_.plugins().find(game_->currentData().toString().toStdString());
}

void NewGameDialog::game_changed() {
    for (auto* row : rows_) delete row;
    rows_.clear();
    problem_->clear();
    const auto* game = module();
    if (game == nullptr) return;
    const auto& info = game->info();
    about_->setText(
        tr("%1 %2 · %3–%4 players · %5")
            .arg(QString::fromStdString(info.name), QString::fromStdString(info.version))
            .arg(info.min_players)
            .arg(info.max_players)
            .arg(QString::fromStdString(info.description)));
    // What each of its bots does, as the game says it (in English, as a plugin writes it).
    QStringList bots_text{tr("The bots:")};
    for (const auto& kind : game->bots()) {
        const std::string about = game->bot_description(kind);
        bots_text << (about.empty() ? QString::fromStdString(kind)
                                    : tr("%1 — %2").arg(QString::fromStdString(kind),
                                                        QString::fromStdString(about)));
    }
    bots_about_->setText(bots_text.join(QLatin1Char('\n')));
    bots_about_->setVisible(bots_text.size() > 1);
    // The seats of the last game of it set up, when they still fit; else a person and,
    // where the game has room, a bot to play against.
    const auto last = lineups_.value(QString::fromStdString(info.id));
    const auto bots = game->bots();
    const bool fits =
        last.size() >= info.min_players && last.size() <= info.max_players &&
        std::all_of(last.begin(), last.end(), [&bots](const RememberedSeat& seat) {
            return seat.bot.isEmpty() ||
                   std::find(bots.begin(), bots.end(), seat.bot.toStdString()) != bots.end();
        });
    if (fits) {
        for (const auto& seat : last) add_seat(seat.name, seat.bot);
    } else {
        add_seat(QString(), QString());
        if (info.max_players >= 2) {
            add_seat(QString(), QString::fromStdString(game->default_bot()));
        }
    }
    const auto* match = game->params().find("match");
    match_->setChecked(false);
    match_->setVisible(match != nullptr && match->type == dicebox::ParamSpec::Type::Bool);
    if (match != nullptr) match_->setToolTip(QString::fromStdString(match->description));
    fill_rules();
    if (stand_in_ != nullptr) fill_stand_ins();
    if (catalog_.board(*game) == nullptr) {
        complain(tr("%1 has no board in this app (see Help ▸ Plugins).")
                     .arg(QString::fromStdString(info.name)));
    }
}

void NewGameDialog::add_seat(const QString& name, const QString& bot) {
    auto* row = new SeatRow(*module(), people_, name, bot, this);
    row->setObjectName(QStringLiteral("seat%1").arg(rows_.size() + 1));
    rows_.push_back(row);
    seats_layout_->addWidget(row);
    row->show();  // now, not later as a layout would: the dialog's height counts it
    connect(row, &SeatRow::remove_requested, this, [this, row] { remove_seat(row); });
    // A problem stays only as long as the seats it was about do not change.
    connect(row->name_edit(), &QLineEdit::textEdited, problem_, &QLabel::clear);
    connect(row->kind_box(), &QComboBox::currentIndexChanged, problem_, &QLabel::clear);
    update_seats();
}

void NewGameDialog::remove_seat(SeatRow* row) {
    rows_.erase(std::find(rows_.begin(), rows_.end(), row));
    row->deleteLater();
    update_seats();
}

void NewGameDialog::update_seats() {
    const auto& info = module()->info();
    const auto count = static_cast<int>(rows_.size());
    add_seat_->setEnabled(count < info.max_players);
    for (auto* row : rows_) row->remove_button()->setEnabled(count > info.min_players);
    // Taller with each seat, so that none is squeezed.
    if (isVisible()) resize(width(), std::max(height(), sizeHint().height()));
}

void NewGameDialog::fill_rules() {
    rule_->clear();
    rule_->addItem(tr("None — the rules as printed"), QString());
    for (const auto& rule : rules_) {
        if (rule.game != module()->info().id) continue;
        rule_->addItem(rule.name, rule.file);
        rule_->setItemData(rule_->count() - 1, rule.description, Qt::ToolTipRole);
    }
    rule_->addItem(tr("Another file…"), QStringLiteral("?"));
    rule_changed();
}

void NewGameDialog::rule_changed() {
    const QString about = rule_->currentData(Qt::ToolTipRole).toString();
    rule_about_->setText(about);
    rule_about_->setVisible(!about.isEmpty());
}

void NewGameDialog::rule_chosen(int index) {
    if (rule_->itemData(index).toString() != QStringLiteral("?")) return;
    const QString file =
        QFileDialog::getOpenFileName(this, tr("House rule"), QString(), tr("Lua scripts (*.lua)"));
    if (file.isEmpty()) {
        rule_->setCurrentIndex(0);
        return;
    }
    rule_->insertItem(index, QFileInfo(file).fileName(), file);
    rule_->setCurrentIndex(index);
}

void NewGameDialog::complain(const QString& problem) {
    problem_->setText(problem);
}

void NewGameDialog::accept() {
    const auto* game = module();
    if (game == nullptr) return complain(tr("Choose a game."));
    if (catalog_.board(*game) == nullptr) {
        return complain(tr("%1 has no board in this app (see Help ▸ Plugins).")
                            .arg(QString::fromStdString(game->info().name)));
    }
    std::vector<dicebox::host::SeatSpec> entries;
    bool named_person = false;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        auto seat = rows_[i]->seat();
        if (seat.bot.empty() && seat.name.empty()) {
            if (!online_ || !named_person) {
                rows_[i]->name_edit()->setFocus();
                return complain(
                    online_ ? tr("Seat %1 is yours at the table: write your name.").arg(i + 1)
                            : tr("Seat %1 needs a name.").arg(i + 1));
            }
            // A seat free for anyone: named as the server will name it, to be checked.
            seat.name = tr("seat %1").arg(i + 1).toStdString();
        }
        named_person = named_person || seat.bot.empty();
        entries.push_back(std::move(seat));
    }
    if (online_ && !named_person) return complain(tr("A table needs a seat for you."));
    // The seats as every front end takes them: two people of one name are refused, and
    // bots of one kind are numbered; a person's name is never read as a list or a bot.
    auto seats = dicebox::host::check_seats(*game, entries);
    if (!seats) return complain(RefusalText::of(seats.error()));

    if (!online_ && !seed_->hasAcceptableInput()) return complain(SeedField::rule());
    setup_ = GameSetup{game, *seats, rule_->currentData().toString().toStdString(),
                       online_ ? std::nullopt : seed_->seed(), nlohmann::json::object()};
    if (online_) {
        // The server names the seats itself: free ones stay free, bots by their kind.
        for (std::size_t i = 0; i < rows_.size(); ++i) setup_.seats[i].name = rows_[i]->seat().name;
    }
    if (!match_->isHidden() && match_->isChecked()) setup_.params["match"] = true;
    QDialog::accept();
}

}  // namespace dicebox::gui
