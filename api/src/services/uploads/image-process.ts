import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { ImageType, ReencodeResult } from "./image.ts";
import type { ImageJob, ImageWorkerMessage } from "./image-worker.ts";

// From source the worker is the .ts file beside this one (run through tsx); in the compiled server,
// scripts/build-api.mjs builds it as image-worker.js beside server.js.
const fromSource = import.meta.url.endsWith(".ts");
const workerPath = fileURLToPath(
  new URL(fromSource ? "./image-worker.ts" : "./image-worker.js", import.meta.url),
);

interface Waiting {
  resolve: (result: ReencodeResult) => void;
  reject: (error: Error) => void;
}

/**
 * Re-encodes in a child process at the lowest CPU priority (image-worker.ts). A thread would not do: a
 * worker thread shares the process's libuv threadpool, where sharp does its work beside argon2, and its
 * priority. The child starts on the first image and runs while the server does. If it dies while decoding
 * (a hostile image could crash libvips), the image in hand counts as undecodable and the next one starts a
 * new child; if it dies before it is ready (a missing build, say), that is the server's fault: a 500, logged.
 */
export function createImageProcess(): (
  bytes: Uint8Array,
  type: ImageType,
  maxBytes: number,
) => Promise<ReencodeResult> {
  let child: ChildProcess | null = null;
  let nextId = 0;
  const pending = new Map<number, Waiting>();

  // An idle child must not keep the server (or a test run) alive.
  const setRef = () => {
    if (!child) return;
    if (pending.size > 0) {
      child.ref();
      child.channel?.ref();
    } else {
      child.unref();
      child.channel?.unref();
    }
  };

  const start = () => {
    const started = fork(workerPath, [], {
      execArgv: fromSource ? ["--import", "tsx"] : [],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    let ready = false;
    const settleAll = (settle: (job: Waiting) => void) => {
      if (child === started) child = null;
      for (const job of pending.values()) settle(job);
      pending.clear();
    };
    started.on("message", (message: ImageWorkerMessage) => {
      if ("ready" in message) {
        ready = true;
        return;
      }
      pending.get(message.id)?.resolve(message.result);
      pending.delete(message.id);
      setRef();
    });
    started.on("exit", (code, signal) => {
      const failure = new Error(`The image process could not start (exit ${signal ?? code}): ${workerPath}`);
      settleAll((job) => (ready ? job.resolve("undecodable") : job.reject(failure)));
    });
    started.on("error", (error) => settleAll((job) => job.reject(error)));
    return started;
  };

  return (bytes, type, maxBytes) =>
    new Promise<ReencodeResult>((resolve, reject) => {
      child ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      setRef();
      child.send({ id, bytes, type, maxBytes } satisfies ImageJob);
    });
}
