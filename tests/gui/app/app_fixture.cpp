#include "app_fixture.hpp"

#include <QTimer>

#include "dicebox/db/games.hpp"

namespace testing_support {

const dicebox::gui::Catalog& catalog() {
    static const dicebox::gui::Catalog loaded({});
    return loaded;
}

dicebox::gui::GameSetup setup(const std::string& game, const std::vector<std::string>& people,
                              const std::vector<std::string>& bots, std::uint64_t seed) {
    dicebox::gui::GameSetup setup;
    setup.module = catalog().plugins().find(game);
    for (const auto& name : people) setup.seats.push_back({name, ""});
    for (const auto& bot : bots) setup.seats.push_back({bot, bot});
    setup.seed = seed;
    return setup;
}

AppWindow::AppWindow() {
    window.set_bot_pause(0);
}

std::string status_of(const std::filesystem::path& history, std::int64_t id) {
    dicebox::db::Store store(history, dicebox::db::Access::Read);
    return dicebox::db::to_string(dicebox::db::load_game(store, id).status);
}

std::int64_t played(AppWindow& app, const dicebox::gui::GameSetup& setup) {
    auto* tab = app.window.start(setup);
    auto& runner = runner_of(*tab);
    QObject::connect(&runner, &dicebox::gui::GameRunner::asking, tab, [tab](dicebox::Seat seat) {
        QTimer::singleShot(0, tab, [tab, seat] {
            emit tab->board().chosen(seat, first_legal(runner_of(*tab), seat));
        });
    });
    QSignalSpy finished(&runner, &dicebox::gui::GameRunner::finished);
    if (!finished.wait(60000)) qFatal("the game did not finish");
    return runner.game_id();
}

QString first_legal(const dicebox::gui::PlayedGame& game, dicebox::Seat seat) {
    // A seat's legal choices are the same in any view that holds its own.
    const auto state = game.view();
    std::vector<dicebox::Action> actions;
    state->legal_actions(seat, actions);
    return QString::fromStdString(state->format_action(actions.front()));
}

dicebox::gui::GameRunner& runner_of(dicebox::gui::GameTab& tab) {
    auto* runner = qobject_cast<dicebox::gui::GameRunner*>(&tab.game());
    if (runner == nullptr) qFatal("the tab's game is not played here");
    return *runner;
}

QString read_error(const std::filesystem::path& file) {
    try {
        dicebox::db::Store store(file, dicebox::db::Access::Read);
    } catch (const dicebox::db::StoreError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

}  // namespace testing_support
