import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const CLAIM_CODE_TTL_MS = 15 * 60 * 1000;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;

/** Six digits from a cryptographic source, zero-padded. */
export const newClaimCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

/**
 * Only a keyed hash is stored: a leaked table does not reveal live codes, and the key (the session secret)
 * makes a million-entry lookup table useless. The claim's user and church are bound into the hash.
 */
export function hashClaimCode(
  secret: string,
  claim: { userId: number; churchId: number },
  code: string,
): string {
  return createHmac("sha256", secret)
    .update(`church-claim:${claim.userId}:${claim.churchId}:${code}`)
    .digest("hex");
}

export function claimCodeMatches(
  secret: string,
  claim: { userId: number; churchId: number; codeHash: string },
  code: string,
): boolean {
  const expected = Buffer.from(claim.codeHash, "hex");
  const actual = Buffer.from(hashClaimCode(secret, claim, code), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** 'grace@example.org' -> 'g***@example.org': enough to recognise the address, not to harvest it. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
