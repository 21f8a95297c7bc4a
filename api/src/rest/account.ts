import type { ClaimConfirmInput, ClaimRequestInput, ProfileUpdateInput } from "@app/shared";
import { MSG } from "@app/shared/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { messageBody } from "../http/locale.ts";
import { latestMailTo } from "../services/account/outbox.ts";
import { type ContextFactory, callerFor } from "./caller.ts";

type ChurchQuery = { Querystring: { churchId?: string } };

export function accountRoutes(app: FastifyInstance, createContext: ContextFactory): void {
  app.get<ChurchQuery>("/api/user/church", async (req, reply) => {
    const { churchId } = req.query;
    const church = await callerFor(createContext, req, reply).account.church(
      churchId === undefined ? undefined : { churchId },
    );
    return church ?? reply.status(404).send(messageBody(req, MSG.messages.NO_CHURCH_PROFILE));
  });
  app.put<ChurchQuery>("/api/user/church", (req, reply) => {
    const { churchId } = req.query;
    const body = req.body as ProfileUpdateInput;
    return callerFor(createContext, req, reply).account.updateChurch(
      churchId === undefined ? body : { ...body, churchId },
    );
  });
  app.post("/api/user/claim-church", (req, reply) =>
    callerFor(createContext, req, reply).claims.request(req.body as ClaimRequestInput),
  );
  app.post("/api/user/claim-church/confirm", (req, reply) =>
    callerFor(createContext, req, reply).claims.confirm(req.body as ClaimConfirmInput),
  );

  // Browser tests read claim codes here. It exists only in test mode: production never registers it.
  // The context factory is the one holder of config and db; at start-up there is no request to give it.
  const { config, db } = createContext({ req: {} as FastifyRequest, res: {} as FastifyReply });
  if (config.NODE_ENV === "test") {
    app.get<{ Querystring: { to?: string } }>("/api/test/outbox", (req) =>
      latestMailTo(db, req.query.to ?? ""),
    );
  }
}
