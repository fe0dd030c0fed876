#include "settings/settings_dialog.hpp"

#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "dicebox/db/location.hpp"

namespace dicebox::gui {
namespace {

namespace fs = std::filesystem;

QString shown(const fs::path& path) {
    return QString::fromStdString(path.string());
}

QLabel* note(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    // As wide as the fields it explains: a form leaves a Preferred label at its hint.
    label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    label->setStyleSheet(QStringLiteral("color: palette(dark)"));
    return label;
}

}  // namespace

SettingsDialog::SettingsDialog(Settings current, std::optional<fs::path> db_option, QWidget* parent)
    : QDialog(parent),
      database_(new QLineEdit(shown(current.database), this)),
      browse_(new QPushButton(tr("&Browse…"), this)),
      plugin_folders_(new FolderList(current.plugin_folders, tr("A folder of game plugins"), this)),
      rule_folders_(
          new FolderList(current.rule_folders, tr("A folder of house rules (Lua scripts)"), this)),
      language_(new QComboBox(this)),
      bot_pause_(new QDoubleSpinBox(this)),
      database_note_(note(db_option ? tr("This window records in %1, given with --db, which wins "
                                         "over this setting: the setting applies when dicebox "
                                         "is started without --db.")
                                          .arg(shown(*db_option))
                                    : tr("Applies at once: new games are recorded there, and "
                                         "the history and records are read from it."),
                          this)),
      problem_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    set_up_fields(current.bot_pause);
    offer_languages(current.language);
    QFormLayout* form = lay_out_form();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note(tr("The plugin and house rule folders and the language apply when "
                              "dicebox is started again."),
                           this));
    layout->addWidget(problem_);
    layout->addStretch();
    layout->addWidget(buttons_);

    connect(browse_, &QPushButton::clicked, this, &SettingsDialog::browse);
    connect(buttons_, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    resize(640, sizeHint().height());
}

// The fields' names and the bots' pace in seconds, as the settings keep it in milliseconds.
void SettingsDialog::set_up_fields(int bot_pause) {
    database_->setObjectName(QStringLiteral("databaseEdit"));
    database_->setToolTip(
        tr("The history's file, or a PostgreSQL database a club shares: "
           "postgresql://USER@HOST:PORT/DATABASE"));
    browse_->setObjectName(QStringLiteral("browseDatabase"));
    plugin_folders_->setObjectName(QStringLiteral("pluginFolders"));
    rule_folders_->setObjectName(QStringLiteral("ruleFolders"));
    language_->setObjectName(QStringLiteral("languageBox"));
    bot_pause_->setObjectName(QStringLiteral("botPauseBox"));
    bot_pause_->setRange(0, 10);
    bot_pause_->setDecimals(1);
    bot_pause_->setSingleStep(0.1);
    bot_pause_->setSuffix(tr(" s"));
    bot_pause_->setValue(bot_pause / 1000.0);
    database_note_->setObjectName(QStringLiteral("databaseNote"));
    problem_->setObjectName(QStringLiteral("settingsProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color: #b00020"));
}

// Each language by its own name, as people look for theirs.
void SettingsDialog::offer_languages(const QString& language) {
    language_->addItem(tr("System language"), QString());
    language_->addItem(QStringLiteral("English"), QStringLiteral("en"));
    language_->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    language_->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    language_->addItem(QStringLiteral("Italiano"), QStringLiteral("it"));
    language_->setCurrentIndex(std::max(0, language_->findData(language)));
}

// Each field by its label, with a note under it where it needs one.
QFormLayout* SettingsDialog::lay_out_form() {
    auto* database = new QHBoxLayout;
    database->addWidget(database_, 1);
    database->addWidget(browse_);
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    auto* database_label = new QLabel(tr("History &database:"), this);
    database_label->setBuddy(database_);
    form->addRow(database_label, database);
    form->addRow(QString(), database_note_);
    auto* plugins_label = new QLabel(tr("&Plugin folders:"), this);
    plugins_label->setBuddy(plugin_folders_->list());
    form->addRow(plugins_label, plugin_folders_);
    form->addRow(QString(), note(tr("Searched for games after the folders given with "
                                    "--plugin-dir, before the usual ones."),
                                 this));
    auto* rules_label = new QLabel(tr("&House rule folders:"), this);
    rules_label->setBuddy(rule_folders_->list());
    form->addRow(rules_label, rule_folders_);
    form->addRow(QString(), note(tr("Searched for house rules (Lua scripts) before your own "
                                    "and the shipped ones."),
                                 this));
    auto* pause_label = new QLabel(tr("Bots' pa&ce:"), this);
    pause_label->setBuddy(bot_pause_);
    form->addRow(pause_label, bot_pause_);
    form->addRow(QString(), note(tr("How long each move of a bot stays in view before the "
                                    "next, so that people can follow it. Applies at once."),
                                 this));
    auto* language_label = new QLabel(tr("&Language:"), this);
    language_label->setBuddy(language_);
    form->addRow(language_label, language_);
    return form;
}

Settings SettingsDialog::settings() const {
    Settings settings;
    // A relative path would follow the folder the app is started from.
    const fs::path database = database_->text().trimmed().toStdString();
    std::error_code error;
    settings.database = database.empty() || dicebox::db::is_server_uri(database.string())
                            ? database
                            : fs::absolute(database, error);
    settings.plugin_folders = plugin_folders_->folders();
    settings.rule_folders = rule_folders_->folders();
    settings.language = language_->currentData().toString();
    settings.bot_pause = static_cast<int>(std::lround(bot_pause_->value() * 1000));
    return settings;
}

QString SettingsDialog::database_problem(const fs::path& database) {
    if (database.empty()) return tr("Choose a file for the history.");
    // A server is asked when the history is opened, away from the window: asking it here
    // could keep the dialog waiting for as long as the server takes to answer.
    if (dicebox::db::is_server_uri(database.string())) return QString();
    std::error_code error;
    if (fs::is_directory(database, error)) {
        return tr("%1 is a folder. Choose a file in it for the history, such as %2.")
            .arg(shown(database), shown(database / "history.sqlite"));
    }
    if (fs::exists(database, error)) {
        if (!fs::is_regular_file(database, error)) {
            return tr("%1 is not a file that can hold the history.").arg(shown(database));
        }
        return QFileInfo(shown(database)).isWritable()
                   ? QString()
                   : tr("%1 may not be written to.").arg(shown(database));
    }
    // The file is made when the first game is recorded, and its folders with it: the
    // nearest folder that is there must be one, and writable.
    const fs::path folder = fs::absolute(database, error).parent_path();
    fs::path there = folder;
    while (!there.empty() && !fs::exists(there, error) && there != there.parent_path()) {
        there = there.parent_path();
    }
    if (!fs::is_directory(there, error)) {
        return tr("The folder %1 cannot be made: %2 is a file, not a folder.")
            .arg(shown(folder), shown(there));
    }
    if (!QFileInfo(shown(there)).isWritable()) {
        return there == folder ? tr("The folder %1 may not be written to.").arg(shown(folder))
                               : tr("The folder %1 cannot be made: %2 may not be written to.")
                                     .arg(shown(folder), shown(there));
    }
    return QString();
}

void SettingsDialog::accept() {
    const QString problem = database_problem(settings().database);
    problem_->setText(problem);
    if (!problem.isEmpty()) {
        database_->setFocus();
        return;
    }
    QDialog::accept();
}

void SettingsDialog::browse() {
    const QString file =
        QFileDialog::getSaveFileName(this, tr("History database"), database_->text(),
                                     tr("SQLite databases (*.sqlite *.db);;All files (*)"), nullptr,
                                     QFileDialog::DontConfirmOverwrite);
    if (!file.isEmpty()) database_->setText(file);
}

}  // namespace dicebox::gui
