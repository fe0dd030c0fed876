import assert from "node:assert/strict";
import {test} from "node:test";

import {TRIES, waitBefore} from "../../web/js/backoff.js";

test("a lost seat is tried for again after 1, 2, 4, 8, 8 and 8 seconds, as net/seat_client's", () => {
    const waits = Array.from({length: TRIES}, (_, attempt) => waitBefore(attempt));
    assert.deepEqual(waits, [1000, 2000, 4000, 8000, 8000, 8000]);
});

test("a try out of range waits as the nearest one", () => {
    assert.equal(waitBefore(-1), 1000);
    assert.equal(waitBefore(40), 8000);
});
