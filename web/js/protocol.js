// The protocol's framing over one WebSocket (docs/protocol.md, "Network"): one request
// at a time, its answer before the next is sent, so that answers pair with requests in
// order; between answers the server's pushes, which have "push" instead of "ok".

/**
 * What the page needs of a WebSocket (a test gives its own).
 * @typedef {{
 *   send(data: string): void,
 *   close(): void,
 *   onopen: ((event: any) => any) | null,
 *   onmessage: ((event: any) => any) | null,
 *   onclose: ((event: any) => any) | null,
 *   onerror: ((event: any) => any) | null
 * }} SocketLike
 */

/** @typedef {{ok: boolean, error?: string, [field: string]: any}} Answer */
/** @typedef {{push: string, [field: string]: any}} Push  "table" for the table's news, "unseated" when a newer connection took the seat */

/** A request whose answer cannot come: the connection is lost. */
export class LostError extends Error {}

/**
 * @typedef {{
 *   request: object,
 *   resolve: (answer: Answer) => void,
 *   reject: (error: Error) => void
 * }} Pending
 */

export class Channel {
    /**
     * @param {SocketLike} socket  a socket not open yet
     * @param {{
     *   opened?: () => void,
     *   pushed?: (push: Push) => void,
     *   lost?: (why: string) => void
     * }} listener
     */
    constructor(socket, listener) {
        this.socket = socket;
        this.listener = listener;
        /** @type {Pending[]} */
        this.queue = [];
        this.open = false;
        this.closed = false;
        socket.onopen = () => {
            this.open = true;
            this.sendNext();
            this.listener.opened?.();
        };
        socket.onmessage = (event) => this.received(event.data);
        socket.onerror = () => {};
        socket.onclose = (event) => this.lost(event.reason || "the server closed the connection");
    }

    /**
     * Sends `request` once every request before it is answered.
     * @param {object} request  {"cmd": …, fields}
     * @returns {Promise<Answer>}  its answer, refused or not; LostError when none can come
     */
    request(request) {
        if (this.closed) return Promise.reject(new LostError("the connection is lost"));
        return new Promise((resolve, reject) => {
            this.queue.push({request, resolve, reject});
            if (this.queue.length === 1) this.sendNext();
        });
    }

    /** Closes the connection; nothing more is told of it. */
    close() {
        this.listener = {};
        this.lost("closed here");
        this.socket.onclose = null;
        this.socket.close();
    }

    sendNext() {
        if (this.open && !this.closed && this.queue.length > 0) {
            this.socket.send(JSON.stringify(this.queue[0].request));
        }
    }

    /** @param {any} data */
    received(data) {
        if (this.closed) return;
        let message;
        try {
            message = JSON.parse(String(data));
        } catch {
            return this.lost("the server sent what is not the protocol");
        }
        if (typeof message !== "object" || message === null) return;
        if ("push" in message) {
            this.listener.pushed?.(message);
        } else if ("ok" in message) {
            const pending = this.queue.shift();
            pending?.resolve(message);
            this.sendNext();
        }
    }

    /** @param {string} why */
    lost(why) {
        if (this.closed) return;
        this.closed = true;
        const queue = this.queue;
        this.queue = [];
        for (const pending of queue) pending.reject(new LostError(why));
        this.listener.lost?.(why);
    }
}
