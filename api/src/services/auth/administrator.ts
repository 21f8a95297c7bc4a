import { accountEmailSchema, passwordSchema } from "@app/shared";
import type { Database } from "../../db/connect.ts";
import { inTransaction } from "../transaction.ts";
import { hashPassword } from "./password.ts";
import { revokeUserSessions } from "./sessions.ts";

export interface AdministratorInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Turn an existing church account into an administrator; refused without it. */
  promote?: boolean;
}

export type AdministratorOutcome = "created" | "reset" | "promoted";

export class AdministratorError extends Error {}

/**
 * Creates an administrator, or sets a new password for an existing one. Either way every session of that
 * account ends, so a leaked password or cookie stops working at once.
 */
export async function upsertAdministrator(
  db: Database,
  input: AdministratorInput,
): Promise<{ id: number; email: string; outcome: AdministratorOutcome }> {
  const email = accountEmailSchema.safeParse(input.email);
  if (!email.success) throw new AdministratorError(`"${input.email}" is not a valid email address.`);
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) throw new AdministratorError("The password must be 8 to 128 characters.");
  const hash = await hashPassword(password.data);

  return inTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom("users")
      .select(["id", "role"])
      .where("email", "=", email.data)
      .forUpdate()
      .executeTakeFirst();
    if (!existing) {
      const created = await trx
        .insertInto("users")
        .values({
          email: email.data,
          password: hash,
          role: "admin",
          // No invented name: the site greets an account without a first name by its email.
          firstName: input.firstName?.trim() || null,
          lastName: input.lastName?.trim() || null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: created.id, email: email.data, outcome: "created" as const };
    }
    // Handing a church account the whole site must be a deliberate act, never a typo in an email.
    if (existing.role !== "admin" && !input.promote) {
      throw new AdministratorError(
        `${email.data} is an existing ${existing.role} account. Pass --promote to make it an administrator.`,
      );
    }
    await trx
      .updateTable("users")
      .set({
        password: hash,
        role: "admin",
        ...(input.firstName?.trim() && { firstName: input.firstName.trim() }),
        ...(input.lastName?.trim() && { lastName: input.lastName.trim() }),
      })
      .where("id", "=", existing.id)
      .execute();
    await revokeUserSessions(trx, existing.id);
    return { id: existing.id, email: email.data, outcome: existing.role === "admin" ? "reset" : "promoted" };
  });
}
