import { accountRouter } from "../routers/account.ts";
import { accountsRouter } from "../routers/accounts.ts";
import { adminRouter } from "../routers/admin.ts";
import { authRouter } from "../routers/auth.ts";
import { candidatesRouter } from "../routers/candidates.ts";
import { churchesRouter } from "../routers/churches.ts";
import { claimsRouter } from "../routers/claims.ts";
import { eventsRouter } from "../routers/events.ts";
import { freshnessRouter } from "../routers/freshness.ts";
import { healthRouter } from "../routers/health.ts";
import { importsRouter } from "../routers/imports.ts";
import { plantingRouter } from "../routers/planting.ts";
import { registrationRouter } from "../routers/registration.ts";
import { resourcesRouter } from "../routers/resources.ts";
import { siteRouter } from "../routers/site.ts";
import { socialRouter } from "../routers/social.ts";
import { twoFactorRouter } from "../routers/two-factor.ts";
import { uploadsRouter } from "../routers/uploads.ts";
import { createCallerFactory, router } from "./init.ts";

/** One sub-router per capability; each file under routers/ owns its procedures. */
export const appRouter = router({
  health: healthRouter,
  site: siteRouter,
  auth: authRouter,
  account: accountRouter,
  churches: churchesRouter,
  registration: registrationRouter,
  claims: claimsRouter,
  uploads: uploadsRouter,
  events: eventsRouter,
  resources: resourcesRouter,
  planting: plantingRouter,
  candidates: candidatesRouter,
  admin: adminRouter,
  social: socialRouter,
  twoFactor: twoFactorRouter,
  accounts: accountsRouter,
  imports: importsRouter,
  freshness: freshnessRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
