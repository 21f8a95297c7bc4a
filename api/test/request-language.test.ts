import { CITY_REQUIRED, INVALID_EMAIL, YOUR_NAME_REQUIRED } from "@app/shared";
import { describe, expect, it } from "vitest";
import { nextIp, registrationBody, sendJson, signedInCookie } from "./auth-helpers.ts";
import {
  createAdmin,
  createChurch,
  createEvent,
  createResourceType,
  createUser,
  isoDate,
  sessionFor,
  unique,
} from "./factories.ts";
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
  it("are in Spanish when the request asks for Spanish, in the original English otherwise", async () => {
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

describe("answers written outside the services", () => {
  const spanish = { "accept-language": "es" };
  const get = (url: string, headers: Record<string, string> = {}) =>
    env.app.inject({ method: "GET", url, headers });

  it("say Unauthorized, Not found and Church not found in the request's language", async () => {
    expect((await get("/api/auth/user")).json()).toEqual({ message: "Unauthorized" });
    expect((await get("/api/auth/user", spanish)).json()).toEqual({ message: "No autorizado" });
    expect((await get("/api/no-such-path")).json()).toEqual({ message: "Not found" });
    expect((await get("/api/no-such-path", spanish)).json()).toEqual({ message: "No encontrado" });
    expect((await get("/api/churches/999999")).json()).toEqual({ message: "Church not found" });
    expect((await get("/api/churches/999999", spanish)).json()).toEqual({
      message: "No se encontró la iglesia",
    });
  });

  it("refuse a cross-site request and a non-JSON body in Spanish too", async () => {
    const crossSite = await env.app.inject({
      method: "POST",
      url: "/api/church-plant-requests",
      headers: { origin: "https://evil.example", "content-type": "application/json", ...spanish },
      payload: "{}",
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: "No se permiten solicitudes desde otros sitios" });
    const form = await env.app.inject({
      method: "POST",
      url: "/api/church-plant-requests",
      headers: { origin: "http://localhost:3000", "content-type": "text/plain", ...spanish },
      payload: "x",
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ message: "Las solicitudes deben enviarse en formato JSON" });
  });

  it("answer an account's church refusals and a missing profile in Spanish", async () => {
    const user = await createUser(env.db);
    const cookie = signedInCookie(env.app, await sessionFor(env.db, user));
    const other = await createChurch(env.db);
    const headers = { cookie, ...spanish };
    const noProfile = await get("/api/user/church", headers);
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.json()).toEqual({ message: "Sin perfil de iglesia" });
    const foreign = await get(`/api/user/church?churchId=${other.id}`, headers);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: "Solo puede administrar su propia iglesia" });
    const profile = {
      name: "Renamed Chapel",
      address: "1 New St",
      city: "Des Moines",
      state: "ia",
      zipCode: "50309",
      pastorName: "New Pastor",
      serviceTimes: "Sunday 11:00 AM",
    };
    const update = await sendJson(env.app, "PUT", "/api/user/church", profile, { cookie, headers: spanish });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe("No se encontró un perfil de iglesia. Primero registre su iglesia.");
    const english = await sendJson(env.app, "PUT", "/api/user/church", profile, { cookie });
    expect(english.json().message).toBe("No church profile found. Register your church first.");
  });

  it("answer an unknown social platform and an unknown image in Spanish", async () => {
    const admin = await createAdmin(env.db);
    const cookie = signedInCookie(env.app, await sessionFor(env.db, admin));
    const platform = await sendJson(
      env.app,
      "PUT",
      "/api/admin/social-media/myspace/toggle",
      { isActive: true },
      { cookie, headers: spanish },
    );
    expect(platform.statusCode).toBe(404);
    expect(platform.json().message).toBe("Red social desconocida");
    const image = await get("/api/uploads/00000000-0000-4000-8000-000000000000", spanish);
    expect(image.statusCode).toBe(404);
    expect(image.json().message).toBe("No se encontró la imagen");
  });
});

describe("mails whose reader's language is known by the request", () => {
  it("send the claim code in the claimant's language, naming only the church", async () => {
    const send = async (language: string) => {
      const church = await createChurch(env.db, {
        name: "Grace Chapel of Ames",
        email: `${unique("claim")}@example.org`,
      });
      const user = await createUser(env.db);
      const cookie = signedInCookie(env.app, await sessionFor(env.db, user));
      const response = await sendJson(
        env.app,
        "POST",
        "/api/user/claim-church",
        { churchId: church.id, verificationData: { email: church.email } },
        { cookie, ip: nextIp(), headers: { "accept-language": language } },
      );
      expect(response.statusCode, response.body).toBe(200);
      const [mail] = await mailsTo(church.email!);
      return { mail: mail!, church, user };
    };
    const english = await send("en");
    expect(english.mail.subject).toBe("Your code to claim “Grace Chapel of Ames”");
    const code = /Verification code: \d{6}$/m;
    expect(english.mail.textBody.replace(code, "Verification code: 123456")).toBe(
      [
        "Someone signed in to an account on the Heartland Church Network church directory asked to manage “Grace Chapel of Ames”.",
        "We send the code that confirms it only to the church's listed email address: this one.",
        "",
        "Verification code: 123456",
        "",
        "Enter it on the claim page: http://localhost:3000/claim",
        "",
        "The code is valid for 15 minutes. Give it only to someone you know should manage the church.",
        "If you did not ask for it, ignore this email: nothing changes without the code.",
      ].join("\n"),
    );
    expect(english.mail.textBody).not.toContain(english.user.email);
    const spanish = await send("es");
    expect(spanish.mail.subject).toBe("Su código para reclamar “Grace Chapel of Ames”");
    expect(spanish.mail.textBody).toMatch(/^Alguien que inició sesión con una cuenta /);
    expect(spanish.mail.textBody).toMatch(/Código de verificación: \d{6}/);
    expect(spanish.mail.textBody).toContain("El código es válido durante 15 minutos.");
    // The claim page in the claimant's language, as an absolute link.
    expect(spanish.mail.textBody).toContain("http://localhost:3000/es/claim");
    expect(spanish.mail.textBody).not.toContain(spanish.user.email);
  });
});

describe("mails whose reader's language is not known", () => {
  it("tell of a church's approval in English and then Spanish, each with its own links", async () => {
    const owner = await createUser(env.db);
    const church = await createChurch(env.db, { isApproved: false, ownerId: owner.id, email: null });
    const admin = await createAdmin(env.db);
    const cookie = signedInCookie(env.app, await sessionFor(env.db, admin));
    const approved = await sendJson(
      env.app,
      "POST",
      "/trpc/churches.approve",
      { id: church.id },
      { cookie, headers: { "accept-language": "es" } },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe(
      `${church.name} is now listed in the directory / ${church.name} ya figura en el directorio`,
    );
    const [english, spanish] = mail!.textBody.split("\n\n----------\n\n");
    expect(english).toBe(
      [
        `Good news: ${church.name} has been approved and is now listed in the Heartland Church Network church directory.`,
        "",
        `See the listing: http://localhost:3000/church/${church.id}`,
        "Keep its details up to date from your profile: http://localhost:3000/profile",
      ].join("\n"),
    );
    expect(spanish).toContain(`Buenas noticias: ${church.name} fue aprobada`);
    expect(spanish).toContain(`Vea la ficha: http://localhost:3000/es/church/${church.id}`);
    expect(spanish).toContain("desde su perfil: http://localhost:3000/es/profile");
  });

  it("tell an account's owner of an attempt to register with its address in both languages", async () => {
    const existing = await createUser(env.db);
    const body = registrationBody({ email: existing.email });
    const response = await sendJson(env.app, "POST", "/api/auth/register-church", body, {
      ip: nextIp(),
      headers: { "accept-language": "es" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await mailsTo(existing.email);
    expect(mail?.subject).toBe(
      "Someone tried to register with your email address / Alguien intentó registrarse con su correo electrónico",
    );
    const [english, spanish] = mail!.textBody.split("\n\n----------\n\n");
    expect(english).toContain("already has an account, so no new account was created and");
    expect(english).toContain("\nhttp://localhost:3000/auth\n");
    expect(spanish).toContain("Esta dirección ya tiene una cuenta");
    expect(spanish).toContain("\nhttp://localhost:3000/es/auth\n");
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
