// A stand-in for the browser's WebSocket in unit tests: what the page sends is kept, and
// the test plays the server's part (its answers, pushes and a lost connection).

export class FakeSocket {
    constructor() {
        /** @type {object[]} */
        this.sent = [];
        this.closed = false;
        this.onopen = null;
        this.onmessage = null;
        this.onclose = null;
        this.onerror = null;
    }

    send(data) {
        this.sent.push(JSON.parse(data));
    }

    close() {
        this.closed = true;
    }

    /** The connection is made. */
    open() {
        this.onopen?.({});
    }

    /** The server sends `message`. */
    receive(message) {
        this.onmessage?.({data: JSON.stringify(message)});
    }

    /** The connection is lost. */
    drop(reason = "") {
        this.onclose?.({reason});
    }
}

/** A localStorage of the page's interface, in memory. */
export class MemoryStorage {
    constructor() {
        this.items = new Map();
    }
    get length() {
        return this.items.size;
    }
    key(i) {
        return [...this.items.keys()][i] ?? null;
    }
    getItem(key) {
        return this.items.has(key) ? this.items.get(key) : null;
    }
    setItem(key, value) {
        this.items.set(key, String(value));
    }
    removeItem(key) {
        this.items.delete(key);
    }
    clear() {
        this.items.clear();
    }
}

/** Lets pending promise callbacks run. */
export function settle() {
    return new Promise((resolve) => setImmediate(resolve));
}
