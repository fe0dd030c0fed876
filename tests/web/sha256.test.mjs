// The client's own SHA-256 (for pages without WebCrypto) against the standard's vectors
// and against Node's OpenSSL, on texts of every length around a block's edges.
import {test} from "node:test";
import assert from "node:assert/strict";
import {createHash} from "node:crypto";
import {sha256Hex} from "../../web/js/sha256.js";

test("the standard's test vectors", () => {
    assert.equal(sha256Hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    assert.equal(sha256Hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    assert.equal(
        sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
});

test("the same digest as OpenSSL for every length up to three blocks, and for UTF-8", () => {
    for (let length = 0; length <= 200; length++) {
        const text = "7".repeat(length);
        assert.equal(sha256Hex(text), createHash("sha256").update(text).digest("hex"), `length ${length}`);
    }
    const names = "Ännchen, Zoë, Łukasz, 李雷";
    assert.equal(sha256Hex(names), createHash("sha256").update(names, "utf8").digest("hex"));
});

test("a seed as the server writes it, in decimal", () => {
    const seed = "18446744073709551615";
    assert.equal(sha256Hex(seed), createHash("sha256").update(seed).digest("hex"));
});
