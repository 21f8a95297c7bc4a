import { Box, Flex, SkipNavContent } from "@chakra-ui/react";
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { DocumentTitle } from "./DocumentTitle";
import { Footer } from "./Footer";
import { Navbar } from "./Navbar";

// The toast machinery loads after the first paint; screens that raise toasts import `toaster` themselves.
const Toaster = lazy(() => import("../ui/toaster").then((module) => ({ default: module.Toaster })));

export function RootLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <DocumentTitle />
      {/* The skip link itself is in index.html, so that it is there before the first render. */}
      <Navbar />
      <SkipNavContent id="main-content" />
      {/* At least a screen tall, so the footer starts below the fold and does not jump while a page loads. */}
      <Box as="main" flex="1" display="flex" flexDirection="column" minH="100dvh">
        <Outlet />
      </Box>
      <Footer />
      <Suspense>
        <Toaster />
      </Suspense>
    </Flex>
  );
}
