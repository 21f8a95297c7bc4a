import { MSG } from "@app/shared/i18n";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import type { Database } from "../../../db/connect.ts";
import { conflict } from "../../../errors.ts";

/** One step either side of now: a phone whose clock is 30 s off still signs in. */
const EPOCH_TOLERANCE_S = 30;

/**
 * Starts (or restarts) enrolling an authenticator app: a new secret, kept unconfirmed until a code from it is
 * typed back. The QR code is drawn here as SVG, so the page needs no QR library.
 */
export async function startTotpEnrolment(
  db: Database,
  user: { id: number; email: string },
  issuer: string,
): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const existing = await db
    .selectFrom("userTotp")
    .select("confirmedAt")
    .where("userId", "=", user.id)
    .executeTakeFirst();
  if (existing?.confirmedAt) throw conflict(MSG.sharedMessages.twoFactor.alreadyEnrolled);
  const secret = generateSecret();
  await db
    .insertInto("userTotp")
    .values({ userId: user.id, secret })
    .onConflict((oc) =>
      oc.column("userId").doUpdateSet({ secret, lastUsedStep: null, createdAt: new Date() }),
    )
    .execute();
  const uri = generateURI({ issuer, label: user.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, uri, qrSvg };
}

/**
 * Checks a code against the account's secret and records its time step, in one locked read and write: a code
 * of the last accepted step or earlier is refused, so a code cannot be used twice, even by two requests at once.
 * `confirmed` names which secret: the enrolled one (sign-in) or the one being enrolled.
 */
export async function verifyTotpCode(
  trx: Database,
  userId: number,
  code: string,
  { confirmed }: { confirmed: boolean },
): Promise<boolean> {
  const row = await trx
    .selectFrom("userTotp")
    .select(["secret", "confirmedAt", "lastUsedStep"])
    .where("userId", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (row.confirmedAt !== null) !== confirmed) return false;
  const result = await verify({
    secret: row.secret,
    token: code,
    epochTolerance: EPOCH_TOLERANCE_S,
    ...(row.lastUsedStep !== null && { afterTimeStep: Number(row.lastUsedStep) }),
  });
  // A TOTP answer carries its time step (the union type also covers HOTP's, which has none).
  if (!result.valid || !("timeStep" in result)) return false;
  await trx
    .updateTable("userTotp")
    .set({ lastUsedStep: String(result.timeStep), ...(!confirmed && { confirmedAt: new Date() }) })
    .where("userId", "=", userId)
    .execute();
  return true;
}
