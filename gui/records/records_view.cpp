#include "records/records_view.hpp"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "history/display_text.hpp"
#include "history/figure_choices.hpp"
#include "records/records_tables.hpp"

namespace dicebox::gui {

namespace db = dicebox::db;

RecordsView::RecordsView(const Catalog& catalog, QWidget* parent)
    : HistorySection(QStringLiteral("records"), parent),
      catalog_(catalog),
      game_(new QComboBox(this)),
      variant_(new QComboBox(this)),
      player_(new QComboBox(this)),
      simulated_(new QCheckBox(tr("&Simulated games too"), this)),
      opponent_(new QComboBox(this)),
      tabs_(new QTabWidget(this)),
      duel_note_(new QLabel(this)),
      top_box_(new QGroupBox(this)),
      variants_(new QStandardItemModel(this)),
      top_(new QStandardItemModel(this)),
      by_players_(new QStandardItemModel(this)),
      players_(new QStandardItemModel(this)),
      personal_(new QStandardItemModel(this)),
      duel_(new QStandardItemModel(this)),
      nemeses_(new QStandardItemModel(this)) {
    set_up_filters();
    make_tables();
    QHBoxLayout* filters = lay_out_filters();
    QWidget* scores_page = make_scores_page();
    QWidget* players_page = make_players_page();
    QWidget* duel_page = make_duel_page();
    tabs_->addTab(scores_page, tr("&Best scores"));
    tabs_->addTab(players_page, tr("Pl&ayers"));
    tabs_->addTab(duel_page, tr("Head-to-&head"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(status_line());
    layout->addWidget(tabs_, 1);
    connect_filters();
    show_note(tr("No games yet."));
}

void RecordsView::set_up_filters() {
    game_->setObjectName(QStringLiteral("recordsGame"));
    variant_->setObjectName(QStringLiteral("recordsVariant"));
    player_->setObjectName(QStringLiteral("recordsPlayer"));
    simulated_->setObjectName(QStringLiteral("recordsSimulated"));
    opponent_->setObjectName(QStringLiteral("recordsOpponent"));
    tabs_->setObjectName(QStringLiteral("recordsTabs"));
    duel_note_->setWordWrap(true);
    for (auto* box : {game_, variant_, player_, opponent_}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        box->setMinimumContentsLength(10);
    }
    set_choices(*game_, {{tr("All games"), QString()}});
    set_choices(*variant_, {{tr("All variants"), QString()}});
    set_choices(*player_, {{tr("Everyone"), QString()}});
}

// Every table, empty until the history is read; those of many rows sort.
void RecordsView::make_tables() {
    variants_view_ = table(variants_, QStringLiteral("recordsVariants"), tr("Games and variants"));
    top_view_ = table(top_, QStringLiteral("recordsTop"), tr("Best scores"));
    by_players_view_ =
        table(by_players_, QStringLiteral("recordsByPlayers"), tr("Average by number of players"));
    players_view_ = table(players_, QStringLiteral("recordsPlayers"), tr("Players"));
    personal_view_ = table(personal_, QStringLiteral("recordsPersonal"), tr("Personal scores"));
    duel_view_ = table(duel_, QStringLiteral("recordsDuel"), tr("Head-to-head"));
    nemeses_view_ = table(nemeses_, QStringLiteral("recordsNemeses"), tr("Nemeses"));
    players_view_->setSortingEnabled(true);
    personal_view_->setSortingEnabled(true);
    nemeses_view_->setSortingEnabled(true);
    RecordsTables::fill_variants(*variants_, catalog_, {});
    RecordsTables::fill_top(*top_, nullptr);
    RecordsTables::fill_by_players(*by_players_, nullptr);
    RecordsTables::fill_players(*players_, {});
    RecordsTables::fill_personal(*personal_, catalog_, {});
    RecordsTables::fill_duel(*duel_, std::nullopt);
    RecordsTables::fill_nemeses(*nemeses_, {});
}

// The filters by their labels in a row.
QHBoxLayout* RecordsView::lay_out_filters() {
    auto* filters = new QHBoxLayout;
    auto add_filter = [&](const QString& text, QComboBox* box) {
        auto* label = new QLabel(text, this);
        label->setBuddy(box);
        filters->addWidget(label);
        filters->addWidget(box);
        filters->addSpacing(12);
    };
    add_filter(tr("&Game:"), game_);
    add_filter(tr("&Variant:"), variant_);
    add_filter(tr("&Player:"), player_);
    filters->addWidget(simulated_);
    filters->addStretch();
    return filters;
}

// Best scores: the games and variants on the left, the chosen one's tables beside.
QWidget* RecordsView::make_scores_page() {
    auto* scores_page = new QWidget(this);
    auto* scores = new QHBoxLayout(scores_page);
    auto* variants_box = new QGroupBox(tr("Games and variants"), scores_page);
    (new QVBoxLayout(variants_box))->addWidget(variants_view_);
    auto* chosen = new QVBoxLayout;
    (new QVBoxLayout(top_box_))->addWidget(top_view_);
    auto* by_players_box = new QGroupBox(tr("Average score by number of players"), scores_page);
    (new QVBoxLayout(by_players_box))->addWidget(by_players_view_);
    chosen->addWidget(top_box_, 3);
    chosen->addWidget(by_players_box, 2);
    scores->addWidget(variants_box, 1);
    scores->addLayout(chosen, 1);
    return scores_page;
}

// The players' wins and streaks above their personal scores.
QWidget* RecordsView::make_players_page() {
    auto* players_page = new QWidget(this);
    auto* players = new QVBoxLayout(players_page);
    auto* wins_box =
        new QGroupBox(tr("Wins and streaks (counted over the games with other players)"), this);
    (new QVBoxLayout(wins_box))->addWidget(players_view_);
    auto* personal_box =
        new QGroupBox(tr("Personal scores (best and worst in each game's own direction)"), this);
    (new QVBoxLayout(personal_box))->addWidget(personal_view_);
    players->addWidget(wins_box);
    players->addWidget(personal_box);
    return players_page;
}

// Head-to-head: the filter's player against the opponent chosen, and everybody's nemesis.
QWidget* RecordsView::make_duel_page() {
    auto* duel_page = new QWidget(this);
    auto* duel = new QVBoxLayout(duel_page);
    auto* against = new QHBoxLayout;
    auto* against_label = new QLabel(tr("Aga&inst:"), duel_page);
    against_label->setBuddy(opponent_);
    against->addWidget(against_label);
    against->addWidget(opponent_);
    against->addStretch();
    auto* duel_box = new QGroupBox(tr("Head-to-head (a better rank in a game wins it)"), this);
    auto* duel_layout = new QVBoxLayout(duel_box);
    duel_layout->addLayout(against);
    duel_layout->addWidget(duel_note_);
    duel_layout->addWidget(duel_view_);
    duel_view_->setMaximumHeight(duel_view_->horizontalHeader()->sizeHint().height() +
                                 duel_view_->verticalHeader()->defaultSectionSize() + 8);
    auto* nemeses_box = new QGroupBox(
        tr("Nemesis: who ranked above each player most often (at least %1 games together)")
            .arg(db::kNemesisMinGames),
        this);
    (new QVBoxLayout(nemeses_box))->addWidget(nemeses_view_);
    duel->addWidget(duel_box);
    duel->addWidget(nemeses_box, 1);
    return duel_page;
}

// A filter changed reads the history again; a variant chosen shows its tables.
void RecordsView::connect_filters() {
    connect(game_, &QComboBox::currentIndexChanged, this, [this] {
        offer_variants();
        reload();
    });
    connect(variant_, &QComboBox::currentIndexChanged, this, &RecordsView::reload);
    connect(player_, &QComboBox::currentIndexChanged, this, &RecordsView::reload);
    connect(simulated_, &QCheckBox::toggled, this, &RecordsView::reload);
    connect(opponent_, &QComboBox::currentIndexChanged, this, &RecordsView::reload_duel);
    connect(variants_view_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RecordsView::show_variant);
}

QTableView* RecordsView::table(QStandardItemModel* model, const QString& name,
                               const QString& title) {
    auto* view = new QTableView(this);
    view->setObjectName(name);
    view->setAccessibleName(title);
    view->setModel(model);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    return view;
}

db::RecordsFilter RecordsView::filter() const {
    return {chosen(*game_), chosen(*player_), chosen(*variant_), simulated_->isChecked()};
}

void RecordsView::reload() {
    reading_ = true;
    const auto filter = this->filter();
    const auto opponent = chosen(*opponent_);
    read_figures<Figures>(
        [filter, opponent](db::Store& store) {
            Figures figures;
            figures.variants_played = db::variants_played(store, filter.simulated);
            figures.players = db::players_with_games(store, filter.simulated);
            figures.records = db::records(store, filter);
            if (!filter.player.empty()) {
                for (const auto& met : db::head_to_heads(store, filter)) {
                    figures.opponents.push_back(met.opponent);
                }
                const auto& met = figures.opponents;
                const bool known = std::find(met.begin(), met.end(), opponent) != met.end();
                if (known || !met.empty()) {
                    figures.duel = db::head_to_head(store, filter, known ? opponent : met.front());
                }
            }
            return figures;
        },
        // The figures' choices may fall back and begin a new read (show_figures).
        [this, filter](const Figures& figures) {
            reading_ = false;
            show_figures(figures, filter);
        });
}

void RecordsView::reload_duel() {
    // A full read under way reads the head-to-head of the opponent now chosen too.
    if (reading_) {
        reload();
        return;
    }
    const auto filter = this->filter();
    const auto opponent = chosen(*opponent_);
    if (filter.player.empty() || opponent.empty()) return;
    read<db::HeadToHead>(
        [filter, opponent](db::Store& store) { return db::head_to_head(store, filter, opponent); },
        [this](const HistoryRead<db::HeadToHead>& read) {
            if (read.state == HistoryState::Ready) {
                RecordsTables::fill_duel(*duel_, read.figures);
            } else {
                reload();  // the file went away or broke: say so as a full read does
            }
        });
}

void RecordsView::show_figures(const Figures& figures, const db::RecordsFilter& used) {
    variants_played_ = figures.variants_played;
    records_ = figures.records;

    QList<Choice> games{{tr("All games"), QString()}};
    std::set<std::string> seen;
    for (const auto& variant : variants_played_) {
        if (seen.insert(variant.game).second) {
            games.push_back(
                {game_name(catalog_, variant.game), QString::fromStdString(variant.game)});
        }
    }
    set_choices(*game_, games);
    offer_variants();
    QList<Choice> players{{tr("Everyone"), QString()}};
    for (const auto& name : figures.players) {
        players.push_back({player_text(name), QString::fromStdString(name)});
    }
    set_choices(*player_, players);
    // A choice the history no longer offers (simulated games left out) fell back to
    // "every": read again with the choices as they now are.
    const auto now = filter();
    if (now.game != used.game || now.variant != used.variant || now.player != used.player) {
        reload();
        return;
    }

    QList<Choice> opponents;
    for (const auto& name : figures.opponents) {
        opponents.push_back({player_text(name), QString::fromStdString(name)});
    }
    set_choices(*opponent_, opponents);
    if (figures.duel) {
        const QSignalBlocker quiet(opponent_);
        opponent_->setCurrentIndex(
            opponent_->findData(QString::fromStdString(figures.duel->opponent)));
    }
    opponent_->setEnabled(!opponents.isEmpty());
    if (used.player.empty()) {
        duel_note_->setText(tr("Choose a player above to see how they fare against another."));
    } else if (opponents.isEmpty()) {
        duel_note_->setText(
            tr("%1 has played nobody in these games.").arg(player_text(used.player)));
    } else {
        duel_note_->setText(tr("%1 against the opponent chosen, over the games they both played.")
                                .arg(player_text(used.player)));
    }
    RecordsTables::fill_duel(*duel_, figures.duel);

    RecordsTables::fill_variants(*variants_, catalog_, records_.variants);
    RecordsTables::fill_players(*players_, records_.players);
    RecordsTables::fill_personal(*personal_, catalog_, records_.players);
    RecordsTables::fill_nemeses(*nemeses_, records_.nemeses);
    if (!records_.variants.empty()) {
        variants_view_->setCurrentIndex(variants_->index(0, 0));
    }
    show_variant();
    if (records_.variants.empty()) {
        show_note(tr("No finished games match these choices."));
    } else {
        hide_note();
    }
}

void RecordsView::offer_variants() {
    const auto game = chosen(*game_);
    QList<Choice> variants{{tr("All variants"), QString()}};
    std::set<std::string> seen;
    for (const auto& variant : variants_played_) {
        if ((game.empty() || variant.game == game) && seen.insert(variant.variant).second) {
            variants.push_back(
                {QString::fromStdString(variant.variant), QString::fromStdString(variant.variant)});
        }
    }
    std::sort(variants.begin() + 1, variants.end());
    set_choices(*variant_, variants);
}

void RecordsView::show_variant() {
    const int row = variants_view_->currentIndex().row();
    const db::VariantRecords* variant = row >= 0 && row < static_cast<int>(records_.variants.size())
                                            ? &records_.variants[static_cast<std::size_t>(row)]
                                            : nullptr;
    RecordsTables::fill_top(*top_, variant);
    RecordsTables::fill_by_players(*by_players_, variant);
    if (variant == nullptr) {
        top_box_->setTitle(tr("Best scores"));
    } else {
        const QString game = game_name(catalog_, variant->game);
        const QString name = QString::fromStdString(variant->variant);
        top_box_->setTitle(
            variant->lower_score_wins
                ? tr("Best scores of %1 · %2 (the lowest score wins)").arg(game, name)
                : tr("Best scores of %1 · %2 (the highest score wins)").arg(game, name));
    }
}

}  // namespace dicebox::gui
