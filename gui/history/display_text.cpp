#include "history/display_text.hpp"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

namespace dicebox::gui {

QString player_text(const std::string& player) {
    constexpr std::string_view kBot = "bot:";
    if (!player.starts_with(kBot)) return QString::fromStdString(player);
    return QCoreApplication::translate("dicebox::gui::player_text", "%1 (bot)")
        .arg(QString::fromStdString(player.substr(kBot.size())));
}

QString score_text(int score) {
    QString text = QLocale().toString(score);
    return text.replace(QLocale().negativeSign(), QStringLiteral("−"));
}

QString date_text(std::int64_t unix_ms) {
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(unix_ms), QLocale::ShortFormat);
}

}  // namespace dicebox::gui
