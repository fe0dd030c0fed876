// The seats this browser holds, kept in its localStorage per table code (as the other
// clients keep theirs in seats.json, net/seat_store.hpp): a reload, or a lost connection,
// takes the seat back with its token, and whoever opened a table keeps its host token.
// A seat is kept from the moment it is taken until its game is over or the server no
// longer has it.

/**
 * @typedef {{code: string, name: string, token: string, hostToken: string, game: string}} HeldSeat
 */

const PREFIX = "dicebox.seat.";

export class SeatStore {
    /** @param {Storage} storage  the page's localStorage, or anything with its interface */
    constructor(storage) {
        this.storage = storage;
    }

    /**
     * The seat held at table `code` (as the server writes it), if any.
     * @param {string} code
     * @returns {HeldSeat|null}
     */
    find(code) {
        const text = this.read(PREFIX + code);
        if (text === null) return null;
        try {
            const seat = JSON.parse(text);
            return isHeldSeat(seat) ? seat : null;
        } catch {
            return null;
        }
    }

    /**
     * Keeps `seat` in place of any held at its table.
     * @param {HeldSeat} seat
     */
    keep(seat) {
        try {
            this.storage.setItem(PREFIX + seat.code, JSON.stringify(seat));
        } catch {
            // A private window, or storage full: the seat is played, only not kept.
        }
    }

    /** @param {string} code */
    forget(code) {
        try {
            this.storage.removeItem(PREFIX + code);
        } catch {
            // Nothing kept, nothing to forget.
        }
    }

    /**
     * Every seat held, ordered by code.
     * @returns {HeldSeat[]}
     */
    seats() {
        /** @type {HeldSeat[]} */
        const seats = [];
        for (let i = 0; i < this.storage.length; ++i) {
            const key = this.storage.key(i);
            if (key === null || !key.startsWith(PREFIX)) continue;
            const seat = this.find(key.slice(PREFIX.length));
            if (seat !== null) seats.push(seat);
        }
        return seats.sort((a, b) => a.code.localeCompare(b.code));
    }

    /**
     * @param {string} key
     * @returns {string|null}
     */
    read(key) {
        try {
            return this.storage.getItem(key);
        } catch {
            return null;
        }
    }
}

/**
 * @param {any} seat
 * @returns {seat is HeldSeat}
 */
function isHeldSeat(seat) {
    return (
        typeof seat === "object" &&
        seat !== null &&
        ["code", "name", "token", "hostToken", "game"].every((field) => typeof seat[field] === "string")
    );
}
