import { Box, Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuCalendarDays, LuLibrary, LuMapPin, LuSprout, LuUserCheck } from "react-icons/lu";
import { SectionHeading } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";
import { useSectionLink } from "../../lib/scroll";
import { FeatureCardBody, LinkCard } from "./LinkCard";

export function DirectoryAndResources() {
  const directory = useSectionLink("directory");
  const events = useSectionLink("events");
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="directory-resources-heading" py={{ base: "12", md: "20" }}>
      <Container maxW="7xl">
        <Stack gap={{ base: "8", md: "12" }}>
          <SectionHeading
            id="directory-resources-heading"
            eyebrow={t("home.explore.eyebrow")}
            title={t("home.explore.title")}
            description={t("home.explore.description")}
            align="center"
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap={{ base: "4", md: "5" }}>
            <LinkCard>
              <RouterLink {...directory}>
                <FeatureCardBody
                  icon={LuMapPin}
                  title={t("nav.directory")}
                  description={t("home.explore.directoryText")}
                  cta={t("home.explore.directoryCta")}
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink {...events}>
                <FeatureCardBody
                  icon={LuCalendarDays}
                  title={t("nav.events")}
                  description={t("home.explore.eventsText")}
                  cta={t("home.explore.eventsCta")}
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/resources">
                <FeatureCardBody
                  icon={LuLibrary}
                  title={t("nav.resources")}
                  description={t("home.explore.resourcesText")}
                  cta={t("home.explore.resourcesCta")}
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/church-plant-request">
                <FeatureCardBody
                  icon={LuSprout}
                  title={t("home.explore.plantTitle")}
                  description={t("home.explore.plantText")}
                  cta={t("home.explore.plantCta")}
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/pastoral-candidate">
                <FeatureCardBody
                  icon={LuUserCheck}
                  title={t("home.explore.candidateTitle")}
                  description={t("home.explore.candidateText")}
                  cta={t("home.explore.candidateCta")}
                />
              </RouterLink>
            </LinkCard>
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
