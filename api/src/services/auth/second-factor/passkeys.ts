import { MSG } from "@app/shared/i18n";
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/connect.ts";
import { invalid } from "../../../errors.ts";
import { relyingParty } from "./relying-party.ts";

/** A challenge answers within five minutes, as the browser's own WebAuthn timeout. */
const CHALLENGE_MS = 5 * 60 * 1000;

type WebAuthnConfig = Pick<Config, "PUBLIC_BASE_URL" | "ASSOCIATION_NAME">;
type Purpose = "register" | "sign-in";

const passkeyFailed = () => invalid(MSG.sharedMessages.twoFactor.passkeyFailed);

async function keepChallenge(
  db: Database,
  userId: number,
  purpose: Purpose,
  challenge: string,
): Promise<void> {
  // One live challenge per account and purpose: asking again replaces it; stale ones go with it.
  await db
    .deleteFrom("webauthnChallenges")
    .where("userId", "=", userId)
    .where((eb) => eb.or([eb("purpose", "=", purpose), eb("expiresAt", "<=", new Date())]))
    .execute();
  await db
    .insertInto("webauthnChallenges")
    .values({ challenge, userId, purpose, expiresAt: new Date(Date.now() + CHALLENGE_MS) })
    .execute();
}

/** Takes the challenge the answer claims, if this server handed it to this account for this purpose: once. */
async function takeChallenge(db: Database, userId: number, purpose: Purpose, clientDataJSON: string) {
  let challenge: string;
  try {
    challenge = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")).challenge;
  } catch {
    throw passkeyFailed();
  }
  if (typeof challenge !== "string") throw passkeyFailed();
  const taken = await db
    .deleteFrom("webauthnChallenges")
    .where("challenge", "=", challenge)
    .where("userId", "=", userId)
    .where("purpose", "=", purpose)
    .where("expiresAt", ">", new Date())
    .returning("challenge")
    .executeTakeFirst();
  if (!taken) throw passkeyFailed();
  return taken.challenge;
}

/** The options the browser's navigator.credentials.create() needs; the account's passkeys are excluded. */
export async function passkeyRegistrationOptions(
  db: Database,
  config: WebAuthnConfig,
  user: { id: number; email: string },
) {
  const rp = relyingParty(config);
  const existing = await db
    .selectFrom("userPasskeys")
    .select(["id", "transports"])
    .where("userId", "=", user.id)
    .execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: "none",
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  await keepChallenge(db, user.id, "register", options.challenge);
  return options;
}

export async function registerPasskey(
  db: Database,
  config: WebAuthnConfig,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<{ id: string; name: string }> {
  const rp = relyingParty(config);
  const expectedChallenge = await takeChallenge(db, userId, "register", response.response.clientDataJSON);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => ({ verified: false as const }));
  if (!verification.verified) throw passkeyFailed();
  const { credential } = verification.registrationInfo;
  const label = name.trim() || `Passkey ${new Date().toISOString().slice(0, 10)}`;
  await db
    .insertInto("userPasskeys")
    .values({
      id: credential.id,
      userId,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: label,
    })
    .execute();
  return { id: credential.id, name: label };
}

/** The options for navigator.credentials.get() in a sign-in's second step: this account's passkeys only. */
export async function passkeySignInOptions(db: Database, config: WebAuthnConfig, userId: number) {
  const keys = await db
    .selectFrom("userPasskeys")
    .select(["id", "transports"])
    .where("userId", "=", userId)
    .execute();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    allowCredentials: keys.map((key) => ({ id: key.id, transports: key.transports })),
    userVerification: "preferred",
  });
  await keepChallenge(db, userId, "sign-in", options.challenge);
  return options;
}

/**
 * Checks a passkey's answer: the challenge (taken once), the origin and relying party, the signature, and the
 * signature counter, which must have grown whenever the authenticator keeps one (a cloned key shows up as a
 * counter that did not). The passkey row is locked so two answers cannot race past the counter check.
 */
export async function verifyPasskeySignIn(
  trx: Database,
  config: WebAuthnConfig,
  userId: number,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const rp = relyingParty(config);
  const expectedChallenge = await takeChallenge(trx, userId, "sign-in", response.response.clientDataJSON);
  const key = await trx
    .selectFrom("userPasskeys")
    .select(["id", "publicKey", "counter", "transports"])
    .where("id", "=", response.id)
    .where("userId", "=", userId)
    .forUpdate()
    .executeTakeFirst();
  if (!key) throw invalid(MSG.sharedMessages.twoFactor.passkeyUnknown);
  const storedCounter = Number(key.counter);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: { id: key.id, publicKey: new Uint8Array(key.publicKey), counter: storedCounter },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { newCounter } = verification.authenticationInfo;
  // The library refuses a counter that did not grow; checked here too, as the rule is ours to keep.
  if ((storedCounter > 0 || newCounter > 0) && newCounter <= storedCounter) return false;
  await trx
    .updateTable("userPasskeys")
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where("id", "=", key.id)
    .execute();
  return true;
}
