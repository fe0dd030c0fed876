// The app in a process of its own, for a test to kill as a crash kills it (online_test):
//   app_at_table SERVER CODE NAME
// Its window joins table CODE at SERVER as NAME through Game ▸ Play online, as a person
// would type them, prints "seated" once the table has told it the game, and stays at the
// table until it is killed (its seat asked, it never answers). It exits with 1 when the
// seat is not taken within a minute.
#include <QApplication>
#include <QTimer>
#include <cstdio>

#include "app_fixture.hpp"
#include "online/online_dialog.hpp"
#include "online/online_game.hpp"
#include "online_fixture.hpp"
#include "own_settings.hpp"

using namespace testing_support;

int main(int argc, char** argv) {
    QApplication qt(argc, argv);
    const QStringList args = QApplication::arguments();
    if (args.size() != 4) {
        std::fputs("usage: app_at_table SERVER CODE NAME\n", stderr);
        return 2;
    }
    OwnSettings settings;
    AppWindow app;
    app.window.play_online();
    auto* dialog = app.window.findChild<dicebox::gui::OnlineDialog*>();
    dialog->server_edit()->setText(args[1]);
    dialog->code_edit()->setText(args[2]);
    dialog->name_edit()->setText(args[3]);
    dialog->join_button()->click();

    QTimer seated;
    QObject::connect(&seated, &QTimer::timeout, &qt, [&] {
        auto* tab = online_tab(app);
        if (tab == nullptr || tab->game().told().empty()) return;
        seated.stop();
        std::puts("seated");
        std::fflush(stdout);
    });
    seated.start(20);
    QTimer::singleShot(60000, &qt, [&] {
        if (seated.isActive()) QApplication::exit(1);
    });
    return QApplication::exec();
}
