// What the app's tests share: the catalog of the build's plugins and boards, a window
// over a history file of the test's own, and games set up in it.
#pragma once

#include <QSignalSpy>
#include <QString>
#include <QTest>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "play/game_setup.hpp"
#include "temp_dir.hpp"
#include "window/catalog.hpp"
#include "window/main_window.hpp"

namespace testing_support {

// The plugins and boards next to the test binary, as the app finds them.
const dicebox::gui::Catalog& catalog();

// A person called `name` and bots of the kinds given, in seat order.
dicebox::gui::GameSetup setup(const std::string& game, const std::vector<std::string>& people,
                              const std::vector<std::string>& bots, std::uint64_t seed = 7);

// The app's window over a new history file; bots play without a pause.
struct AppWindow {
    TempDir dir;
    std::filesystem::path history = dir / "history.sqlite";
    dicebox::gui::MainWindow window{catalog(), history};
    AppWindow();
};

// The status the history gives game `id` ("unfinished", "finished", "aborted").
std::string status_of(const std::filesystem::path& history, std::int64_t id);

// The message the views show for history `file`: the StoreError reading it gives, or an
// empty string when it reads.
QString read_error(const std::filesystem::path& file);

// Does `change` to a view that reads the history (records, charts) and waits until it
// shows what it read after it: its `loaded` signal.
template <typename View>
void after(View& view, const std::function<void()>& change) {
    QSignalSpy loaded(&view, &View::loaded);
    change();
    QVERIFY(loaded.wait(20000));
}

// Game `setup` played in `app` to its end, the people choosing their first legal action;
// its id in the history.
std::int64_t played(AppWindow& app, const dicebox::gui::GameSetup& setup);

// The notation of the first legal action of `seat` in `game`.
QString first_legal(const dicebox::gui::PlayedGame& game, dicebox::Seat seat);

// The game played here in `tab`.
dicebox::gui::GameRunner& runner_of(dicebox::gui::GameTab& tab);

}  // namespace testing_support
