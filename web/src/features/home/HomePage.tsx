import { Box, Container, Spinner, Text, VStack } from "@chakra-ui/react";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactNode, Suspense, startTransition, useEffect, useState } from "react";
import { afterNextPaint } from "../../lib/after-next-paint";
import { useI18n } from "../../lib/i18n";
import { scrollToId } from "../../lib/scroll";
import { DirectoryAndResources } from "./DirectoryAndResources";
import { Hero } from "./Hero";
import { directorySection, eventsSection } from "./sections";

const routeApi = getRouteApi("/");

const DirectorySection = directorySection.Component;
const EventsSection = eventsSection.Component;

/** Holds the section's place (so anchors below it do not jump) while its code arrives. */
function SectionLoading({ label, minH }: { label: string; minH: string }) {
  return (
    <VStack minH={minH} justify="center" gap="3" color="fg.muted">
      <Spinner size="lg" color="brand.solid" />
      <Text>{label}</Text>
    </VStack>
  );
}

/**
 * A section below the directory, built once the page above it has been painted, in a render React may
 * interrupt: built with the page, the events section made the directory's first cards wait (390 px at 4x CPU,
 * demo seed, 8 visits each, interleaved: the first card at 2566 ms built later, 2683 ms built with the page).
 * Its place is held meanwhile, so nothing above it moves.
 */
function LaterSection({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}

/** Delay before scrolling, so the sections below have rendered (about 100 ms, docs/product/directory.md#the-list). */
const SCROLL_DELAY_MS = 100;

export function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <ScrollToSearchParam />
      <Hero />
      <DirectoryAndResources />
      <Box
        as="section"
        id="directory"
        aria-label={t("home.directorySection")}
        scrollMarginTop="20"
        py={{ base: "12", md: "20" }}
      >
        <Container maxW="7xl">
          <Suspense fallback={<SectionLoading label={t("messages.LOADING_CHURCHES")} minH="4xl" />}>
            <DirectorySection />
          </Suspense>
        </Container>
      </Box>
      <Box
        as="section"
        id="events"
        aria-label={t("home.eventsSection")}
        scrollMarginTop="20"
        py={{ base: "12", md: "20" }}
        bg="bg"
        borderTopWidth="1px"
        borderColor="border.muted"
      >
        <Container maxW="7xl">
          <LaterSection fallback={<SectionLoading label={t("messages.LOADING_EVENTS")} minH="3xl" />}>
            <EventsSection />
          </LaterSection>
        </Container>
      </Box>
    </>
  );
}

/**
 * `/?scrollTo=<id>`: scroll to that element, then rewrite the URL to `/` without adding a history entry. A
 * component of its own, so that the rewrite re-renders it alone, not the page (whose directory is still being
 * built when the timer fires on a slow phone).
 */
function ScrollToSearchParam() {
  const scrollTo = routeApi.useSearch({ select: (search) => search.scrollTo });
  const navigate = routeApi.useNavigate();
  useEffect(() => {
    if (!scrollTo) return;
    const timer = window.setTimeout(() => {
      scrollToId(scrollTo);
      void navigate({
        to: "/",
        search: (previous) => ({ ...previous, scrollTo: undefined }),
        replace: true,
        resetScroll: false,
      });
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scrollTo, navigate]);
  return null;
}
