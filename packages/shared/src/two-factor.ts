import { z } from "zod";
import { adminPageFields } from "./admin-lists.ts";
import { textField } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";
import { idSchema } from "./ids.ts";

export { ACCOUNT_ADMIN_MESSAGES, TWO_FACTOR_MESSAGES } from "./two-factor-messages.ts";

/** The ways a sign-in's second step can be completed. */
export const SECOND_FACTOR_METHODS = ["totp", "passkey", "recovery"] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** How many recovery codes an account gets at a time, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** What POST /api/auth/login answers when the account has a second factor: no session yet. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  methods: SecondFactorMethod[];
}

/** Six digits; spaces an app shows between groups are allowed and dropped. */
export const totpCodeSchema = z
  .string({ error: MSG.sharedMessages.twoFactor.codeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, MSG.sharedMessages.twoFactor.codeRequired));

/** A recovery code as printed (xxxxx-xxxxx); case, spaces and the dash do not matter. */
export const recoveryCodeSchema = z
  .string({ error: MSG.sharedMessages.twoFactor.recoveryCodeRequired })
  .transform((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, MSG.sharedMessages.twoFactor.recoveryCodeRequired));

export const totpConfirmSchema = z.strictObject({ code: totpCodeSchema });
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

/**
 * A browser's WebAuthn answer as @simplewebauthn/browser serialises it: its outline is checked here, its parts
 * (signature, authenticator data, attestation) by @simplewebauthn/server. Other members pass through.
 */
const webAuthnResponse = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(16_384) }),
});
/** What the web app hands over: @simplewebauthn/browser's answer, an interface without an index signature. */
export type WebAuthnResponseInput = z.input<typeof webAuthnResponse>;

export const passkeyNameSchema = textField(100).default("");

export const passkeyRegistrationSchema = z.strictObject({
  name: passkeyNameSchema,
  response: webAuthnResponse,
});

const totpStep = z.strictObject({ method: z.literal("totp"), code: totpCodeSchema });
const recoveryStep = z.strictObject({ method: z.literal("recovery"), code: recoveryCodeSchema });

/** The second step's typed form: an authenticator code or a recovery code. */
export const secondFactorCodeSchema = z.discriminatedUnion("method", [totpStep, recoveryStep]);

/** The second step of a sign-in: one of the three ways. */
export const secondFactorSchema = z.discriminatedUnion("method", [
  totpStep,
  recoveryStep,
  z.strictObject({ method: z.literal("passkey"), response: webAuthnResponse }),
]);
export type SecondFactorInput = z.input<typeof secondFactorSchema>;

export const passkeyIdSchema = z.strictObject({ id: z.string().min(1).max(1024) });

/** The accounts screen: a page of accounts, searched by email or name. */
export const accountListSchema = z.strictObject(adminPageFields).prefault({});
export type AccountListInput = z.input<typeof accountListSchema>;

export const accountIdSchema = z.strictObject({ id: idSchema });
export const accountDisabledSchema = z.strictObject({ id: idSchema, disabled: z.boolean() });
export const accountRoleSchema = z.strictObject({ id: idSchema, role: z.enum(["admin", "church"]) });
