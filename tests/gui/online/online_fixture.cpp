#include "online_fixture.hpp"

#include "online/online_game.hpp"

namespace testing_support {

QUrl url_of(const net_test::Server& server) {
    return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
}

dicebox::gui::GameTab* online_tab(AppWindow& app) {
    for (int i = 1; i < app.window.tabs()->count(); ++i) {
        auto* tab = qobject_cast<dicebox::gui::GameTab*>(app.window.tabs()->widget(i));
        if (tab != nullptr && qobject_cast<dicebox::gui::OnlineGame*>(&tab->game()) != nullptr)
            return tab;
    }
    return nullptr;
}

}  // namespace testing_support
