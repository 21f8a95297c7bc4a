import { describe, expect, it } from "vitest";
import { connectingGate } from "./turns.ts";

describe("the connecting gate", () => {
  it("is open for a second after each connection, and closed before any", () => {
    let time = 10_000;
    const gate = connectingGate(1000, () => time);
    expect(gate.connecting()).toBe(false);
    gate.connected();
    time += 999;
    expect(gate.connecting()).toBe(true);
    time += 1;
    expect(gate.connecting()).toBe(false);
    gate.connected();
    expect(gate.connecting()).toBe(true);
  });
});

describe("the connecting gate on the process clock", () => {
  it("opens on a connection", () => {
    const gate = connectingGate();
    expect(gate.connecting()).toBe(false);
    gate.connected();
    expect(gate.connecting()).toBe(true);
  });
});
