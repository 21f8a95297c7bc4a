import { z } from "zod";
import { adminPageFields } from "./admin-lists.ts";
import { textField } from "./fields.ts";
import { idSchema } from "./ids.ts";

/**
 * A second factor at sign-in and the administrator's accounts screen (issue 43 items 4 and 5; the rules are in
 * docs/product/accounts-admin.md). The refusals are ours; the catalogue holds them in both languages
 * (i18n/screens/two-factor.ts), so the server answers in the request's language.
 */
export const TWO_FACTOR_MESSAGES = {
  wrongCode: "That code is not correct. Please try again.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  recoveryCodeRequired: "Enter one of your recovery codes.",
  noPendingSignIn: "Your sign-in has expired. Please enter your email and password again.",
  passkeyFailed: "The passkey could not be verified. Please try again.",
  passkeyUnknown: "This passkey is not registered for your account.",
  enrolmentRequired:
    "Administrators must set up two-factor sign-in before doing anything else. Please set it up now.",
  notEnrolling: "Start the authenticator app setup again.",
  alreadyEnrolled: "An authenticator app is already set up for this account.",
  lastFactorRequired: "Administrators must keep at least one second factor.",
  accountDisabled: "This account has been disabled. Please contact an administrator.",
} as const;

export const ACCOUNT_ADMIN_MESSAGES = {
  notFound: "Account not found",
  lastAdministrator: "The last administrator cannot be demoted or disabled.",
  notYourself: "You cannot do this to your own account here.",
} as const;

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
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeRequired));

/** A recovery code as printed (xxxxx-xxxxx); case, spaces and the dash do not matter. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .transform((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, TWO_FACTOR_MESSAGES.recoveryCodeRequired));

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
