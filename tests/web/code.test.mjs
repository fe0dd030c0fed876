import assert from "node:assert/strict";
import {test} from "node:test";

import {codeInPath, looksLikeCode, readCode, writtenCode} from "../../web/js/code.js";

test("a code is read as the server reads it: case, dashes and spaces do not matter", () => {
    assert.equal(readCode("k7qm 2xpa"), "K7QM-2XPA");
    assert.equal(readCode(" K7QM-2XPA "), "K7QM-2XPA");
    assert.equal(readCode("k7-qm-2x-pa"), "K7QM-2XPA");
});

test("O is read as 0, I and L as 1", () => {
    assert.equal(readCode("oilo-abcd"), "0110-ABCD");
});

test("a code written keeps what was typed, only in capitals with its dash", () => {
    assert.equal(writtenCode("oilo abcd"), "OILO-ABCD");
    assert.equal(writtenCode("abc"), "ABC");
});

test("only eight characters of Crockford's base 32 look like a code", () => {
    assert.ok(looksLikeCode("K7QM-2XPA"));
    assert.ok(!looksLikeCode("K7QM-2XPU"));
    assert.ok(!looksLikeCode("K7QM-2XP"));
});

test("the code of a table's page is read from its path", () => {
    assert.equal(codeInPath("/t/k7qm-2xpa"), "K7QM-2XPA");
    assert.equal(codeInPath("/t/K7QM%202XPA/"), "K7QM-2XPA");
    assert.equal(codeInPath("/"), null);
    assert.equal(codeInPath("/t/"), null);
});
