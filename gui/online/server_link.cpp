#include "online/server_link.hpp"

#include <QSslConfiguration>

namespace dicebox::gui {

using nlohmann::json;

namespace {
constexpr int kDefaultPort = 7654;
}

dicebox::Result<QUrl> server_url(const QString& text) {
    using R = dicebox::Result<QUrl>;
    const QString trimmed = text.trimmed();
    QUrl url(trimmed.contains(QStringLiteral("://")) ? trimmed : QStringLiteral("ws://") + trimmed);
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QStringLiteral("ws") && url.scheme() != QStringLiteral("wss")))
        return R::failure(QObject::tr("\"%1\" is not a server's address: write HOST or HOST:PORT, "
                                      "like 127.0.0.1:7654")
                              .arg(trimmed)
                              .toStdString());
    if (url.port() == -1) url.setPort(kDefaultPort);
    return url;
}

ServerLink::ServerLink(const QUrl& server, Message received,
                       std::function<void(const QString&)> lost, QObject* parent)
    : QObject(parent), received_(std::move(received)), lost_(std::move(lost)) {
    connect(&socket_, &QWebSocket::connected, this, [this] {
        for (const auto& text : unsent_) socket_.sendTextMessage(text);
        unsent_.clear();
    });
    connect(&socket_, &QWebSocket::textMessageReceived, this, &ServerLink::received);
    connect(&socket_, &QWebSocket::disconnected, this,
            [this] { ended(tr("the server closed the connection")); });
    connect(&socket_, qOverload<QAbstractSocket::SocketError>(&QWebSocket::error), this,
            [this](QAbstractSocket::SocketError) { ended(socket_.errorString()); });
    if (server.scheme() == QStringLiteral("wss")) {
        // The certificates trusted are the system's and those of OpenSSL's SSL_CERT_FILE, as
        // for the terminal's clients: how a club's own certificate is trusted.
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        if (const QString file = qEnvironmentVariable("SSL_CERT_FILE"); !file.isEmpty())
            tls.addCaCertificates(file);
        socket_.setSslConfiguration(tls);
    }
    socket_.open(server);
}

ServerLink::~ServerLink() {
    disconnect(&socket_, nullptr, this, nullptr);
    socket_.abort();
}

void ServerLink::send(const std::string& message) {
    if (ended_) return;
    const QString text = QString::fromStdString(message);
    if (socket_.state() == QAbstractSocket::ConnectedState) {
        socket_.sendTextMessage(text);
    } else {
        unsent_.push_back(text);
    }
}

void ServerLink::received(const QString& text) {
    json message;
    try {
        message = json::parse(text.toStdString());
    } catch (const json::exception&) {
    }
    if (!message.is_object()) {
        ended(tr("the server sent what is not the protocol"));
        socket_.abort();
        return;
    }
    received_(message);
}

void ServerLink::ended(const QString& why) {
    // A failed connection is told by its error and again by disconnected(): once is news.
    if (ended_) return;
    ended_ = true;
    lost_(why);
}

}  // namespace dicebox::gui
