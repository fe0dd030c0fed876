#include "play/winners_text.hpp"

#include <QCoreApplication>
#include <string>

#include "dicebox/host/winners.hpp"

namespace dicebox::gui {

QString winners_text(const QStringList& names, const std::vector<dicebox::Seat>& winners) {
    const dicebox::host::WinnersWording wording{
        QCoreApplication::translate("dicebox::gui::winners_text", "%1 won this solo game.")
            .toStdString(),
        QCoreApplication::translate("dicebox::gui::winners_text", "%1 lost this solo game.")
            .toStdString(),
        QCoreApplication::translate("dicebox::gui::winners_text", "%1 wins.").toStdString(),
        QCoreApplication::translate("dicebox::gui::winners_text", "Shared win: %1.").toStdString(),
        QCoreApplication::translate("dicebox::gui::winners_text", "Nobody won.").toStdString(),
        QCoreApplication::translate("dicebox::gui::winners_text", " and ").toStdString(),
    };
    std::vector<std::string> seats;
    for (const auto& name : names) seats.push_back(name.toStdString());
    return QString::fromStdString(dicebox::host::winners_sentence(seats, winners, wording));
}

}  // namespace dicebox::gui
