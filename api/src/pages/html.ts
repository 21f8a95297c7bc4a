import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@app/shared/i18n";
import { PAGE_MODULES_FILE } from "@app/shared/pages";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text for an element's content or a quoted attribute value. Names, addresses and titles are user input. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * JSON for a <script type="application/ld+json"> block. JSON.stringify leaves "</script>" and "<!--" intact,
 * which would end the block early; escaped as \u003c they read the same to a JSON parser. U+2028/2029 are
 * escaped too, for old JavaScript parsers that treat them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** What the server writes into the shell's head for one page. Every string here is raw text, escaped on output. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page without its query: the address search engines should list (none on a 404). */
  canonical: string | null;
  /** Absolute URL of the preview image. */
  image: string;
  imageAlt: string;
  /** Open Graph type: "website" for most pages, "article" would not fit any of them. */
  ogType?: "website" | "profile";
  siteName: string;
  noindex?: boolean;
  /** Structured data blocks, serialized as they are. */
  jsonLd?: readonly object[];
  /** <link rel="alternate">: the calendar and the feeds. */
  alternates?: ReadonlyArray<{ type: string; href: string; title: string }>;
  /** The page's language, for `<html lang>` and og:locale; English when absent. */
  lang?: Locale;
  /** The same page in each language (`hreflang`), "x-default" being the English one. */
  languages?: ReadonlyArray<{ hreflang: string; href: string }>;
}

const OG_LOCALE: Readonly<Record<Locale, string>> = { en: "en_US", es: "es_US" };

const meta = (attribute: "name" | "property", key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

export function renderHead(head: PageHead): string {
  const lines = [`<title>${escapeHtml(head.title)}</title>`, meta("name", "description", head.description)];
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const language of head.languages ?? []) {
    lines.push(
      `<link rel="alternate" hreflang="${escapeHtml(language.hreflang)}" href="${escapeHtml(language.href)}" />`,
    );
  }
  if (head.noindex) lines.push(meta("name", "robots", "noindex"));
  lines.push(
    meta("property", "og:type", head.ogType ?? "website"),
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    ...(head.canonical ? [meta("property", "og:url", head.canonical)] : []),
    meta("property", "og:image", head.image),
    meta("property", "og:image:alt", head.imageAlt),
    meta("property", "og:locale", OG_LOCALE[head.lang ?? "en"]),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    meta("name", "twitter:image:alt", head.imageAlt),
  );
  for (const alternate of head.alternates ?? []) {
    lines.push(
      `<link rel="alternate" type="${escapeHtml(alternate.type)}" title="${escapeHtml(alternate.title)}" href="${escapeHtml(alternate.href)}" />`,
    );
  }
  for (const block of head.jsonLd ?? []) {
    lines.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  return lines.join("\n    ");
}

/**
 * The built index.html cut once, at start, around the places a page fills: its head (in place of the build's
 * <title> and description), the page's own code at the end of the head (after the entry's, which the browser
 * should fetch first) and a <noscript> body before the app's root element. Rendering a page is then a few
 * string joins.
 */
export interface ShellTemplate {
  /**
   * `page` names the page's code in the build's page-modules.json (web/page-modules.ts); `app` is the page as
   * the server rendered it (http/page-render.ts), which then stands in for the noscript text.
   */
  render(head: PageHead, noscript?: string, page?: string, app?: RenderedApp): string;
}

/** A page rendered by the web app's server build (docs/decisions/021-server-rendered-pages.md). */
export interface RenderedApp {
  /** The markup inside #root. */
  html: string;
  /** <style> elements for the head. */
  styles: string;
  /** The <script type="application/json"> block with the data the page was rendered with. */
  state: string;
}

/** Each page's chunks beyond the entry's, by page name, as the build lists them. */
export type PageModules = Readonly<Record<string, readonly string[]>>;

/**
 * The page's code, asked for with the app's entry instead of after the entry has run and the router has asked
 * for it: named in a JSON block that the boot script reads once the page is painted
 * (docs/decisions/023-app-code-after-first-paint.md).
 */
const pageCode = (files: readonly string[]) =>
  files.length > 0
    ? `<script type="application/json" id="page-code">${jsonForScript(files)}</script>\n  `
    : "";

export function parseShell(html: string, pageModules: PageModules = {}): ShellTemplate {
  let source = html
    // The page's language, whatever the build wrote (filled in for each page below).
    .replace(/<html\b[^>]*>/i, '<html lang="\u0000lang\u0000">')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, "");
  const headSlot = "\u0000head\u0000";
  const modulesSlot = "\u0000modules\u0000";
  const bodySlot = "\u0000body\u0000";
  source = /<title>[\s\S]*?<\/title>/i.test(source)
    ? source.replace(/<title>[\s\S]*?<\/title>/i, headSlot)
    : source.replace(/<\/head>/i, `${headSlot}</head>`);
  source = source.replace(/<\/head>/i, `${modulesSlot}</head>`);
  source = /<div id=["']root["']/i.test(source)
    ? source.replace(/<div id=["']root["']/i, (match) => `${bodySlot}${match}`)
    : source.replace(/<body\b[^>]*>/i, (match) => `${match}${bodySlot}`);
  // The app's markup goes inside the root element, its data after it.
  const appSlot = "\u0000app\u0000";
  source = source.replace(/(<div id=["']root["'][^>]*>)(<\/div>)/i, `$1${appSlot}$2`);
  const [beforeHead = "", rest = ""] = source.split(headSlot);
  const [inHead = "", afterModules = ""] = rest.split(modulesSlot);
  const [betweenSlots = "", afterBody = ""] = afterModules.split(bodySlot);
  const [inRoot = "", afterRoot = ""] = afterBody.includes(appSlot)
    ? afterBody.split(appSlot)
    : [afterBody, ""];
  const codeOfPage = new Map(Object.entries(pageModules).map(([name, files]) => [name, pageCode(files)]));
  return {
    render(head, noscript, page, app) {
      const lang = head.lang ?? "en";
      const modules = (page && codeOfPage.get(page)) ?? "";
      const start = `${beforeHead.replace("\u0000lang\u0000", lang)}${renderHead(head)}${inHead}${modules}`;
      if (app && afterRoot) {
        // The rendered page is what every reader sees, with or without JavaScript: no noscript copy of it.
        return `${start}${app.styles}${betweenSlots}${inRoot}${app.html}${afterRoot.replace(/<\/div>/i, (end) => `${end}${app.state}`)}`;
      }
      const body = noscript ? `<noscript>${noscript}</noscript>\n    ` : "";
      return `${start}${betweenSlots}${body}${inRoot}${afterRoot}`;
    },
  };
}

/** A build without the file (an older one, a test's) names no page code. */
function readPageModules(dir: string): PageModules {
  const file = path.join(dir, PAGE_MODULES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageModules) : {};
}

/** The shell of the built web app, or null when it has not been built (the SPA plugin then answers 503). */
export function loadShell(distDir: string): ShellTemplate | null {
  const dir = path.resolve(distDir);
  const file = path.join(dir, "index.html");
  if (!existsSync(file)) return null;
  return parseShell(readFileSync(file, "utf8"), readPageModules(dir));
}
