import assert from "node:assert/strict";
import {test} from "node:test";

import {codeInPath, looksLikeCode, readCode, tableTyped, writtenCode} from "../../web/js/code.js";

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

test("a table is typed as its code or pasted as its link", () => {
    assert.deepEqual(tableTyped(" k7qm 2xpa "), {code: "K7QM-2XPA", origin: null});
    assert.deepEqual(tableTyped(" HTTPS://Club.Example.org/t/k7qm-2xpa/#watch "),
        {code: "K7QM-2XPA", origin: "https://club.example.org"});
    assert.deepEqual(tableTyped("http://192.168.1.20:7654/t/K7QM-2XPA?fbclid=x"),
        {code: "K7QM-2XPA", origin: "http://192.168.1.20:7654"});
    for (const notATable of ["K7QM-2XP", "http://club.example.org/", "http://club.example.org/t/",
        "https://ann@club.example.org/t/K7QM-2XPA", "ftp://club.example.org/t/K7QM-2XPA",
        "http://club.example.org/games/K7QM-2XPA", "http://[/t/K7QM-2XPA"]) {
        assert.equal(tableTyped(notATable), null, notATable);
    }
});
