import "@fontsource-variable/inter";
// The language first: the first render is already in the address's language.
import "./lib/i18n";
import { ChakraProvider } from "@chakra-ui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { system } from "./lib/theme";
import { queryClient } from "./lib/trpc";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// The server's <noscript> text (docs/decisions/009-server-written-heads.md) is for readers without JavaScript
// only. With the app running it is dead weight, and a dialog marks everything outside it aria-hidden, which is
// invalid on a <noscript> (the Nu Html Checker, issue 40).
for (const element of document.querySelectorAll("body > noscript")) element.remove();

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>,
);
