import { translator } from "@app/shared/i18n";
import { describe, expect, it } from "vitest";
import { nextIp, registrationBody, sendJson } from "./auth-helpers.ts";
import { unique } from "./factories.ts";
import { testConfig } from "./harness.ts";
import { useTestApp } from "./use-test-app.ts";

// A mail to an address the sender typed can be sent to anyone: it may quote nothing typed but the church's
// name, shortened (api/src/services/mail/quote.ts). Issue 38: the acknowledgement still quoted 60 characters.

const env = useTestApp();
const t = translator("en");
const site = testConfig().ASSOCIATION_NAME;

/** A name that is a pitch: a phone number, a link, an address and a sentence. */
const PITCH =
  "Grace Chapel: call +1 (800) 555-0100 now, refund at https://evil.example/r or pay@evil.example today";
/** All that may be quoted of it. */
const QUOTED = "“Grace Chapel call now, refund…”";

/** Every other field carries a marker that must not reach the mail. */
const MARKER = "PAYLOAD";

async function mailTo(address: string) {
  const rows = await env.db
    .selectFrom("mailOutbox")
    .select(["subject", "textBody"])
    .where("toAddress", "=", address.toLowerCase())
    .execute();
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe("a mail to an address a stranger typed", () => {
  it("acknowledges a church registration quoting only its shortened name", async () => {
    const email = `${unique("office")}@example.org`;
    const response = await sendJson(
      env.app,
      "POST",
      "/api/churches",
      {
        name: PITCH,
        pastorName: `${MARKER} pastor`,
        address: `1 ${MARKER} Street`,
        city: "Ames",
        state: "IA",
        zipCode: "50010",
        phone: "515-555-0199",
        website: "https://payload.example.org",
        email,
        serviceTimes: `Sunday ${MARKER}`,
        memberCount: "85",
        description: `${MARKER}: call 555-0199 at https://payload.example.org`,
        imageUrl: null,
      },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(201);
    const mail = await mailTo(email);
    const values = { site, church: QUOTED };
    expect(mail.subject).toBe(t("mail.acknowledgement.subject", values));
    expect(mail.textBody).toBe(t("mail.acknowledgement.body", values));
    for (const typed of [MARKER, "payload", "555", "evil", "refund at", "today"]) {
      expect(`${mail.subject}\n${mail.textBody}`).not.toContain(typed);
    }
  });

  it("welcomes a new account quoting only its church's shortened name", async () => {
    const body = registrationBody();
    body.firstName = MARKER;
    body.lastName = MARKER;
    body.churchData = {
      ...body.churchData,
      name: PITCH,
      pastorName: MARKER,
      address: `1 ${MARKER} Street`,
      description: `${MARKER}: call 555-0199`,
    };
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, { ip: nextIp() });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo(body.email);
    expect(mail.subject).toBe(t("mail.welcome.subject", { site }));
    const quoted = [...mail.textBody.matchAll(/“[^”]*”/g)].map((match) => match[0]);
    expect(quoted).toEqual([QUOTED]);
    for (const typed of [MARKER, "555", "evil", "refund at", "today"]) {
      expect(`${mail.subject}\n${mail.textBody}`).not.toContain(typed);
    }
  });
});
