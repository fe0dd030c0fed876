// The WebSocket to the server that served the page: on the same host and port, over TLS
// when the page came over it.

/** @returns {WebSocket} */
export function connectToServer() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return new WebSocket(`${scheme}//${location.host}/`);
}
