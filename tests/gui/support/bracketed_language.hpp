// A pseudo-language for the tests: every text the app asks tr() for comes back in
// brackets, "[place on ring %1]". Whatever a board writes outside brackets was never
// offered for translation, so that a German person would read it in English.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace testing_support {

class BracketedLanguage : public QTranslator {
  public:
    BracketedLanguage() { QCoreApplication::installTranslator(this); }
    ~BracketedLanguage() override { QCoreApplication::removeTranslator(this); }
    BracketedLanguage(const BracketedLanguage&) = delete;
    BracketedLanguage& operator=(const BracketedLanguage&) = delete;

    bool isEmpty() const override { return false; }
    QString translate(const char* /*context*/, const char* source, const char* /*disambiguation*/,
                      int /*n*/) const override {
        return QLatin1Char('[') + QString::fromUtf8(source) + QLatin1Char(']');
    }
};

// What of `text` is outside every bracket: what no translation was asked for.
inline QString untranslated(const QString& text) {
    QString outside;
    int depth = 0;
    for (const QChar c : text) {
        if (c == QLatin1Char('[')) {
            ++depth;
        } else if (c == QLatin1Char(']')) {
            --depth;
        } else if (depth == 0) {
            outside += c;
        }
    }
    return outside;
}

}  // namespace testing_support
