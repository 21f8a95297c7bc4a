/**
 * Every procedure of the app router, called as anonymous, as a church user without a church, as the owner
 * of a church and as an administrator. A procedure added without an entry in EXPECTED fails this file:
 * declare who may call it here, on purpose, in the same change that adds it.
 */
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Adapters, createAdapters } from "../src/adapters/index.ts";
import type { SessionUser } from "../src/services/auth/session.ts";
import type { Access } from "../src/trpc/init.ts";
import { appRouter } from "../src/trpc/router.ts";
import { createAdmin, createChurch, createUser } from "./factories.ts";
import { callerAs, createTestDatabase, type TestDatabase, testConfig } from "./harness.ts";

interface Fixtures {
  ownedChurchId: number;
}

interface Policy {
  access: Access;
  /**
   * Scoped to the caller's own church: a church user who owns none may be told FORBIDDEN or NOT_FOUND.
   * `ownerInput` (optional) is a valid input naming the owner's church: the owner must get through, and a
   * church user who is not the owner must be refused.
   */
  owner?: { ownerInput?: (fixtures: Fixtures) => unknown };
}

const PUBLIC: Policy = { access: "public" };
const USER: Policy = { access: "user" };
const ADMIN: Policy = { access: "admin" };

const EXPECTED: Record<string, Policy> = {
  "health.check": PUBLIC,
  "health.ready": PUBLIC,
  "site.info": PUBLIC,

  "auth.me": PUBLIC,
  "auth.login": PUBLIC,
  "auth.registerChurch": PUBLIC,
  "auth.signUp": PUBLIC,
  "auth.logout": PUBLIC,

  "twoFactor.status": USER,
  "twoFactor.startTotp": USER,
  "twoFactor.confirmTotp": USER,
  "twoFactor.removeTotp": USER,
  "twoFactor.passkeyOptions": USER,
  "twoFactor.addPasskey": USER,
  "twoFactor.removePasskey": USER,
  "twoFactor.regenerateRecoveryCodes": USER,
  "twoFactor.signInPasskeyOptions": PUBLIC,
  "twoFactor.completeSignIn": PUBLIC,

  "accounts.adminList": ADMIN,
  "accounts.setDisabled": ADMIN,
  "accounts.setRole": ADMIN,
  "accounts.endSessions": ADMIN,
  "accounts.resetSecondFactor": ADMIN,

  "churches.list": PUBLIC,
  "churches.listJson": PUBLIC,
  "churches.search": PUBLIC,
  "churches.byId": PUBLIC,
  "churches.servicesCalendar": PUBLIC,
  "churches.page": PUBLIC,
  "churches.viewport": PUBLIC,
  "churches.clusterMembers": PUBLIC,
  "churches.overview": PUBLIC,
  "churches.place": PUBLIC,
  "churches.openData": PUBLIC,
  "churches.adminList": ADMIN,
  "churches.pending": ADMIN,
  "churches.create": ADMIN,
  "churches.update": ADMIN,
  "churches.remove": ADMIN,
  "churches.approve": ADMIN,
  "churches.geocode": ADMIN,

  "registration.create": PUBLIC,

  "account.church": { access: "user", owner: { ownerInput: (f) => ({ churchId: f.ownedChurchId }) } },
  "account.updateChurch": {
    access: "user",
    owner: {
      ownerInput: (f) => ({
        churchId: f.ownedChurchId,
        name: "Owned Chapel",
        address: "1 Main St",
        city: "Ames",
        state: "IA",
        zipCode: "50010",
      }),
    },
  },

  // Keeping an account (issue 43): the mailed links work in any browser; the rest act on one's own account.
  "account.requestPasswordReset": PUBLIC,
  "account.resetPassword": PUBLIC,
  "account.confirmEmailChange": PUBLIC,
  "account.revertEmailChange": PUBLIC,
  "account.changePassword": USER,
  "account.requestEmailChange": USER,
  "account.sessions": USER,
  "account.endSession": USER,
  "account.endOtherSessions": USER,
  "account.deleteAccount": USER,

  "claims.list": USER,
  "claims.request": USER,
  "claims.confirm": USER,

  "uploads.createObjectUpload": USER,
  "uploads.finalizeObject": USER,

  "events.list": PUBLIC,
  "events.byId": PUBLIC,
  "events.calendar": PUBLIC,
  "events.eventCalendar": PUBLIC,
  "events.adminList": ADMIN,
  "events.create": ADMIN,
  "events.update": ADMIN,
  "events.remove": ADMIN,

  "resources.list": PUBLIC,
  "resources.types": PUBLIC,
  "resources.submit": PUBLIC,
  "resources.recordOpen": PUBLIC,
  "resources.pending": ADMIN,
  "resources.setStatus": ADMIN,
  "resources.adminList": ADMIN,
  "resources.create": ADMIN,
  "resources.update": ADMIN,
  "resources.remove": ADMIN,
  "resources.createType": ADMIN,
  "resources.updateType": ADMIN,
  "resources.removeType": ADMIN,

  "planting.create": PUBLIC,
  "planting.list": ADMIN,
  "planting.update": ADMIN,
  "planting.remove": ADMIN,
  "planting.match": ADMIN,
  "planting.unmatch": ADMIN,
  "planting.connections": ADMIN,
  "planting.counts": ADMIN,

  "candidates.create": PUBLIC,
  "candidates.list": ADMIN,
  "candidates.update": ADMIN,
  "candidates.approve": ADMIN,
  "candidates.remove": ADMIN,

  "admin.audit": ADMIN,
  "admin.counts": ADMIN,
  "admin.ownerEdits": ADMIN,
  "admin.acceptOwnerEdits": ADMIN,
  "admin.revertOwnerEditGroup": ADMIN,
  "admin.revertOwnerEdit": ADMIN,
  "admin.exportCsv": ADMIN,

  "social.list": PUBLIC,
  "social.adminList": ADMIN,
  "social.update": ADMIN,
  "social.toggle": ADMIN,

  "imports.list": ADMIN,
  "imports.byId": ADMIN,
  "imports.rows": ADMIN,
  "imports.setMapping": ADMIN,
  "imports.decide": ADMIN,
  "imports.commit": ADMIN,
  "imports.undo": ADMIN,
  "imports.discard": ADMIN,
  "imports.refusedCsv": ADMIN,
  "imports.template": ADMIN,

  "freshness.church": PUBLIC,
  "freshness.report": PUBLIC,
  "freshness.confirmByLink": PUBLIC,
  "freshness.queue": ADMIN,
  "freshness.adminChurch": ADMIN,
  "freshness.confirm": ADMIN,
  "freshness.reports": ADMIN,
  "freshness.resolveReport": ADMIN,
  "freshness.figures": ADMIN,
};

type Role = "anonymous" | "churchUser" | "owner" | "admin";
const ROLES: Role[] = ["anonymous", "churchUser", "owner", "admin"];
const ACCESS_LEVELS: readonly string[] = ["public", "user", "admin"] satisfies Access[];

/** Nothing valid: missing input and an object no schema of ours accepts. */
const GARBAGE_INPUTS: unknown[] = [undefined, { "\u0000garbage": ["not", "an", "input"] }];

interface ProcedureDef {
  _def: { type: "query" | "mutation" | "subscription"; meta?: { access?: unknown } };
}
const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
const paths = Object.keys(procedures).sort();

let testDb: TestDatabase;
let adapters: Adapters;
let users: Record<Role, SessionUser | null>;
let fixtures: Fixtures;

beforeAll(async () => {
  testDb = await createTestDatabase();
  adapters = createAdapters(testConfig(), testDb.db);
  const owner = await createUser(testDb.db, { firstName: "Owen", lastName: "Owner" });
  const church = await createChurch(testDb.db, { ownerId: owner.id });
  await testDb.db.updateTable("users").set({ churchId: church.id }).where("id", "=", owner.id).execute();
  users = {
    anonymous: null,
    churchUser: await createUser(testDb.db),
    owner: { ...owner, churchId: church.id },
    admin: await createAdmin(testDb.db),
  };
  fixtures = { ownedChurchId: church.id };
});
afterAll(async () => {
  await testDb?.destroy();
});

/** Calls one procedure by its dotted path; resolves to the tRPC error code, or "OK". */
async function call(path: string, user: SessionUser | null, input: unknown): Promise<string> {
  const caller = callerAs(testDb.db, user, adapters) as unknown as Record<string, unknown>;
  const procedure = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  try {
    await (procedure as (input: unknown) => Promise<unknown>)(input);
    return "OK";
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

/** What a role may be told with garbage input, by policy; anything else is a violation. */
function refusalAllowed(policy: Policy, role: Role, code: string): boolean {
  const { access } = policy;
  if (role === "anonymous") {
    if (access === "public") return code !== "UNAUTHORIZED" && code !== "FORBIDDEN";
    return code === "UNAUTHORIZED";
  }
  if (access === "admin" && role !== "admin") return code === "FORBIDDEN";
  if (code === "UNAUTHORIZED") return false;
  // A church user with no church of their own, on a procedure about the caller's own church.
  if (code === "FORBIDDEN") return policy.owner !== undefined && role === "churchUser";
  return true;
}

describe("access matrix", () => {
  it("every procedure declares its access as public, user or admin", () => {
    const undeclared = paths.filter(
      (path) => !ACCESS_LEVELS.includes(String(procedures[path]?._def.meta?.access)),
    );
    expect(
      undeclared,
      `These procedures have no meta.access; build them on publicProcedure, protectedProcedure or adminProcedure (api/src/trpc/init.ts): ${undeclared.join(", ")}`,
    ).toEqual([]);
  });

  it("every procedure is listed in EXPECTED, and EXPECTED lists only existing procedures", () => {
    const missing = paths.filter((path) => !(path in EXPECTED));
    const suggestion = missing
      .map((path) => `  "${path}": ${String(procedures[path]?._def.meta?.access).toUpperCase()},`)
      .join("\n");
    expect(
      missing,
      `Undeclared procedures: ${missing.join(", ")}.\nDeclare who may call each one in EXPECTED in api/test/access-matrix.test.ts, e.g.\n${suggestion}`,
    ).toEqual([]);
    const stale = Object.keys(EXPECTED).filter((path) => !(path in procedures));
    expect(stale, `EXPECTED names procedures that no longer exist; remove them: ${stale.join(", ")}`).toEqual(
      [],
    );
  });

  it("each procedure's declared access is the one expected", () => {
    const mismatched = paths
      .filter((path) => path in EXPECTED && procedures[path]?._def.meta?.access !== EXPECTED[path]?.access)
      .map(
        (path) =>
          `${path}: declares ${String(procedures[path]?._def.meta?.access)}, expected ${EXPECTED[path]?.access}`,
      );
    expect(mismatched).toEqual([]);
  });

  it("anonymous, church user, owner and admin get exactly the access each policy allows", async () => {
    const violations: string[] = [];
    for (const path of paths) {
      const policy = EXPECTED[path];
      if (!policy) continue;
      for (const role of ROLES) {
        for (const input of GARBAGE_INPUTS) {
          const code = await call(path, users[role], input);
          if (!refusalAllowed(policy, role, code)) {
            violations.push(
              `${path} (${policy.access}) as ${role} with ${JSON.stringify(input) ?? "no input"}: ${code}`,
            );
          }
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it("garbage input is a client error, never a server error", async () => {
    const failures: string[] = [];
    for (const path of paths) {
      for (const input of GARBAGE_INPUTS) {
        const code = await call(path, users.admin, input);
        if (code === "INTERNAL_SERVER_ERROR")
          failures.push(`${path} with ${JSON.stringify(input) ?? "no input"}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("owner-scoped procedures let the owner through and refuse another church user", async () => {
    const violations: string[] = [];
    let checked = 0;
    for (const path of paths) {
      const ownerInput = EXPECTED[path]?.owner?.ownerInput;
      if (!ownerInput) continue;
      checked += 1;
      const input = ownerInput(fixtures);
      const asOwner = await call(path, users.owner, input);
      // A valid input: anything but success means the owner was refused or the sample input went stale.
      if (asOwner !== "OK") violations.push(`${path} as owner: ${asOwner}`);
      const asOther = await call(path, users.churchUser, input);
      if (asOther !== "FORBIDDEN" && asOther !== "NOT_FOUND")
        violations.push(`${path} as another user: ${asOther}`);
    }
    expect(checked).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it("an administrator demoted in the database loses admin access at once", async () => {
    const admin = await createAdmin(testDb.db);
    const adminPaths = paths.filter((path) => EXPECTED[path]?.access === "admin");
    expect(adminPaths.length).toBeGreaterThan(0);
    await testDb.db.updateTable("users").set({ role: "church" }).where("id", "=", admin.id).execute();
    for (const path of adminPaths) {
      // The stale session object still says admin; the procedure must ask the database.
      expect(await call(path, admin, undefined), path).toBe("FORBIDDEN");
    }
  });
});
