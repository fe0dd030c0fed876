// A game of Exxtra on its real board, driven as the app drives it: every event goes to
// the real session and the board is shown the game after each one.
#pragma once

#include <QTest>
#include <memory>
#include <string>

#include "boards.hpp"
#include "dicebox/session.hpp"
#include "plugins.hpp"

namespace exxtra_test {

struct Game {
    explicit Game(nlohmann::json params = nlohmann::json::object(), std::uint64_t seed = 7,
                  std::vector<QString> names = {QStringLiteral("Ann"), QStringLiteral("Bea"),
                                                QStringLiteral("Carl")},
                  dicebox::Language language = dicebox::Language::en)
        : session(testing_support::module("exxtra"), config(std::move(params)), seed),
          board(testing_support::make_board(
              "exxtra",
              {.names = std::move(names), .people = {true, true, true}, .language = language})) {
        board->resize(1100, 750);
        testing_support::show_played(*board, session);
    }

    static dicebox::GameConfig config(nlohmann::json params) {
        dicebox::GameConfig config;
        config.players = 3;
        config.params = std::move(params);
        return config;
    }

    // Chance shows `roll` ("7 1", die A first).
    [[nodiscard]] bool roll(const char* notation) {
        const std::string refused = session.force(notation);
        if (!refused.empty()) {
            qWarning("roll %s refused: %s", notation, refused.c_str());
            return false;
        }
        testing_support::show_played(*board, session);
        return true;
    }

    // The seat with the dice decides `action` ("roll", "place 3") without the board.
    [[nodiscard]] bool act(const char* action) {
        const dicebox::Seat seat = session.state().to_json()["current"].get<int>();
        const std::string refused = session.act(seat, action);
        if (!refused.empty()) {
            qWarning("%s refused: %s", action, refused.c_str());
            return false;
        }
        testing_support::show_played(*board, session);
        return true;
    }

    template <typename T>
    T* child(const char* name) const {
        return board->findChild<T*>(QString::fromLatin1(name));
    }

    dicebox::Session session;
    std::unique_ptr<dicebox::board::BoardView> board;
};

}  // namespace exxtra_test
