import { type CombinedRegistrationData, EMAIL_TAKEN } from "@app/shared";
import type { Adapters } from "../../adapters/index.ts";
import type { Database } from "../../db/connect.ts";
import { conflict } from "../../errors.ts";
import { insertChurch } from "../churches/write.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { hashPassword } from "./password.ts";
import type { SessionUser } from "./session.ts";
import { createSession } from "./sessions.ts";

interface RegistrationContext {
  db: Database;
  adapters: Pick<Adapters, "geocoder" | "rateLimiter">;
  ip: string;
}

export interface RegisteredAccount {
  user: SessionUser;
  church: { id: number; name: string; isApproved: boolean };
  sessionId: string;
}

/**
 * /register-church: the account, its church (owned by it, pending approval like every new church) and the
 * first session are written in one transaction, so a failure at any step leaves none of them behind.
 */
export async function registerChurchAccount(
  { db, adapters, ip }: RegistrationContext,
  input: CombinedRegistrationData,
): Promise<RegisteredAccount> {
  await adapters.rateLimiter.hit(RATE_LIMITS.accountRegistration, ip);
  // Hashing is slow on purpose: do it before the transaction opens, not while it holds a connection.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom("users")
        .select("id")
        .where("email", "=", input.email)
        .executeTakeFirst();
      if (taken) throw conflict(EMAIL_TAKEN);
      const user = await trx
        .insertInto("users")
        .values({
          email: input.email,
          password: passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: "church",
        })
        .returning(["id", "email", "firstName", "lastName"])
        .executeTakeFirstOrThrow();
      const church = await insertChurch(trx, adapters.geocoder, input.churchData, {
        ownerId: user.id,
        isApproved: false,
      });
      const sessionId = await createSession(trx, user.id);
      return {
        user: { ...user, role: "church" as const, churchId: church.id },
        church: { id: church.id, name: input.churchData.name, isApproved: false },
        sessionId,
      };
    });
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, and the loser hears the same answer.
    if (isUniqueViolation(error, "users_email_key")) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return pgError?.code === "23505" && pgError.constraint === constraint;
}
