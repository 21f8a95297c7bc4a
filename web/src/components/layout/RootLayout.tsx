import { Box, Flex, SkipNavContent } from "@chakra-ui/react";
import { lazy, type ReactNode, Suspense } from "react";
import { DocumentTitle } from "./DocumentTitle";
import { Footer } from "./Footer";
import { LocaleSync } from "./LocaleSync";
import { Navbar } from "./Navbar";

// The toast machinery loads after the first paint; screens that raise toasts import `toaster` themselves.
const Toaster = lazy(() => import("../ui/toaster").then((module) => ({ default: module.Toaster })));

/**
 * The frame of every page. The router renders it around its matches (its `InnerWrap`), not as the root
 * route's component, so the header and footer are on screen from the first paint, whatever the page is
 * still waiting for: a route that is pending shows its loading state inside `main`, never a blank window.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <LocaleSync />
      <DocumentTitle />
      {/* The skip link itself is in index.html, so that it is there before the first render. */}
      <Navbar />
      <SkipNavContent id="main-content" />
      {/* At least a screen tall, so the footer starts below the fold and does not jump while a page loads. */}
      <Box as="main" flex="1" display="flex" flexDirection="column" minH="100dvh">
        {children}
      </Box>
      <Footer />
      <Suspense>
        <Toaster />
      </Suspense>
    </Flex>
  );
}
