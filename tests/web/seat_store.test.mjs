import assert from "node:assert/strict";
import {test} from "node:test";

import {SeatStore} from "../../web/js/seat_store.js";
import {MemoryStorage} from "./fake_socket.mjs";

const ann = {code: "K7QM-2XPA", name: "Ann", token: "a".repeat(32), hostToken: "", game: "extra"};

test("a seat kept is found by its table's code", () => {
    const store = new SeatStore(new MemoryStorage());
    store.keep(ann);
    assert.deepEqual(store.find("K7QM-2XPA"), ann);
    assert.equal(store.find("AAAA-BBBB"), null);
});

test("a seat kept again at the same table replaces the one held there", () => {
    const store = new SeatStore(new MemoryStorage());
    store.keep(ann);
    store.keep({...ann, token: "b".repeat(32), hostToken: "c".repeat(32)});
    assert.equal(store.seats().length, 1);
    assert.equal(store.find("K7QM-2XPA")?.hostToken, "c".repeat(32));
});

test("a seat forgotten is no more, and the others stay", () => {
    const store = new SeatStore(new MemoryStorage());
    store.keep(ann);
    store.keep({...ann, code: "AAAA-BBBB"});
    store.forget("K7QM-2XPA");
    assert.deepEqual(store.seats().map((seat) => seat.code), ["AAAA-BBBB"]);
});

test("what is not a seat in the storage is not taken for one", () => {
    const storage = new MemoryStorage();
    storage.setItem("dicebox.seat.K7QM-2XPA", "{not json");
    storage.setItem("dicebox.seat.AAAA-BBBB", JSON.stringify({code: "AAAA-BBBB"}));
    storage.setItem("dicebox.language", "de");
    assert.deepEqual(new SeatStore(storage).seats(), []);
});

test("a storage that refuses to keep (a private window) does not stop the page", () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
        throw new Error("QuotaExceededError");
    };
    const store = new SeatStore(storage);
    store.keep(ann);
    assert.equal(store.find("K7QM-2XPA"), null);
});
