import { Box, Container, SimpleGrid, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuCalendarDays, LuLibrary, LuMapPin, LuSprout, LuUserCheck } from "react-icons/lu";
import { SectionHeading } from "../../components/layout/Page";
import { useSectionLink } from "../../lib/scroll";
import { FeatureCardBody, LinkCard } from "./LinkCard";

export function DirectoryAndResources() {
  const directory = useSectionLink("directory");
  const events = useSectionLink("events");
  return (
    <Box as="section" aria-labelledby="directory-resources-heading" py={{ base: "12", md: "20" }}>
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Stack gap={{ base: "8", md: "12" }}>
          <SectionHeading
            id="directory-resources-heading"
            eyebrow="Explore the network"
            title="Directory & Resources"
            description="Everything you need to connect with churches, gather for events and serve together."
            align="center"
          />
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap={{ base: "4", md: "5" }}>
            <LinkCard>
              <RouterLink {...directory}>
                <FeatureCardBody
                  icon={LuMapPin}
                  title="Interactive Directory"
                  description="Find churches on the map and search by name, city or pastor."
                  cta="Find a church"
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink {...events}>
                <FeatureCardBody
                  icon={LuCalendarDays}
                  title="Upcoming Events"
                  description="Services, conferences, Bible studies and fellowship near you."
                  cta="See events"
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/resources">
                <FeatureCardBody
                  icon={LuLibrary}
                  title="Resource Vault"
                  description="Sermons, studies and ministry tools shared by our churches."
                  cta="Browse resources"
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/church-plant-request">
                <FeatureCardBody
                  icon={LuSprout}
                  title="Request Church Plant"
                  description="Tell us about a community that needs a new church."
                  cta="Make a request"
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/pastoral-candidate">
                <FeatureCardBody
                  icon={LuUserCheck}
                  title="Pastoral Candidate"
                  description="Apply to serve as a pastor, or apply on a candidate's behalf."
                  cta="Apply now"
                />
              </RouterLink>
            </LinkCard>
          </SimpleGrid>
        </Stack>
      </Container>
    </Box>
  );
}
