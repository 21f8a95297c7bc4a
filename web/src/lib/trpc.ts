import type { AppRouter } from "@app/api/router";
import { COSTLY_PROCEDURES } from "@app/shared/batch-cost";
import { encodeMessage, type Message, MSG } from "@app/shared/i18n";
import { type DefaultOptions, QueryClient } from "@tanstack/react-query";
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  type OperationLink,
  splitLink,
  TRPCClientError,
  type TRPCLink,
} from "@trpc/client";
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { currentLocale } from "./i18n";

/**
 * The data cache the original specification set, kept: data never goes stale, is not refetched on focus or
 * reconnect, is never polled,
 * and neither queries nor writes are retried. Screens refresh data by invalidating it after a write.
 */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
    retry: false,
  },
  mutations: { retry: false },
} as const satisfies DefaultOptions;

export const queryClient = new QueryClient({ defaultOptions: QUERY_DEFAULTS });

const fetchWithCookies: typeof fetch = (url, options) => fetch(url, { ...options, credentials: "include" });
// The page's language, not the browser's: the server's messages and mails follow what the reader sees.
const languageHeader = () => ({ "Accept-Language": currentLocale() });

/** The server's own way to its procedures, set by entry-server.tsx; the browser goes over HTTP. */
let serverLink: TRPCLink<AppRouter> | null = null;

/**
 * The server renders pages with the same query options as the browser; their calls then reach the procedures
 * in the same process, without an HTTP round trip (docs/decisions/021-server-rendered-pages.md).
 */
export function callProceduresThrough(link: TRPCLink<AppRouter>): void {
  serverLink = link;
}

// The server refuses a batch that reads too many churches at once (batch-cost.ts): such calls go alone.
const httpLinks: TRPCLink<AppRouter> = splitLink({
  condition: (op) => op.path in COSTLY_PROCEDURES,
  true: httpLink({ url: "/trpc", fetch: fetchWithCookies, headers: languageHeader }),
  false: httpBatchLink({
    url: "/trpc",
    // The server caps the batch size; keep each request under it and under common URL limits.
    maxItems: 10,
    maxURLLength: 2083,
    fetch: fetchWithCookies,
    headers: languageHeader,
  }),
});

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    (runtime) => {
      const overHttp = httpLinks(runtime);
      let inProcess: OperationLink<AppRouter> | null = null;
      return (operation) => {
        if (!serverLink) return overHttp(operation);
        inProcess ??= serverLink(runtime);
        return inProcess(operation);
      };
    },
  ],
});

export type Trpc = TRPCOptionsProxy<AppRouter>;

/** `trpc.x.y.queryOptions()` / `.mutationOptions()` / `.queryKey()`: the same objects in loaders and components. */
export const trpc: Trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

const GENERIC_MESSAGE = MSG.errors.generic;
const NETWORK_MESSAGE = MSG.errors.network;

type FieldErrors = Record<string, string[] | undefined>;

function isAppError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}

/** Field-level validation messages sent by the server (zod or domain errors), keyed by input field. */
export function fieldErrors(error: unknown): FieldErrors | null {
  if (!isAppError(error)) return null;
  const errors = (error.data as { fieldErrors?: FieldErrors | null } | undefined)?.fieldErrors;
  return errors && Object.keys(errors).length > 0 ? errors : null;
}

/** The HTTP status of a failed call, when the server answered at all. */
export function httpStatus(error: unknown): number | undefined {
  if (!isAppError(error)) return undefined;
  return error.data?.httpStatus ?? (error.meta?.response as Response | undefined)?.status;
}

/**
 * A message fit for a toast: the server's own message (in the page's language already), or the fallback's key
 * when there is none; `say` or a form field shows either.
 */
export function errorMessage(error: unknown, fallbackMessage: Message | string = GENERIC_MESSAGE): string {
  const fallback = typeof fallbackMessage === "string" ? fallbackMessage : encodeMessage(fallbackMessage);
  if (isAppError(error)) {
    // No `data` means the answer was not a tRPC response at all (network failure, proxy error page).
    if (!error.data) return NETWORK_MESSAGE;
    const fields = fieldErrors(error);
    // For input validation tRPC's message is the raw issue list; the first field message reads better.
    if (fields && error.message.trimStart().startsWith("[")) {
      const first = Object.values(fields).find((messages) => messages && messages.length > 0);
      if (first?.[0]) return first[0];
    }
    return error.message || fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
