import { Box, Container, Spinner, Text, VStack } from "@chakra-ui/react";
import { getRouteApi } from "@tanstack/react-router";
import { Suspense, useEffect } from "react";
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

/** Delay before scrolling, so the sections below have rendered (spec: about 100 ms). */
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
        scrollMarginTop="16"
        py={{ base: "12", md: "20" }}
      >
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <Suspense fallback={<SectionLoading label={t("messages.LOADING_CHURCHES")} minH="4xl" />}>
            <DirectorySection />
          </Suspense>
        </Container>
      </Box>
      <Box
        as="section"
        id="events"
        aria-label={t("home.eventsSection")}
        scrollMarginTop="16"
        py={{ base: "12", md: "20" }}
        bg="bg"
        borderTopWidth="1px"
        borderColor="border.muted"
      >
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <Suspense fallback={<SectionLoading label={t("messages.LOADING_EVENTS")} minH="3xl" />}>
            <EventsSection />
          </Suspense>
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
