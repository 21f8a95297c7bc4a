import { MSG } from "@app/shared/i18n";

// The refusals are keys (the answer writes them in the request's language).
const ACCOUNT_SECURITY_MESSAGES = MSG.sharedMessages.accountSecurity;

import { describe, expect, it } from "vitest";
import { assertStrongPassword, passwordWeakness } from "./password-strength.ts";

const owner = { email: "grace.whitfield@bethelchapel.org", firstName: "Grace", lastName: "Whitfield" };

describe("passwordWeakness", () => {
  it("refuses the most common passwords, saying so", () => {
    for (const password of ["password123", "iloveyou1", "qwerty123", "12345678"]) {
      expect(passwordWeakness(password, owner), password).toBe(ACCOUNT_SECURITY_MESSAGES.commonPassword);
    }
  });

  it("refuses a password built from the owner's name or address, saying so", () => {
    for (const password of ["whitfield2024", "gracewhitfield", "bethelchapel1", "Grace.Whitfield!"]) {
      expect(passwordWeakness(password, owner), password).toBe(ACCOUNT_SECURITY_MESSAGES.personalPassword);
    }
    // The same password is fine for someone else.
    expect(passwordWeakness("whitfield2024", { email: "ana@example.org" })).not.toBe(
      ACCOUNT_SECURITY_MESSAGES.personalPassword,
    );
  });

  it("knows common Spanish words", () => {
    expect(passwordWeakness("contraseña", owner)).not.toBeNull();
  });

  it("accepts long passphrases without any composition rule", () => {
    for (const password of ["correct horse battery", "lantern orchard seventeen", "ríos de papel azul"]) {
      expect(passwordWeakness(password, owner), password).toBeNull();
    }
  });

  it("throws a field error on the named field", () => {
    expect(() => assertStrongPassword("password123", owner, "newPassword")).toThrow(
      expect.objectContaining({ fieldErrors: { newPassword: [ACCOUNT_SECURITY_MESSAGES.commonPassword] } }),
    );
  });
});
