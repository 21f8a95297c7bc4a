/**
 * The directory's reads as the directory list and the directory map both make them. They travel over their REST
 * twins (GET /api/churches/...), not tRPC: a plain GET is compressed and cached by the browser like any other,
 * and the server answers it without the tRPC adapter's cost. The query keys stay the tRPC keys, so invalidating
 * `trpc.churches` (after an administrator's change) refreshes the directory too.
 */

/** The directory's filters as the server takes them (docs/directory-api.md); absent = no filter. */
export interface DirectoryFilter {
  q?: string;
  state?: string;
  language?: string;
  /** The weekly-service filters (docs/product/weekly-services.md, "Finding a time"). */
  day?: string;
  time?: string;
  /** An exact window of start times, "HH:MM". */
  from?: string;
  to?: string;
  serviceLanguage?: string;
  soon?: boolean;
  /** Facets answered yes, comma-separated ("stepFreeEntrance,nursery"). */
  facets?: string;
}

/** How the reads reach the server: the browser's fetch, or the server's own when it renders a page. */
let transport: () => typeof fetch = () => fetch;

/**
 * The server rendering a page answers these reads in its own process (entry-server.tsx,
 * docs/decisions/021-server-rendered-pages.md): `source` gives the fetch of the request being rendered.
 */
export function readThrough(source: () => typeof fetch): void {
  transport = source;
}

/** GET one of the directory's REST paths with these query parameters ("" and undefined left out). */
export async function getJson<T>(
  path: string,
  params: Record<string, string | number | boolean | undefined>,
  signal: AbortSignal,
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    // `false` is no filter (soon=false would not parse): left out like "".
    if (value !== undefined && value !== "" && value !== false) search.set(name, String(value));
  }
  const query = search.toString();
  const response = await transport()(query ? `${path}?${query}` : path, { credentials: "include", signal });
  if (!response.ok) throw new Error(await failureMessage(response));
  return (await response.json()) as T;
}

async function failureMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string" && body.message) return body.message;
  } catch {
    // Not JSON (a proxy's error page): fall back to the status line
    // (docs/product/messages.md#failures-on-screen).
  }
  return `${response.status}: ${text || response.statusText}`;
}
