// The app's connection to a dicebox server (docs/protocol.md, "Network"), over Qt's
// WebSocket in the app's own event loop: the transport of the one client of the protocol
// (dicebox/net/seat_client.hpp), which reads and writes its messages.
#pragma once

#include <QObject>
#include <QString>
#include <QUrl>
#include <QWebSocket>
#include <deque>
#include <functional>
#include <nlohmann/json.hpp>

#include "dicebox/result.hpp"

namespace dicebox::gui {

// The server's address as a person writes it: "HOST[:PORT]" or a ws:// or wss:// URL; the
// port 7654 unless given. Otherwise why it is none.
dicebox::Result<QUrl> server_url(const QString& text);

class ServerLink : public QObject {
    Q_OBJECT

  public:
    using Message = std::function<void(const nlohmann::json&)>;

    // `received` is handed every message (a JSON object); `lost` why the connection could
    // not be made or has ended, once. Connects at once.
    ServerLink(const QUrl& server, Message received, std::function<void(const QString&)> lost,
               QObject* parent = nullptr);
    // Closes the connection without a word: whoever it would tell may be going too.
    ~ServerLink() override;

    // Sends a message, once the connection is made.
    void send(const std::string& message);

  private:
    void received(const QString& text);
    void ended(const QString& why);

    QWebSocket socket_;
    Message received_;
    std::function<void(const QString&)> lost_;
    std::deque<QString> unsent_;  // what was sent before the connection was made
    bool ended_ = false;
};

}  // namespace dicebox::gui
