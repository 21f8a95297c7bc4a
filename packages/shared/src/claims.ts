import { z } from "zod";
import { emailField, requiredId } from "./fields.ts";
import { MSG } from "./i18n/keys.ts";

/** POST /api/user/claim-church: starts a claim; a one-time code goes to the church's listed email. */
export const claimRequestSchema = z.strictObject({
  churchId: requiredId(MSG.messages.CHURCH_REQUIRED),
  verificationData: z.strictObject({ email: emailField(MSG.messages.INVALID_EMAIL_ADDRESS) }),
});
export type ClaimRequestInput = z.input<typeof claimRequestSchema>;
export type ClaimRequestData = z.output<typeof claimRequestSchema>;

export const claimConfirmSchema = z.strictObject({
  churchId: requiredId(MSG.messages.CHURCH_REQUIRED),
  code: z
    .string({ error: MSG.messages.INVALID_CLAIM_CODE })
    .trim()
    .regex(/^\d{6}$/, MSG.messages.INVALID_CLAIM_CODE),
});
export type ClaimConfirmInput = z.input<typeof claimConfirmSchema>;
export type ClaimConfirmData = z.output<typeof claimConfirmSchema>;
