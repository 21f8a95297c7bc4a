// A small load balancer for the fault scripts, as a cloud balancer or nginx would sit in front of the instances:
// round robin over the instances in rotation; an instance joins the rotation once its GET /api/ready has answered
// 200 HEALTHY_AFTER times running (checked every CHECK_INTERVAL_MS), and one 503, refused connection or silence
// takes it out. X-Forwarded-For is appended, so the app (TRUST_PROXY=1) sees the client's address. Answers are
// buffered whole before they are passed on.
//
// Retries, the rule nginx and HAProxy follow: a refused connection means nothing was sent, so the request goes to
// the next instance whatever its method; a connection reset or closed before the answer may have been processed,
// so only an idempotent GET or HEAD is sent again, anything else answers 502 (for the client: not acknowledged).
// A non-idempotent request always goes on a fresh connection, never on a pooled one the instance may be closing
// at that moment (Node's documented race for a reused socket), so a reset cannot come from that race.
import http from "node:http";

const CHECK_INTERVAL_MS = 200;
/**
 * Consecutive 200s before an instance (re)joins the rotation, a load balancer's "healthy threshold": one that has
 * just started answers ready before its first second of work (compiling, warming its caches) is over, and sheds
 * load meanwhile; one failed check takes an instance out.
 */
const HEALTHY_AFTER = 5;
const CHECK_TIMEOUT_MS = 1000;
const IDEMPOTENT = new Set(["GET", "HEAD"]);

export interface Upstream {
  name: string;
  port: number;
}

interface Member extends Upstream {
  inRotation: boolean;
  /** Consecutive readiness checks answered 200. */
  healthyChecks: number;
  agent: http.Agent;
}

export interface BalancerStats {
  /** Requests sent again to another instance after a refused connection (any method). */
  retriedRefused: number;
  /** GETs sent again after a reset or a connection closed before the answer. */
  retriedReset: number;
  /** Answers the balancer wrote itself: 502 (reset on a non-idempotent request) or 503 (no instance). */
  answered502: number;
  answered503: number;
  /** Times an instance left or rejoined the rotation, in order. */
  changes: string[];
}

export interface Balancer {
  url: string;
  stats: BalancerStats;
  inRotation(name: string): boolean;
  /** Resolves once the named instance is in rotation (or rejects after timeoutMs). */
  waitInRotation(name: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startBalancer(port: number, upstreams: Upstream[]): Promise<Balancer> {
  const members: Member[] = upstreams.map((upstream) => ({
    ...upstream,
    inRotation: false,
    healthyChecks: 0,
    agent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  }));
  const stats: BalancerStats = {
    retriedRefused: 0,
    retriedReset: 0,
    answered502: 0,
    answered503: 0,
    changes: [],
  };
  const started = Date.now();
  const setRotation = (member: Member, inRotation: boolean, why: string) => {
    if (member.inRotation === inRotation) return;
    member.inRotation = inRotation;
    const at = ((Date.now() - started) / 1000).toFixed(1);
    stats.changes.push(`${at}s ${member.name} ${inRotation ? "in" : "out"} (${why})`);
  };

  const check = (member: Member) =>
    new Promise<void>((resolve) => {
      const request = http.get(
        { host: "127.0.0.1", port: member.port, path: "/api/ready", agent: false, timeout: CHECK_TIMEOUT_MS },
        (response) => {
          response.resume();
          member.healthyChecks = response.statusCode === 200 ? member.healthyChecks + 1 : 0;
          if (member.healthyChecks === 0) setRotation(member, false, `ready ${response.statusCode}`);
          else if (member.healthyChecks >= HEALTHY_AFTER)
            setRotation(member, true, `ready 200 x${HEALTHY_AFTER}`);
          resolve();
        },
      );
      request.on("timeout", () => request.destroy(new Error("timeout")));
      request.on("error", (error: NodeJS.ErrnoException) => {
        member.healthyChecks = 0;
        setRotation(member, false, `ready ${error.code ?? error.message}`);
        resolve();
      });
    });
  let checking = true;
  const checker = (async () => {
    while (checking) {
      await Promise.all(members.map(check));
      await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS));
    }
  })();

  let next = 0;
  /** The instances in rotation, starting with the next one in turn. */
  const order = (): Member[] => {
    const live = members.filter((member) => member.inRotation);
    if (live.length === 0) return [];
    const start = next++ % live.length;
    return [...live.slice(start), ...live.slice(0, start)];
  };

  const forward = (
    member: Member,
    incoming: http.IncomingMessage,
    body: Buffer,
  ): Promise<{ response: http.IncomingMessage; body: Buffer } | { error: NodeJS.ErrnoException }> =>
    new Promise((resolve) => {
      const method = incoming.method ?? "GET";
      const forwardedFor = [incoming.headers["x-forwarded-for"], incoming.socket.remoteAddress]
        .filter(Boolean)
        .join(", ");
      const headers = { ...incoming.headers, "x-forwarded-for": forwardedFor, "x-forwarded-proto": "http" };
      if (!IDEMPOTENT.has(method)) headers.connection = "close";
      const request = http.request(
        {
          host: "127.0.0.1",
          port: member.port,
          method,
          path: incoming.url,
          headers,
          agent: IDEMPOTENT.has(method) ? member.agent : false,
        },
        // The whole answer is read before any of it is passed on (as nginx buffers), so an instance dying in the
        // middle of one leaves nothing half-sent to the client, and a GET can still go to the other instance.
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ response, body: Buffer.concat(chunks) }));
          response.on("error", (error: NodeJS.ErrnoException) => resolve({ error }));
          response.on("aborted", () =>
            resolve({ error: Object.assign(new Error("aborted"), { code: "ECONNRESET" }) }),
          );
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) => resolve({ error }));
      request.end(body);
    });

  const server = http.createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = incoming.method ?? "GET";
    const candidates = order();
    for (const [index, member] of candidates.entries()) {
      const result = await forward(member, incoming, body);
      if ("response" in result) {
        outgoing.writeHead(result.response.statusCode ?? 502, result.response.headers);
        outgoing.end(result.body);
        return;
      }
      const refused = result.error.code === "ECONNREFUSED";
      // Either way the instance is not serving: out of rotation until its readiness checks say otherwise.
      member.healthyChecks = 0;
      setRotation(member, false, `request ${result.error.code ?? result.error.message}`);
      const another = index < candidates.length - 1;
      if (another && refused) {
        stats.retriedRefused++;
        continue;
      }
      if (another && IDEMPOTENT.has(method)) {
        stats.retriedReset++;
        continue;
      }
      stats.answered502++;
      outgoing
        .writeHead(502, { "content-type": "text/plain" })
        .end(`upstream ${member.name}: ${result.error.code}`);
      return;
    }
    stats.answered503++;
    outgoing
      .writeHead(503, { "content-type": "text/plain", "retry-after": "1" })
      .end("no instance in rotation");
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    inRotation: (name) => members.some((member) => member.name === name && member.inRotation),
    waitInRotation: async (name, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!members.some((member) => member.name === name && member.inRotation)) {
        if (Date.now() > deadline) throw new Error(`${name} did not join the rotation in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      checking = false;
      await checker;
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const member of members) member.agent.destroy();
    },
  };
}
