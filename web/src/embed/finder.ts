/**
 * The embeddable church finder (issue 44, item 3; docs/product/embed.md, docs/decisions/022-embeddable-finder.md).
 * A host page pastes `<church-finder data-lang="es"></church-finder>` and this script from our origin. Plain
 * TypeScript and the DOM, no framework: the whole finder stays a few KB (its size is in `pnpm bench:directory`).
 * It renders in a shadow root styled by a constructable stylesheet (no inline style, so a strict CSP host needs
 * no 'unsafe-inline'), reads only public answers with `credentials: "omit"` (no cookie goes or comes), and
 * leaves the map to the site's own page, opened in a new tab on demand.
 */
import { embedFinderEn, embedFinderEs } from "@app/shared/i18n/embed";
import { FINDER_CSS } from "./styles";

type Words = typeof embedFinderEn;
type Lang = "en" | "es";

interface Church {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  state: string | null;
  worshipLanguages: string[];
  distanceMiles?: number | null;
}
interface Place {
  name: string;
  latitude: number;
  longitude: number;
}
interface Overview {
  states: string[];
  languages: string[];
}

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;

// The origin the script came from is the API's: a host page on any other site reads from there.
const ORIGIN = (() => {
  const src = (document.currentScript as HTMLScriptElement | null)?.src;
  return src ? new URL(src).origin : location.origin;
})();

/** GETs without cookies (docs/decisions/022-embeddable-finder.md#no-cookies). */
async function getJson<T>(path: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(`${ORIGIN}${path}`, { credentials: "omit", mode: "cors", signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as T;
}

function wordsOf(lang: Lang): Words {
  return lang === "es" ? ({ ...embedFinderEn, ...embedFinderEs } as Words) : embedFinderEn;
}

/** i18next's `{{name}}` placeholders, filled in. */
function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

type Child = Node | string | null | false | undefined;
function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string | boolean>> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === false || value === undefined) continue;
    element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children) if (child) element.append(child);
  return element;
}

function localizedUrl(lang: Lang, path: string): string {
  return `${ORIGIN}${lang === "es" ? (path === "/" ? "/es" : `/es${path}`) : path}`;
}

/** The query string of a list request: only what is set. */
function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  return search.toString();
}

class ChurchFinder extends HTMLElement {
  static observedAttributes = ["data-lang", "data-church", "data-near", "data-state", "data-language"];

  private root: ShadowRoot;
  private words: Words = embedFinderEn;
  private locale: Lang = "en";
  private q = "";
  private state = "";
  private language = "";
  private near: (Place & { mine?: boolean }) | null = null;
  private highlighted: Church | null = null;
  private items: Church[] = [];
  private total = 0;
  private loading: AbortController | null = null;
  private searchTimer = 0;
  private renderQueued = false;

  // The parts updated after the first render.
  private list = h("ul");
  private status = h("p", { class: "status", role: "status" });
  private more = h("button", { type: "button" });
  private mapLink = h("a", { target: "_blank", rel: "noopener" });
  private nearNote = h("p", { class: "status" });

  constructor() {
    super();
    this.root = this.attachShadow({ mode: "open" });
    if ("adoptedStyleSheets" in Document.prototype && "replaceSync" in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(FINDER_CSS);
      this.root.adoptedStyleSheets = [sheet];
    } else {
      // Older browsers: a style element (a strict CSP host then shows the finder unstyled, still usable).
      this.root.append(h("style", {}, FINDER_CSS));
    }
  }

  connectedCallback() {
    this.queueRender();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.queueRender();
  }

  disconnectedCallback() {
    this.loading?.abort();
  }

  /** Several attributes set one after another render once. */
  private queueRender() {
    if (this.renderQueued) return;
    this.renderQueued = true;
    queueMicrotask(() => {
      this.renderQueued = false;
      void this.start();
    });
  }

  private async start() {
    const lang = this.dataset.lang?.toLowerCase().startsWith("es") ? "es" : "en";
    this.locale = lang;
    this.words = wordsOf(lang);
    this.state = (this.dataset.state ?? "").toUpperCase();
    this.language = (this.dataset.language ?? "").toLowerCase();
    this.q = "";
    this.near = null;
    this.highlighted = null;
    this.renderShell();
    const church = this.dataset.church?.trim();
    const startPlace = this.dataset.near?.trim();
    await Promise.all([
      this.loadFilters(),
      church && /^\d+$/.test(church)
        ? getJson<Church>(`/api/churches/${church}`).then(
            (found) => {
              this.highlighted = found;
            },
            () => undefined,
          )
        : undefined,
      startPlace ? this.findPlace(startPlace, false) : undefined,
    ]);
    if (!startPlace) void this.load();
  }

  private t(key: keyof Words, values?: Record<string, string | number>) {
    return fill(this.words[key], values);
  }

  private renderShell() {
    const w = (key: keyof Words) => this.t(key);
    const search = h("input", {
      type: "search",
      name: "q",
      autocomplete: "off",
      placeholder: w("searchPlaceholder"),
    });
    search.addEventListener("input", () => {
      window.clearTimeout(this.searchTimer);
      this.searchTimer = window.setTimeout(() => {
        this.q = search.value.trim();
        void this.load();
      }, SEARCH_DELAY_MS);
    });
    const stateSelect = h("select", { name: "state" }, h("option", { value: "" }, w("allStates")));
    const languageSelect = h("select", { name: "language" }, h("option", { value: "" }, w("allLanguages")));
    for (const [select, apply] of [
      [stateSelect, (value: string) => (this.state = value)],
      [languageSelect, (value: string) => (this.language = value)],
    ] as const) {
      select.addEventListener("change", () => {
        apply(select.value);
        void this.load();
      });
    }
    const filters = h(
      "form",
      { role: "search", "aria-label": w("title") },
      h("label", { class: "wide" }, w("search"), search),
      h(
        "div",
        { class: "row" },
        h("label", {}, w("state"), stateSelect),
        h("label", {}, w("language"), languageSelect),
      ),
    );
    filters.addEventListener("submit", (event) => {
      event.preventDefault();
      window.clearTimeout(this.searchTimer);
      this.q = search.value.trim();
      void this.load();
    });

    const place = h("input", {
      type: "text",
      name: "near",
      autocomplete: "postal-code",
      placeholder: w("nearPlaceholder"),
    });
    const nearMe = h("button", { type: "button" }, w("nearMe"));
    nearMe.addEventListener("click", () => this.locate(nearMe));
    const nearForm = h(
      "form",
      {},
      h(
        "div",
        { class: "row" },
        h("label", {}, w("near"), place),
        h("button", { type: "submit", class: "primary" }, w("nearSubmit")),
        nearMe,
      ),
      this.nearNote,
    );
    nearForm.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = place.value.trim();
      if (text) void this.findPlace(text, true);
    });

    this.more.textContent = w("more");
    this.more.hidden = true;
    this.more.addEventListener("click", () => void this.load(this.items.length));
    this.mapLink.textContent = "";
    this.mapLink.append(w("openMap"), h("span", { class: "visually-hidden" }, ` ${w("newTab")}`));
    const directory = h(
      "a",
      { href: localizedUrl(this.locale, "/"), target: "_blank", rel: "noopener" },
      w("fullDirectory"),
      h("span", { class: "visually-hidden" }, ` ${w("newTab")}`),
    );
    this.list = h("ul", { "aria-label": w("title") });
    this.nearNote.hidden = true;
    this.root.replaceChildren(
      ...this.root.querySelectorAll("style"),
      h(
        "section",
        { class: "finder", lang: this.locale, "aria-label": w("title") },
        h("h2", {}, w("title")),
        filters,
        nearForm,
        this.status,
        this.list,
        this.more,
        h("div", { class: "footer" }, this.mapLink, directory),
      ),
    );
    this.filterSelects = { state: stateSelect, language: languageSelect };
  }

  private filterSelects: { state: HTMLSelectElement; language: HTMLSelectElement } | null = null;

  /** The state and language options: the directory's own (GET /api/churches/overview). */
  private async loadFilters() {
    const overview = await getJson<Overview>("/api/churches/overview").catch(() => null);
    if (!overview || !this.filterSelects) return;
    const names = new Intl.DisplayNames([this.locale], { type: "language" });
    const { state, language } = this.filterSelects;
    for (const code of overview.states) state.append(h("option", { value: code }, code));
    const languages = overview.languages.map((code) => ({ code, name: languageName(names, code) }));
    languages.sort((a, b) => a.name.localeCompare(b.name, this.locale));
    for (const { code, name } of languages) language.append(h("option", { value: code }, name));
    state.value = this.state;
    language.value = this.language;
  }

  /** A place typed by the visitor or given by data-near: a ZIP code or a town (GET /api/places). */
  private async findPlace(text: string, typed: boolean) {
    try {
      const place = await getJson<Place>(`/api/places?${query({ q: text })}`);
      if (!place) {
        this.showNearNote(this.t("placeNotFound", { place: text }), true);
        if (!typed) void this.load();
        return;
      }
      this.near = place;
      this.showNearNote(this.t("nearPlace", { place: place.name }), false);
    } catch {
      this.showNearNote(this.t("failed"), true);
    }
    void this.load();
  }

  private locate(button: HTMLButtonElement) {
    if (!("geolocation" in navigator)) {
      this.showNearNote(this.t("locateFailed"), true);
      return;
    }
    button.disabled = true;
    this.showNearNote(this.t("locating"), false);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        button.disabled = false;
        const { latitude, longitude } = position.coords;
        this.near = { name: "", latitude, longitude, mine: true };
        this.showNearNote(this.t("nearYou"), false);
        void this.load();
      },
      () => {
        button.disabled = false;
        this.showNearNote(this.t("locateFailed"), true);
      },
      { timeout: 15_000, maximumAge: 300_000 },
    );
  }

  private showNearNote(text: string, error: boolean) {
    this.nearNote.hidden = false;
    this.nearNote.className = error ? "status error" : "status";
    this.nearNote.replaceChildren(text);
    if (this.near && !error) {
      const clear = h("button", { type: "button", class: "link" }, this.t("clearPlace"));
      clear.addEventListener("click", () => {
        this.near = null;
        this.nearNote.hidden = true;
        void this.load();
      });
      this.nearNote.append(" ", clear);
    }
  }

  private get unfiltered() {
    return !this.q && !this.state && !this.language && !this.near;
  }

  /** One page of the list (GET /api/churches/page): from the start, or appended at `offset`. */
  private async load(offset = 0) {
    this.loading?.abort();
    const controller = new AbortController();
    this.loading = controller;
    this.more.disabled = true;
    if (offset === 0) this.setStatus(this.t("loading"), false);
    this.updateMapLink();
    const params = query({
      q: this.q,
      state: this.state,
      language: this.language,
      lat: this.near?.latitude,
      lng: this.near?.longitude,
      offset,
      limit: PAGE_SIZE,
    });
    try {
      const page = await getJson<{ items: Church[]; total: number }>(
        `/api/churches/page?${params}`,
        controller.signal,
      );
      if (controller.signal.aborted || !page) return;
      this.items = offset === 0 ? page.items : [...this.items, ...page.items];
      this.total = page.total;
      this.renderList();
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn("The church finder could not load the list", error);
      this.setStatus(this.t("failed"), true);
      const retry = h("button", { type: "button", class: "link" }, this.t("retry"));
      retry.addEventListener("click", () => void this.load(offset));
      this.status.append(" ", retry);
    } finally {
      if (this.loading === controller) this.more.disabled = false;
    }
  }

  private setStatus(text: string, error: boolean) {
    this.status.className = error ? "status error" : "status";
    this.status.replaceChildren(text);
  }

  private renderList() {
    const shown = [...this.items];
    const mine = this.highlighted;
    // docs/product/embed.md#the-highlighted-church: first while nothing narrows the list, marked wherever it appears.
    if (mine && this.unfiltered && !shown.some((church) => church.id === mine.id)) shown.unshift(mine);
    else if (mine && this.unfiltered) {
      shown.sort((a, b) => Number(b.id === mine.id) - Number(a.id === mine.id));
    }
    this.list.replaceChildren(...shown.map((church) => this.item(church, church.id === mine?.id)));
    this.setStatus(
      this.total === 0
        ? this.t("empty")
        : this.t(this.total === 1 ? "count_one" : "count_other", { count: this.number(this.total) }),
      false,
    );
    this.more.hidden = this.items.length >= this.total;
  }

  private number(value: number, digits = 0) {
    return new Intl.NumberFormat(this.locale === "es" ? "es-US" : "en-US", {
      maximumFractionDigits: digits,
    }).format(value);
  }

  private item(church: Church, highlighted: boolean) {
    const names = new Intl.DisplayNames([this.locale], { type: "language" });
    const place = [church.address, church.city, church.state].filter(Boolean).join(", ");
    const miles = church.distanceMiles;
    const languages = church.worshipLanguages.map((code) => languageName(names, code)).join(", ");
    return h(
      "li",
      highlighted ? { class: "highlight", "data-highlighted": "true" } : {},
      highlighted && h("span", { class: "badge" }, this.t("highlighted")),
      h(
        "a",
        {
          class: "name",
          href: localizedUrl(this.locale, `/church/${church.id}`),
          target: "_blank",
          rel: "noopener",
        },
        church.name,
        h("span", { class: "visually-hidden" }, ` ${this.t("newTab")}`),
      ),
      place && h("span", { class: "meta" }, place),
      (languages || typeof miles === "number") &&
        h(
          "span",
          { class: "meta" },
          [
            typeof miles === "number" ? this.t("distance", { miles: this.number(miles, 1) }) : "",
            languages ? this.t("worship", { languages }) : "",
          ]
            .filter(Boolean)
            .join(" · "),
        ),
    );
  }

  /** The site's own map, with the same filters, in a new tab: the map loads only when asked for. */
  private updateMapLink() {
    const search = query({ q: this.q, state: this.state, language: this.language, scrollTo: "directory" });
    this.mapLink.setAttribute("href", `${localizedUrl(this.locale, "/")}?${search}`);
  }
}

function languageName(names: Intl.DisplayNames, code: string): string {
  try {
    const name = names.of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase() + name.slice(1);
  } catch {
    return code;
  }
}

if (!customElements.get("church-finder")) customElements.define("church-finder", ChurchFinder);
