// The baseline of the API benchmark: a bare Fastify route answering a fixed body, in its own process.
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const app = Fastify({ logger: false });
app.get("/bare", (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ port: Number(port), host: "127.0.0.1" });
console.log("bare server ready");
