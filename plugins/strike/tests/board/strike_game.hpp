// A game of Strike for the board tests: the real rules plugin in a seeded session, the
// real board library's board, and the steps the app would take between them.
#pragma once

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <memory>
#include <string>
#include <vector>

#include "boards.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace strike_test {

struct StrikeGame {
    dicebox::Session session;
    std::unique_ptr<dicebox::board::BoardView> board;

    StrikeGame(std::vector<QString> names, std::vector<bool> people,
               nlohmann::json params = nlohmann::json::object(), std::uint64_t seed = 7,
               dicebox::Language language = dicebox::Language::en)
        : session(testing_support::module("strike"), config(names.size(), std::move(params)), seed),
          board(testing_support::make_board(
              "strike",
              {.names = std::move(names), .people = std::move(people), .language = language})) {
        board->resize(1100, 750);
        testing_support::show_played(*board, session);
    }

    static dicebox::GameConfig config(std::size_t players, nlohmann::json params) {
        dicebox::GameConfig config;
        config.players = static_cast<int>(players);
        config.params = std::move(params);
        return config;
    }

    // A chance outcome in the notation of docs/rules.md, shown to the board as the app would.
    void force(const std::string& outcome) {
        const std::string refused = session.force(outcome);
        QVERIFY2(refused.empty(), refused.c_str());
        testing_support::show_played(*board, session);
    }
    void act(dicebox::Seat seat, const std::string& action) {
        const std::string refused = session.act(seat, action);
        QVERIFY2(refused.empty(), refused.c_str());
        testing_support::show_played(*board, session);
    }

    template <typename T = QLabel>
    T* find(const char* name) const {
        auto* child = board->findChild<T*>(QString::fromLatin1(name));
        if (child == nullptr) qFatal("the board has no child '%s'", name);
        return child;
    }
    QString text(const char* name) const { return find<QLabel>(name)->text(); }
    // The words under the arena, once its dice rest (they tell of a throw only then).
    QString narration() const {
        auto* arena = find<QWidget>("arena");
        if (!QTest::qWaitFor([&] { return !arena->property("tumbling").toBool(); }, 5000))
            qFatal("the arena's dice never came to rest");
        return text("narration");
    }
    QPushButton* button(const char* name) const { return find<QPushButton>(name); }
    QAction* action(const char* name) const { return find<QAction>(name); }
    QList<int> arena() const {
        return find<QWidget>("arena")->property("faces").value<QList<int>>();
    }
};

}  // namespace strike_test
