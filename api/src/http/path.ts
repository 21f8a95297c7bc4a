/**
 * The path of a request as the router matches it: percent-decoded ("/%61pi/x" is routed as "/api/x"),
 * without the query. Hooks that decide by path must use this, never the raw URL, or an encoded path walks
 * past them to the same handler. Undecodable input stays raw (the router refuses it anyway).
 */
export function routedPath(url: string): string {
  const raw = url.split("?", 1)[0] ?? "/";
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Under /api or /trpc: the paths whose answers depend on the session. */
export const isApiPath = (path: string) =>
  path === "/api" || path.startsWith("/api/") || path === "/trpc" || path.startsWith("/trpc/");
