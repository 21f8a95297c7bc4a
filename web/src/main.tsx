import "@fontsource-variable/inter";
// The language first: the first render is already in the address's language.
import "./lib/i18n";
import { ChakraProvider } from "@chakra-ui/react";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { keepAdoptedScroll } from "./lib/adopted-scroll";
import { replayEarlyInput } from "./lib/early-input";
import { RenderFactsProvider } from "./lib/render-facts";
import { system } from "./lib/theme";
import { queryClient } from "./lib/trpc";
import { createAppRouter } from "./router";
import { type HandOver, HYDRATION_STATE_ID } from "./ssr-hand-over";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The server's <noscript> text (docs/decisions/009-server-written-heads.md) is for readers without JavaScript
// only. With the app running it is dead weight, and a dialog marks everything outside it aria-hidden, which is
// invalid on a <noscript> (the Nu Html Checker, issue 40).
for (const element of document.querySelectorAll("body > noscript")) element.remove();

/** The data a server-rendered page was rendered with (entry-server.tsx), or null for the plain shell. */
function readHandOver(): HandOver | null {
  const block = document.getElementById(HYDRATION_STATE_ID);
  if (!block?.textContent) return null;
  block.remove();
  return JSON.parse(block.textContent) as HandOver;
}

const handOver = readHandOver();
/** The server's markup is adopted only at the address it was rendered for (ssr-hand-over.ts). */
const adopting =
  handOver !== null && handOver.address === `${window.location.pathname}${window.location.search}`;

const router = createAppRouter({
  queryClient,
  scrollRestoration: keepAdoptedScroll(adopting),
});

/**
 * Marks the root once React runs the page (browser tests wait for it before they look for mismatches). Not a
 * component of its own: any element beside the providers would change the ids React gives (useId) from the
 * server's tree to the browser's.
 */
const markRunning = () => {
  if (adopting) {
    // Back or Forward pressed while the page hydrated moved the history before the router listened to it.
    if (router.state.location.href !== router.history.location.href) void router.load();
    replayEarlyInput(container);
  }
  container.setAttribute("data-hydrated", "");
};

const app = (
  <StrictMode>
    <ChakraProvider value={system}>
      <RenderFactsProvider facts={handOver?.facts ?? null} onRunning={markRunning}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderFactsProvider>
    </ChakraProvider>
  </StrictMode>
);

if (adopting) {
  // A server-rendered page (docs/decisions/021-server-rendered-pages.md): its data goes into the query cache,
  // the router settles on the same matches as the server (its loaders find the data there, nothing is fetched
  // twice), and React adopts the markup instead of drawing it again.
  hydrate(queryClient, handOver.queries);
  void router.load().then(() => {
    // The router renders its matches as it did on the server (no suspense boundary around the root route).
    router.ssr = { manifest: undefined };
    // In a transition React hydrates in slices, yielding to the browser between them, instead of one task that
    // holds a phone's main thread for a second (docs/decisions/023-app-code-after-first-paint.md).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  });
} else {
  // The shell, or a page the visitor has since left by Back or Forward: the data it came with still serves.
  if (handOver) hydrate(queryClient, handOver.queries);
  createRoot(container).render(app);
}
