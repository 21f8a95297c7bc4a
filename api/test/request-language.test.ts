import { CITY_REQUIRED, INVALID_EMAIL, YOUR_NAME_REQUIRED } from "@app/shared";
import { describe, expect, it } from "vitest";
import { nextIp, registrationBody, sendJson, signedInCookie } from "./auth-helpers.ts";
import { createAdmin, createEvent, createResourceType, isoDate, sessionFor } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Issue 17: the API answers, and mails the requester, in the language the client asks for (the web app sends
// its page's language); English otherwise.
const env = useTestApp();

const mailsTo = (address: string) =>
  env.db
    .selectFrom("mailOutbox")
    .select(["subject", "textBody"])
    .where("toAddress", "=", address.toLowerCase())
    .orderBy("id")
    .execute();
const EMPTY_REQUEST = { requestorName: "", requestorEmail: "not-an-email", cityName: "", stateName: "" };

describe("error answers", () => {
  it("are in Spanish when the request asks for Spanish, in the spec's English otherwise", async () => {
    const english = await sendJson(env.app, "POST", "/api/church-plant-requests", EMPTY_REQUEST, {
      ip: nextIp(),
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(YOUR_NAME_REQUIRED);
    expect(english.json().fieldErrors).toMatchObject({
      requestorName: [YOUR_NAME_REQUIRED],
      requestorEmail: [INVALID_EMAIL],
      cityName: [CITY_REQUIRED],
    });

    const spanish = await sendJson(env.app, "POST", "/api/church-plant-requests", EMPTY_REQUEST, {
      ip: nextIp(),
      headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
    });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).toBe("Su nombre es obligatorio");
    expect(spanish.json().fieldErrors).toMatchObject({
      requestorName: ["Su nombre es obligatorio"],
      requestorEmail: ["Escriba un correo electrónico válido"],
      cityName: ["La ciudad es obligatoria"],
    });
  });

  it("over tRPC too, field by field", async () => {
    const send = (language?: string) =>
      sendJson(env.app, "POST", "/trpc/planting.create", EMPTY_REQUEST, {
        ip: nextIp(),
        headers: language ? { "accept-language": language } : {},
      });
    const english = (await send()).json().error.data.fieldErrors;
    expect(english.requestorName).toEqual([YOUR_NAME_REQUIRED]);
    const spanish = (await send("es")).json().error.data.fieldErrors;
    expect(spanish.requestorName).toEqual(["Su nombre es obligatorio"]);
    expect(spanish.cityName).toEqual(["La ciudad es obligatoria"]);
  });
});

describe("the services' refusals", () => {
  it("are in Spanish too, those written from values as well", async () => {
    const admin = await createAdmin(env.db);
    const cookie = signedInCookie(env.app, await sessionFor(env.db, admin));
    const type = await createResourceType(env.db);
    const send = (language: string) =>
      sendJson(
        env.app,
        "POST",
        "/api/admin/resource-types",
        { name: type.name, color: "red" },
        {
          cookie,
          headers: { "accept-language": language },
        },
      );
    const english = await send("en");
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(`A resource type named "${type.name}" already exists`);
    const spanish = await send("es");
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().message).toBe(`Ya existe un tipo de recurso llamado «${type.name}»`);
    expect(spanish.json().fieldErrors.name).toEqual([`Ya existe un tipo de recurso llamado «${type.name}»`]);
  });
});

describe("mails to the address the requester typed", () => {
  it("are in the requester's language, with links to the pages in that language", async () => {
    const spanish = registrationBody();
    const created = await sendJson(env.app, "POST", "/api/auth/register-church", spanish, {
      ip: nextIp(),
      headers: { "accept-language": "es" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [welcome] = await mailsTo(spanish.email);
    expect(welcome?.subject).toBe("Su cuenta de iglesia en Heartland Church Network");
    expect(welcome?.textBody).toContain("Un miembro de nuestro equipo revisa cada iglesia nueva");
    expect(welcome?.textBody).toContain("http://localhost:3000/es/auth");

    const english = registrationBody();
    await sendJson(env.app, "POST", "/api/auth/register-church", english, { ip: nextIp() });
    const [englishWelcome] = await mailsTo(english.email);
    expect(englishWelcome?.subject).toBe("Your Heartland Church Network church account");
    // Word for word what the English mail said before it came from the catalogue.
    expect(englishWelcome?.textBody).toContain(
      "Every new church is reviewed by a member of our team within 24-48 hours; it appears in the public\n" +
        "directory once it has been approved. Meanwhile you can sign in and manage it from your profile:\n" +
        "http://localhost:3000/auth\n",
    );
  });
});

describe("the calendar", () => {
  it("names itself, the host and the type in the language its address asks for", async () => {
    const event = await createEvent(env.db, {
      startDate: isoDate(5),
      type: "study",
      registrationRequired: true,
    });
    // Calendar lines fold at 75 octets: unfold them before reading.
    const read = async (url: string) =>
      (await env.app.inject({ method: "GET", url })).body.replace(/\r\n[ \t]/g, "");
    const english = await read("/api/events.ics");
    expect(english).toContain("X-WR-CALNAME:Heartland Church Network Events");
    expect(english).toContain("CATEGORIES:Bible Studies");
    expect(english).toContain("Host church: ");
    const spanish = await read(`/api/events/${event.id}/ics?lang=es`);
    expect(spanish).toContain("X-WR-CALNAME:Eventos de Heartland Church Network");
    expect(spanish).toContain("CATEGORIES:Estudios bíblicos");
    expect(spanish).toContain("Iglesia anfitriona: ");
    expect(spanish).toContain("Requiere inscripción.");
    expect(spanish).toMatch(/^PRODID:.*\/\/ES$/m);
  });
});
