import assert from "node:assert/strict";
import {test} from "node:test";

import {Channel, LostError} from "../../web/js/protocol.js";
import {FakeSocket, settle} from "./fake_socket.mjs";

test("a request is sent only once the one before it is answered, and answers pair in order", async () => {
    const socket = new FakeSocket();
    const channel = new Channel(socket, {});
    const first = channel.request({cmd: "legal"});
    const second = channel.request({cmd: "log"});
    assert.deepEqual(socket.sent, [], "nothing is sent before the connection is open");
    socket.open();
    assert.deepEqual(socket.sent, [{cmd: "legal"}]);
    socket.receive({ok: true, seat: 0, actions: ["r"]});
    assert.deepEqual(socket.sent, [{cmd: "legal"}, {cmd: "log"}]);
    socket.receive({ok: false, error: "no"});
    assert.deepEqual(await first, {ok: true, seat: 0, actions: ["r"]});
    assert.deepEqual(await second, {ok: false, error: "no"});
});

test("a push between answers goes to the listener and answers nothing", async () => {
    const socket = new FakeSocket();
    const pushes = [];
    const channel = new Channel(socket, {pushed: (push) => pushes.push(push)});
    socket.open();
    const answer = channel.request({cmd: "legal"});
    socket.receive({push: true, events: 3});
    socket.receive({ok: true, actions: []});
    assert.deepEqual(pushes, [{push: true, events: 3}]);
    assert.deepEqual(await answer, {ok: true, actions: []});
});

test("a lost connection fails every request waiting, and says why once", async () => {
    const socket = new FakeSocket();
    const lost = [];
    const channel = new Channel(socket, {lost: (why) => lost.push(why)});
    socket.open();
    const first = channel.request({cmd: "legal"});
    const second = channel.request({cmd: "log"});
    socket.drop("");
    await assert.rejects(first, LostError);
    await assert.rejects(second, LostError);
    await assert.rejects(channel.request({cmd: "log"}), LostError);
    socket.drop("again");
    await settle();
    assert.deepEqual(lost, ["the server closed the connection"]);
});

test("what is not JSON from the server is taken for a lost connection", async () => {
    const socket = new FakeSocket();
    const lost = [];
    const channel = new Channel(socket, {lost: (why) => lost.push(why)});
    socket.open();
    const answer = channel.request({cmd: "legal"});
    socket.onmessage({data: "<html>"});
    await assert.rejects(answer, LostError);
    assert.deepEqual(lost, ["the server sent what is not the protocol"]);
});
