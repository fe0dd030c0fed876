// The app's connection to a dicebox server (docs/protocol.md, "Network"), over Qt's
// WebSocket in the app's own event loop: requests answered in order, each answer handed
// to the callback its request came with, and the pushes between them to the link's.
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

    // `pushed` is handed every push; `lost` why the connection could not be made or has
    // ended. Connects at once.
    ServerLink(const QUrl& server, Message pushed, std::function<void(const QString&)> lost,
               QObject* parent = nullptr);
    // Closes the connection without a word: whoever it would tell may be going too.
    ~ServerLink() override;

    // Sends `request` once the connection is made; `answered` is handed its answer.
    void request(const nlohmann::json& request, Message answered);

  private:
    void received(const QString& text);
    void ended(const QString& why);

    QWebSocket socket_;
    Message pushed_;
    std::function<void(const QString&)> lost_;
    std::deque<Message> waiting_;  // one for each request sent and not answered yet
    std::deque<QString> unsent_;   // what was asked before the connection was made
    bool ended_ = false;
};

}  // namespace dicebox::gui
