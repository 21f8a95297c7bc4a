import type { FastifyInstance } from "fastify";
import { type FairTurns, processTurns } from "../db/fair-turns.ts";

/** How long after a connection is accepted the event loop keeps its turns short. */
const CONNECTING_WINDOW_MS = 1000;

/**
 * True within `windowMs` of the last connection seen: connections arrive one per turn, so while they do, a
 * short turn is what lets the next one in. A crowd on kept-alive connections opens none and pays nothing.
 */
export function connectingGate(windowMs = CONNECTING_WINDOW_MS, now = () => performance.now()) {
  let lastConnectionAt = Number.NEGATIVE_INFINITY;
  return {
    connected() {
      lastConnectionAt = now();
    },
    connecting: () => now() - lastConnectionAt < windowMs,
  };
}

/**
 * Takes short turns (db/fair-turns.ts, docs/decisions/024-fair-turns.md) while new connections arrive at
 * this server.
 */
export function takeTurnsWhileConnecting(app: FastifyInstance, turns: FairTurns = processTurns) {
  const gate = connectingGate();
  app.server.on("connection", gate.connected);
  turns.takeTurnsWhile(gate.connecting);
  app.addHook("onClose", async () => {
    app.server.off("connection", gate.connected);
    turns.takeTurnsWhile(() => false);
  });
}
