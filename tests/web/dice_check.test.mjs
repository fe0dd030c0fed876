// The dice check's first step: the revealed seed against the hash announced before the
// first roll, with WebCrypto (as in a secure context) and with the client's own SHA-256.
import {test} from "node:test";
import assert from "node:assert/strict";
import {webcrypto} from "node:crypto";
import {digestHex, seedMatches} from "../../web/js/dice_check.js";

const seed = "9071722883047462178";
const announced = "1f9e59ec54e5a4d8d5ccd1e9e89c53c9f3a1c5fbc5d3f75f9d0c3f0c0d2bb6a1";

test("WebCrypto and the client's own SHA-256 give the same digest", async () => {
    assert.equal(await digestHex(seed, webcrypto.subtle), await digestHex(seed, undefined));
});

for (const [context, subtle] of [["WebCrypto", webcrypto.subtle], ["no WebCrypto", undefined]]) {
    test(`the seed whose hash was announced checks (${context})`, async () => {
        const hash = await digestHex(seed, webcrypto.subtle);
        assert.equal(await seedMatches({seed, seed_hash: hash}, subtle), true);
        assert.equal(await seedMatches({seed, seed_hash: hash.toUpperCase()}, subtle), true);
    });

    test(`another seed does not (${context})`, async () => {
        assert.equal(await seedMatches({seed, seed_hash: announced}, subtle), false);
        const hash = await digestHex(seed, webcrypto.subtle);
        assert.equal(await seedMatches({seed: "9071722883047462179", seed_hash: hash}, subtle), false);
    });
}

test("a table whose seed is not revealed yet does not check", async () => {
    assert.equal(await seedMatches({seed_hash: announced}, undefined), false);
});
