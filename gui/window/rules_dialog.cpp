#include "window/rules_dialog.hpp"

#include <QDialogButtonBox>
#include <QFile>
#include <QRegularExpression>
#include <QVBoxLayout>

#include "dicebox/loader.hpp"

namespace dicebox::gui {

std::filesystem::path rules_file() {
    return dicebox::executable_dir().parent_path() / "share" / "dicebox" / "rules.md";
}

QString rules_section(const QString& markdown, const QString& game) {
    const QRegularExpression heading(
        QStringLiteral("^## %1\\s*$").arg(QRegularExpression::escape(game)),
        QRegularExpression::MultilineOption);
    const auto found = heading.match(markdown);
    if (!found.hasMatch()) return {};
    const QRegularExpression next(QStringLiteral("^## "), QRegularExpression::MultilineOption);
    const auto end = next.match(markdown, found.capturedEnd());
    return markdown.mid(found.capturedStart(),
                        end.hasMatch() ? end.capturedStart() - found.capturedStart() : -1);
}

RulesDialog::RulesDialog(const QString& game, QWidget* parent)
    : QDialog(parent), browser_(new QTextBrowser(this)) {
    setWindowTitle(tr("Rules of %1").arg(game));
    setObjectName(QStringLiteral("rulesDialog"));
    browser_->setObjectName(QStringLiteral("rulesText"));
    browser_->setOpenExternalLinks(true);
    const QString file = QString::fromStdString(rules_file().string());
    QFile rules(file);
    if (!rules.open(QIODevice::ReadOnly | QIODevice::Text)) {
        browser_->setPlainText(
            tr("The rules cannot be read from %1: %2.").arg(file, rules.errorString()));
    } else if (const QString section = rules_section(QString::fromUtf8(rules.readAll()), game);
               section.isEmpty()) {
        browser_->setPlainText(tr("%1 has no section \"%2\".").arg(file, game));
    } else {
        browser_->setMarkdown(section);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(760, 680);
}

}  // namespace dicebox::gui
