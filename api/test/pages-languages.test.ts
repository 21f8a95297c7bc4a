import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { createChurch, createEvent, isoDate } from "./factories.ts";
import { useTestApp } from "./use-test-app.ts";

// Issue 17: every page in English and Spanish, at its own address (docs/decisions/013-two-languages.md).
const env = useTestApp();
const BASE = "http://localhost:3000";
const SITE = "Heartland Church Network";

async function head(url: string, headers: Record<string, string> = {}) {
  const response = await env.app.inject({ method: "GET", url, headers });
  const root = parse(response.body);
  return {
    response,
    lang: root.querySelector("html")?.getAttribute("lang"),
    title: root.querySelector("title")?.text ?? "",
    description: root.querySelector('meta[name="description"]')?.getAttribute("content"),
    canonical: root.querySelector('link[rel="canonical"]')?.getAttribute("href"),
    ogLocale: root.querySelector('meta[property="og:locale"]')?.getAttribute("content"),
    hreflang: Object.fromEntries(
      root
        .querySelectorAll("link[hreflang]")
        .map((link) => [link.getAttribute("hreflang")!, link.getAttribute("href")!]),
    ),
  };
}

describe("pages in two languages", () => {
  it("writes a Spanish page's head in Spanish, with lang, canonical and hreflang alternates", async () => {
    const page = await head("/es/resources");
    expect(page.response.statusCode).toBe(200);
    expect(page.lang).toBe("es");
    expect(page.title).toBe(`Biblioteca de recursos | ${SITE}`);
    expect(page.description).toMatch(/^Sermones, estudios bíblicos/);
    expect(page.canonical).toBe(`${BASE}/es/resources`);
    expect(page.ogLocale).toBe("es_US");
    expect(page.hreflang).toEqual({
      en: `${BASE}/resources`,
      es: `${BASE}/es/resources`,
      "x-default": `${BASE}/resources`,
    });
  });

  it("keeps the English page as it was, with the same alternates", async () => {
    const page = await head("/resources");
    expect(page.lang).toBe("en");
    expect(page.title).toBe(`Resource Vault | ${SITE}`);
    expect(page.canonical).toBe(`${BASE}/resources`);
    expect(page.hreflang.es).toBe(`${BASE}/es/resources`);
  });

  it("serves the Spanish home page at /es and a church page under /es/church", async () => {
    const church = await createChurch(env.db);
    const home = await head("/es");
    expect(home.response.statusCode).toBe(200);
    expect(home.lang).toBe("es");
    expect(home.title).toBe(`${SITE}: encuentre una iglesia cerca de usted`);
    expect(home.hreflang).toMatchObject({ en: `${BASE}/`, es: `${BASE}/es` });
    const detail = await head(`/es/church/${church.id}`);
    expect(detail.response.statusCode).toBe(200);
    expect(detail.lang).toBe("es");
    expect(detail.canonical).toBe(`${BASE}/es/church/${church.id}`);
  });

  it("writes the text for readers without JavaScript in the page's language", async () => {
    const church = await createChurch(env.db, {
      serviceTimes: "Domingo 11:00",
      pastorName: "Ana Ruiz",
      phone: "(515) 555-0101",
    });
    const event = await createEvent(env.db, {
      churchId: church.id,
      startDate: isoDate(9),
      allDay: true,
      location: "Salón",
    });
    const noscript = async (url: string) =>
      // The noscript element's content, read as a reader sees it (its markup parses as text here).
      (
        parse((await env.app.inject({ method: "GET", url })).body).querySelector("noscript")?.text ?? ""
      ).replace(/<[^>]+>/g, "");

    const spanishChurch = await noscript(`/es/church/${church.id}`);
    expect(spanishChurch).toContain("Horarios de culto");
    expect(spanishChurch).toContain("Teléfono: (515) 555-0101");
    expect(spanishChurch).toContain(`Buscar más iglesias cerca de ${church.city}`);
    expect(await noscript(`/church/${church.id}`)).toContain("Service times");

    const spanishEvent = await noscript(`/es/events/${event.id}`);
    expect(spanishEvent).toContain("todo el día");
    expect(spanishEvent).toContain(`Salón, organizado por ${church.name}`);
    expect(spanishEvent).toContain("Todos los próximos eventos");
    expect(spanishEvent).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de /);
    expect(await noscript(`/events/${event.id}`)).toContain(`Salón, hosted by ${church.name}`);

    const spanishHome = await noscript("/es");
    expect(spanishHome).toContain("Directorio de iglesias");
    expect(spanishHome).toContain("Solicitar una plantación de iglesias");
  });

  it("answers an unknown Spanish address with a Spanish 404 head", async () => {
    const page = await head("/es/no-such-page");
    expect(page.response.statusCode).toBe(404);
    expect(page.lang).toBe("es");
    expect(page.title).toBe(`404: página no encontrada | ${SITE}`);
    expect(page.hreflang).toEqual({});
  });

  it("sends a first visit to / on to /es when the browser prefers Spanish, and only then", async () => {
    const spanish = await env.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-language": "es-MX,es;q=0.9,en;q=0.5" },
    });
    expect(spanish.statusCode).toBe(302);
    expect(spanish.headers.location).toBe("/es");
    expect(String(spanish.headers.vary)).toMatch(/accept-language/i);

    const english = await env.app.inject({
      method: "GET",
      url: "/",
      headers: { "accept-language": "en-US,es;q=0.8" },
    });
    expect(english.statusCode).toBe(200);
    expect(String(english.headers.vary)).toMatch(/accept-language, cookie, accept-encoding/i);

    // The switcher's cookie wins over the browser's languages, both ways.
    const chose = await env.app.inject({
      method: "GET",
      url: "/?scrollTo=events",
      headers: { cookie: "lang=es" },
    });
    expect(chose.statusCode).toBe(302);
    expect(chose.headers.location).toBe("/es?scrollTo=events");
    const choseEnglish = await env.app.inject({
      method: "GET",
      url: "/",
      headers: { cookie: "lang=en", "accept-language": "es" },
    });
    expect(choseEnglish.statusCode).toBe(200);

    // Deeper addresses are never redirected: they say their language.
    const deep = await env.app.inject({
      method: "GET",
      url: "/resources",
      headers: { "accept-language": "es" },
    });
    expect(deep.statusCode).toBe(200);
  });

  it("lists every page of the sitemap in both languages", async () => {
    const church = await createChurch(env.db);
    const response = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/events", "/resources", `/church/${church.id}`]) {
      expect(locs).toContain(`${BASE}${path}`);
      expect(locs).toContain(`${BASE}/es${path === "/" ? "" : path}`);
    }
    expect(locs.filter((loc) => loc?.startsWith(`${BASE}/es`))).toHaveLength(locs.length / 2);
  });

  it("links a Spanish page's head to the Spanish calendar and feeds, an English page's to the English ones", async () => {
    const feeds = async (url: string) =>
      parse((await env.app.inject({ method: "GET", url })).body)
        .querySelectorAll('link[rel="alternate"][type]')
        .map((link) => link.getAttribute("href"));
    expect(await feeds("/es/events")).toEqual([
      `${BASE}/api/events.ics?lang=es`,
      `${BASE}/feeds/events.atom?lang=es`,
      `${BASE}/feeds/resources.atom?lang=es`,
    ]);
    expect(await feeds("/events")).toEqual([
      `${BASE}/api/events.ics`,
      `${BASE}/feeds/events.atom`,
      `${BASE}/feeds/resources.atom`,
    ]);
  });

  it("serves the Atom feeds in Spanish at ?lang=es, with links to the Spanish pages", async () => {
    const church = await createChurch(env.db);
    const event = await createEvent(env.db, {
      churchId: church.id,
      type: "study",
      startDate: isoDate(4),
      endDate: isoDate(5),
      allDay: true,
      location: "Salón",
    });
    const read = async (url: string) => (await env.app.inject({ method: "GET", url })).body;
    const spanish = await read("/feeds/events.atom?lang=es");
    expect(spanish).toContain('xml:lang="es"');
    expect(spanish).toContain(`<title type="text">${SITE}: próximos eventos</title>`);
    expect(spanish).toContain(
      `<link rel="self" type="application/atom+xml" href="${BASE}/feeds/events.atom?lang=es"/>`,
    );
    expect(spanish).toContain(`<link rel="alternate" type="text/html" href="${BASE}/es/events"/>`);
    expect(spanish).toContain(`href="${BASE}/es/events/${event.id}"`);
    expect(spanish).toContain(
      `${isoDate(4)} al ${isoDate(5)}. todo el día. Salón, organizado por ${church.name}`,
    );
    expect(spanish).toContain('<category term="Estudios bíblicos"/>');

    const english = await read("/feeds/events.atom");
    expect(english).toContain('xml:lang="en"');
    expect(english).toContain(`<title type="text">${SITE}: upcoming events</title>`);
    expect(english).toContain(
      '<subtitle type="text">Events across the network&apos;s churches, soonest first.</subtitle>',
    );
    expect(english).toContain(`href="${BASE}/events/${event.id}"`);
    expect(english).toContain(`${isoDate(4)} to ${isoDate(5)}. all day. Salón, hosted by ${church.name}`);
    expect(english).toContain('<category term="Bible Studies"/>');

    const resources = await read("/feeds/resources.atom?lang=es");
    expect(resources).toContain('xml:lang="es"');
    expect(resources).toContain(`<title type="text">${SITE}: recursos nuevos</title>`);
    expect(resources).toContain(`<link rel="alternate" type="text/html" href="${BASE}/es/resources"/>`);
  });

  it("redirects the vault's old address within the language", async () => {
    const response = await env.app.inject({ method: "GET", url: "/es/resource-vault?q=x" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/es/resources?q=x");
  });
});
