// Edit ▸ Settings: the history database, the extra plugin and house rule folders, the
// language; what applies at once and what when the app starts again is said in it.
#pragma once

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <filesystem>
#include <optional>

#include "settings/folder_list.hpp"
#include "settings/settings.hpp"

namespace dicebox::gui {

class SettingsDialog : public QDialog {
    Q_OBJECT

  public:
    // `db_option`: the history given with --db, which the app records in whatever the
    // settings say.
    SettingsDialog(Settings current, std::optional<std::filesystem::path> db_option = std::nullopt,
                   QWidget* parent = nullptr);

    // The settings as edited; valid once the dialog is accepted.
    Settings settings() const;

    // Why `database` cannot be the history (a folder, a folder that cannot be made or
    // written in), or an empty string when it can.
    static QString database_problem(const std::filesystem::path& database);

    // For the tests and the keyboard alike: the parts of the dialog.
    QLineEdit* database_edit() const { return database_; }
    QPushButton* browse_button() const { return browse_; }
    FolderList* plugin_folders() const { return plugin_folders_; }
    FolderList* rule_folders() const { return rule_folders_; }
    QComboBox* language_box() const { return language_; }
    // How long each decision of a bot stays in view, in seconds.
    QDoubleSpinBox* bot_pause_box() const { return bot_pause_; }
    QLabel* problem_label() const { return problem_; }
    // When the history database applies, and which one is in use if --db was given.
    QLabel* database_note() const { return database_note_; }

    void accept() override;

  private:
    void set_up_fields(int bot_pause);
    void offer_languages(const QString& language);
    QFormLayout* lay_out_form();
    void browse();

    QLineEdit* database_;
    QPushButton* browse_;
    FolderList* plugin_folders_;
    FolderList* rule_folders_;
    QComboBox* language_;
    QDoubleSpinBox* bot_pause_;
    QLabel* database_note_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

}  // namespace dicebox::gui
