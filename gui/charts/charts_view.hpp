// The charts of the history: a player's scores over time in one game and variant with
// their moving average, the distribution of every score of that game and variant, the
// player's share of games won against each opponent, and what a decision of theirs lost
// on average in each game the coach reviewed. Drawn with Qt Charts from the
// queries of dicebox/db/charts.hpp, read on a worker thread.
#pragma once

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QTabWidget>
#include <string>
#include <vector>

#include "charts/chart_page.hpp"
#include "dicebox/db/charts.hpp"
#include "dicebox/db/reviews.hpp"
#include "history/history_section.hpp"
#include "window/catalog.hpp"

namespace dicebox::gui {

class ChartsView : public HistorySection {
    Q_OBJECT

  public:
    explicit ChartsView(const Catalog& catalog, QWidget* parent = nullptr);

    // For the tests and the keyboard alike: the parts of the view.
    QComboBox* player_box() const { return player_; }
    QComboBox* variant_box() const { return variant_; }  // a game and one of its variants
    QCheckBox* simulated_check() const { return simulated_; }
    QTabWidget* tabs() const { return tabs_; }
    ChartPage* scores_page() const { return scores_; }
    ChartPage* histogram_page() const { return histogram_; }
    ChartPage* opponents_page() const { return opponents_; }
    ChartPage* reviews_page() const { return reviews_; }

  public slots:
    // Reads the history again (a game was played), keeping the choices.
    void reload() override;

  private:
    // What one reload reads: the choices, the choice made, and the figures of each chart.
    struct Figures {
        std::vector<dicebox::db::GameVariant> variants_played;
        std::vector<std::string> players;
        std::string player;  // the player charted: the one asked for, else the first
        int variant = -1;    // of variants_played: the one asked for, else the first
        std::vector<dicebox::db::TimedScore> timeline;
        std::vector<int> scores;
        std::vector<dicebox::db::HeadToHead> opponents;
        // The player's reviews of the variant's game, when there are any (at most one).
        std::vector<dicebox::db::PlayerReviews> reviews;
    };

    void show_figures(const Figures& figures);
    // Says `note` on every chart's page as well.
    void show_note(const QString& note) override;
    void draw_scores(const Figures& figures, const QString& game, const QString& variant);
    void draw_histogram(const Figures& figures, const QString& game, const QString& variant);
    void draw_opponents(const Figures& figures, const QString& game, const QString& variant);
    void draw_reviews(const Figures& figures, const QString& game);

    const Catalog& catalog_;

    QComboBox* player_;
    QComboBox* variant_;
    QCheckBox* simulated_;
    QTabWidget* tabs_;
    ChartPage* scores_;
    ChartPage* histogram_;
    ChartPage* opponents_;
    ChartPage* reviews_;
};

}  // namespace dicebox::gui
