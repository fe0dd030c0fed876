// Help ▸ Rules of this game: the game's section of docs/rules.md, which the build puts
// beside the binary (share/dicebox/rules.md, as an installation has it), rendered.
#pragma once

#include <QDialog>
#include <QString>
#include <QTextBrowser>
#include <filesystem>

namespace dicebox::gui {

// share/dicebox/rules.md beside the folder of the binary, in the build tree as installed.
std::filesystem::path rules_file();

// The section of `markdown` about `game` (its name as its plugin gives it: "EXTRA!"): from
// its level-2 heading to the next one. Empty when the rules have no such section.
QString rules_section(const QString& markdown, const QString& game);

class RulesDialog : public QDialog {
    Q_OBJECT

  public:
    // The rules of `game` from rules_file(), or why they cannot be shown.
    explicit RulesDialog(const QString& game, QWidget* parent = nullptr);

    QTextBrowser* browser() const { return browser_; }

  private:
    QTextBrowser* browser_;
};

}  // namespace dicebox::gui
