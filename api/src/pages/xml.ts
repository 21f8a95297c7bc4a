/**
 * Small writers for the sitemap and the Atom feeds: a few fixed elements around escaped text, no library.
 * Text is escaped for element content and attributes alike, and characters XML 1.0 forbids (controls
 * other than tab and line ends, lone surrogates) are dropped, since one of them makes the whole file invalid.
 */

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

const INVALID_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: exactly the characters XML 1.0 forbids
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string | number): string {
  return String(value)
    .replace(INVALID_XML, "")
    .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export interface SitemapEntry {
  loc: string;
  /** W3C date-time of the last change (updated_at), when the page has one. */
  lastmod?: string;
}

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

function entryXml(tag: "url" | "sitemap", entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const body = entries.map((entry) => entryXml("url", entry)).join("\n");
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapEntry[]): string {
  const body = sitemaps.map((entry) => entryXml("sitemap", entry)).join("\n");
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}

export interface AtomEntry {
  /** A permanent IRI: it must not change when the entry is edited. */
  id: string;
  title: string;
  updated: string;
  published?: string;
  link: string;
  summary?: string;
  categories?: readonly string[];
}

export interface AtomFeed {
  /** The language of the feed's own words (xml:lang); entries are as their authors wrote them. */
  lang: string;
  id: string;
  title: string;
  subtitle?: string;
  selfUrl: string;
  alternateUrl: string;
  author: string;
  updated: string;
  entries: readonly AtomEntry[];
}

/** An Atom 1.0 (RFC 4287) document. */
export function atomXml(feed: AtomFeed): string {
  const entries = feed.entries.map((entry) =>
    [
      "<entry>",
      `<id>${escapeXml(entry.id)}</id>`,
      `<title type="text">${escapeXml(entry.title)}</title>`,
      `<updated>${escapeXml(entry.updated)}</updated>`,
      entry.published ? `<published>${escapeXml(entry.published)}</published>` : "",
      `<link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
      entry.summary ? `<summary type="text">${escapeXml(entry.summary)}</summary>` : "",
      ...(entry.categories ?? []).map((term) => `<category term="${escapeXml(term)}"/>`),
      "</entry>",
    ]
      .filter(Boolean)
      .join(""),
  );
  return [
    XML_DECLARATION,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.lang)}">`,
    `<id>${escapeXml(feed.id)}</id>`,
    `<title type="text">${escapeXml(feed.title)}</title>`,
    feed.subtitle ? `<subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>` : "",
    `<updated>${escapeXml(feed.updated)}</updated>`,
    `<author><name>${escapeXml(feed.author)}</name></author>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.alternateUrl)}"/>`,
    ...entries,
    "</feed>",
    "",
  ]
    .filter((line, index, all) => line !== "" || index === all.length - 1)
    .join("\n");
}
