#include "remembered.hpp"

#include <QSettings>

namespace gui {
namespace {

const QString kGeometry = QStringLiteral("window/geometry");
const QString kLineups = QStringLiteral("lineups");

QSettings stored() {
    return QSettings(QStringLiteral("dicebox"), QStringLiteral("dicebox"));
}

}  // namespace

QByteArray remembered_geometry() {
    return stored().value(kGeometry).toByteArray();
}

void remember_geometry(const QByteArray& geometry) {
    stored().setValue(kGeometry, geometry);
}

QMap<QString, QStringList> remembered_lineups() {
    auto settings = stored();
    settings.beginGroup(kLineups);
    QMap<QString, QStringList> lineups;
    for (const auto& game : settings.childKeys()) {
        lineups.insert(game, settings.value(game).toStringList());
    }
    return lineups;
}

void remember_lineup(const GameSetup& setup) {
    QStringList lineup;
    for (const auto& seat : setup.seats) {
        lineup << QString::fromStdString(seat.bot.empty() ? seat.name : "bot:" + seat.bot);
    }
    auto settings = stored();
    settings.beginGroup(kLineups);
    settings.setValue(QString::fromStdString(setup.module->info().id), lineup);
}

}  // namespace gui
