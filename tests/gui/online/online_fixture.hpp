// What the app's online tests share: the address of a test's server, and the window's
// online game.
#pragma once

#include <QUrl>

#include "app_fixture.hpp"
#include "play/game_tab.hpp"
#include "server.hpp"

namespace testing_support {

// ws://127.0.0.1:PORT of `server`.
QUrl url_of(const net_test::Server& server);

// The tab of the window's online game, once its seat is taken; null before.
dicebox::gui::GameTab* online_tab(AppWindow& app);

}  // namespace testing_support
