import { type MessageKey, MSG } from "@app/shared/i18n";
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import * as spanish from "@zxcvbn-ts/language-es-es";
import { invalid } from "../../errors.ts";

/**
 * zxcvbn's "safely unguessable" (about 10^10 guesses and more): what NIST SP 800-63B asks for in place of
 * composition rules, a check against common and easily guessed passwords (docs/product/accounts.md,
 * "Passwords").
 */
export const MIN_PASSWORD_SCORE = 3;

// The dictionaries take a third of a second to load: built on first use, not at start.
let estimator: ZxcvbnFactory | undefined;
function strength(password: string, userInputs: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, ...spanish.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator.check(password, userInputs);
}

export interface PasswordOwner {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** The words of the owner's name and address an attacker would try first: "grace", "smith", "gracechapel". */
function ownerWords({ email, firstName, lastName }: PasswordOwner): string[] {
  const [local = "", domain = ""] = email.toLowerCase().split("@");
  const words = [email, local, firstName, lastName, ...local.split(/[^\p{L}\p{N}]+/u), domain.split(".")[0]];
  return [...new Set(words.filter((word): word is string => !!word && word.length >= 3))];
}

/** Why a password is refused, or null when it is strong enough. */
export function passwordWeakness(password: string, owner: PasswordOwner): MessageKey | null {
  const result = strength(password, ownerWords(owner));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const dictionaries = result.sequence.map((match) =>
    "dictionaryName" in match ? match.dictionaryName : null,
  );
  if (dictionaries.includes("userInputs")) return MSG.sharedMessages.accountSecurity.personalPassword;
  if (dictionaries.includes("passwords-common")) return MSG.sharedMessages.accountSecurity.commonPassword;
  return MSG.sharedMessages.accountSecurity.guessablePassword;
}

/** Refuses a weak password with a field error that says why (a 400, in the request's language). */
export function assertStrongPassword(password: string, owner: PasswordOwner, field = "password"): void {
  const weakness = passwordWeakness(password, owner);
  if (weakness) throw invalid(weakness, { [field]: [weakness] });
}
