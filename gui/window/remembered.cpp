#include "window/remembered.hpp"

#include <QSettings>
#include <QVariantList>
#include <QVariantMap>

#include "settings/settings.hpp"

namespace dicebox::gui {
namespace {

const QString kGeometry = QStringLiteral("window/geometry");
// Each game's seats, a list of {name, bot} maps. (Versions before 0.2 kept a list of
// strings under "lineups", "bot:KIND" for a bot; those are not read.)
const QString kLineups = QStringLiteral("seats");

}  // namespace

QByteArray remembered_geometry() {
    return stored_settings().value(kGeometry).toByteArray();
}

void remember_geometry(const QByteArray& geometry) {
    stored_settings().setValue(kGeometry, geometry);
}

QMap<QString, QList<RememberedSeat>> remembered_lineups() {
    auto settings = stored_settings();
    settings.beginGroup(kLineups);
    QMap<QString, QList<RememberedSeat>> lineups;
    for (const auto& game : settings.childKeys()) {
        QList<RememberedSeat> seats;
        for (const auto& seat : settings.value(game).toList()) {
            const auto fields = seat.toMap();
            seats.push_back({fields.value(QStringLiteral("name")).toString(),
                             fields.value(QStringLiteral("bot")).toString()});
        }
        lineups.insert(game, seats);
    }
    return lineups;
}

void remember_lineup(const GameSetup& setup) {
    QVariantList lineup;
    for (const auto& seat : setup.seats) {
        lineup << QVariantMap{{QStringLiteral("name"), QString::fromStdString(seat.name)},
                              {QStringLiteral("bot"), QString::fromStdString(seat.bot)}};
    }
    auto settings = stored_settings();
    settings.beginGroup(kLineups);
    settings.setValue(QString::fromStdString(setup.module->info().id), lineup);
}

}  // namespace dicebox::gui
