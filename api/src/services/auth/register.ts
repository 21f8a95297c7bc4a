import type { AccountSignUpData, CombinedRegistrationData } from "@app/shared";
import type { Locale } from "@app/shared/i18n";
import type { Database } from "../../db/connect.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { createChurch } from "../churches/lifecycle/create.ts";
import type { ServiceContext } from "../context.ts";
import { acceptImageUrl } from "../image-urls.ts";
import { RATE_LIMITS } from "../rate-limits.ts";
import { inTransaction } from "../transaction.ts";
import { accountWelcomeMail, registrationAttemptMail, welcomeMail } from "./mail.ts";
import { hashPassword } from "./password.ts";
import { assertStrongPassword } from "./password-strength.ts";
import type { SessionUser } from "./session.ts";
import { createSession } from "./sessions.ts";

export type AccountRegistration =
  | {
      outcome: "created";
      user: SessionUser;
      church: { id: number; name: string; isApproved: boolean };
      sessionId: string;
    }
  /** Nothing was written; the caller answers as for "created" (see docs/decisions/008-registration-answers-and-owner-edits.md). */
  | { outcome: "email-taken" };

type NewAccount = { id: number; email: string; firstName: string | null; lastName: string | null };

/**
 * The step both sign-ups share: in one transaction, the user (a church account), whatever `andThen` adds with
 * it, and the first session; null when the email already has an account, also when two sign-ups race for it
 * (the unique index decides). The password is hashed before, not while the transaction holds a connection.
 */
async function createAccountUnlessTaken<T>(
  db: Database,
  input: { email: string; password: string; firstName: string; lastName: string; locale?: Locale },
  andThen: (trx: Database, user: NewAccount) => Promise<T>,
): Promise<{ user: NewAccount; sessionId: string; added: T } | null> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(db, async (trx) => {
      const taken = await trx
        .selectFrom("users")
        .select("id")
        .where("email", "=", input.email)
        .executeTakeFirst();
      if (taken) return null;
      const user = await trx
        .insertInto("users")
        .values({
          email: input.email,
          password: passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: "church",
          // The language of the page that signed up: its mails are written in it (docs/product/mail.md#language).
          preferredLocale: input.locale ?? null,
        })
        .returning(["id", "email", "firstName", "lastName"])
        .executeTakeFirstOrThrow();
      const added = await andThen(trx, user);
      return { user, sessionId: await createSession(trx, user.id), added };
    });
  } catch (error) {
    if (isUniqueViolation(error, "users_email_key")) return null;
    throw error;
  }
}

/**
 * /register-church: the account, its church (owned by it, pending approval like every new church) and the
 * first session are written in one transaction, so a failure at any step leaves none of them behind.
 * An address that already has an account gets a mail instead, and the caller gives the same answer, so
 * the form cannot be used to learn who has an account. Both paths hash the password, geocode the church and
 * send one mail, so they also take about as long.
 */
export async function registerChurchAccount(
  ctx: ServiceContext,
  input: CombinedRegistrationData,
): Promise<AccountRegistration> {
  const { db, adapters, config } = ctx;
  await adapters.rateLimiter.hit(RATE_LIMITS.accountRegistration, ctx.ip);
  // Before anything else, for a new address and a taken one alike (docs/product/accounts.md, "Passwords").
  assertStrongPassword(input.password, input);
  // Checked here as well as in createChurch: a taken address must get the same answer to a refused image.
  const imageField = "churchData.imageUrl";
  await acceptImageUrl(ctx, input.churchData.imageUrl, { field: imageField });
  const site = { associationName: config.ASSOCIATION_NAME, baseUrl: config.PUBLIC_BASE_URL };
  const account = await createAccountUnlessTaken(db, { ...input, locale: ctx.locale }, async (trx, user) => {
    const church = await createChurch({ ...ctx, db: trx }, input.churchData, {
      ownerId: user.id,
      isApproved: false,
      imageField,
    });
    // The welcome goes with the account: written in its transaction, sent after the commit (decision 019).
    await adapters.mailer.queue(trx, welcomeMail(input.email, input.churchData.name, site, ctx.locale));
    return church;
  });
  const created = account && {
    outcome: "created" as const,
    user: { ...account.user, role: "church" as const, churchId: account.added.id },
    church: { id: account.added.id, name: input.churchData.name, isApproved: false },
    sessionId: account.sessionId,
  };
  // A new church is geocoded (with the online geocoder, a network call): do the same lookup for a taken
  // address, so the time of the answer does not tell the two apart either.
  if (!created) await adapters.geocoder.geocode(input.churchData).catch(() => null);
  // A taken address's owner is told; nothing else was written, so there is no transaction to join.
  if (!created) await adapters.mailer.send(registrationAttemptMail(input.email, site));
  return created ?? { outcome: "email-taken" };
}

export type AccountSignUp =
  | { outcome: "created"; user: SessionUser; sessionId: string }
  | { outcome: "email-taken" };

/**
 * /sign-up: an account without a church, for a pastor whose church is already listed (they claim it next)
 * or who registers one later. The same rule as registerChurchAccount: an address that already has an
 * account is answered the same, gets nothing written and its owner is mailed; a new one is signed in.
 */
export async function registerAccount(ctx: ServiceContext, input: AccountSignUpData): Promise<AccountSignUp> {
  const { db, adapters, config } = ctx;
  await adapters.rateLimiter.hit(RATE_LIMITS.accountRegistration, ctx.ip);
  assertStrongPassword(input.password, input);
  const site = { associationName: config.ASSOCIATION_NAME, baseUrl: config.PUBLIC_BASE_URL };
  const account = await createAccountUnlessTaken(db, { ...input, locale: ctx.locale }, async (trx) => {
    await adapters.mailer.queue(trx, accountWelcomeMail(input.email, site, ctx.locale));
    return null;
  });
  const created = account && {
    outcome: "created" as const,
    user: { ...account.user, role: "church" as const, churchId: null },
    sessionId: account.sessionId,
  };
  if (!created) await adapters.mailer.send(registrationAttemptMail(input.email, site));
  return created ?? { outcome: "email-taken" };
}
