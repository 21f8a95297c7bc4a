import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactElement, ReactNode } from "react";
import { LuExternalLink } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { useSiteInfo } from "../../lib/queries";
import { useSectionLink } from "../../lib/scroll";
import { ON_DARK_FOCUS_RING } from "../../lib/theme";
import { Logo } from "./Logo";

export function Footer() {
  const { associationName, newsletterUrl } = useSiteInfo();
  const directory = useSectionLink("directory");
  const events = useSectionLink("events");
  const { t } = useI18n();
  return (
    <Box as="footer" bg="brand.950" color="whiteAlpha.800" mt="auto" css={ON_DARK_FOCUS_RING}>
      <Container maxW="7xl" pt={{ base: "10", md: "14" }} pb="8">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: "8", md: "12" }}>
          <Stack gap="4" maxW="sm">
            <Logo name={associationName} tone="dark" />
            <Text textStyle="sm" color="whiteAlpha.700">
              {t("footer.about")}
            </Text>
          </Stack>
          <FooterColumn title={t("footer.explore")}>
            <FooterLink>
              <RouterLink {...directory}>{t("nav.directory")}</RouterLink>
            </FooterLink>
            <FooterLink>
              <RouterLink {...events}>{t("nav.events")}</RouterLink>
            </FooterLink>
            <FooterLink>
              <RouterLink to="/resource-vault">{t("nav.resources")}</RouterLink>
            </FooterLink>
          </FooterColumn>
          <FooterColumn title={t("footer.getInvolved")}>
            <FooterLink>
              <RouterLink to="/church-plant-request">{t("footer.plantRequest")}</RouterLink>
            </FooterLink>
            <FooterLink>
              <RouterLink to="/pastoral-candidate">{t("footer.pastoralCandidate")}</RouterLink>
            </FooterLink>
            <FooterLink>
              <RouterLink to="/open-data">{t("pages.titles.openData")}</RouterLink>
            </FooterLink>
            <FooterLink>
              <RouterLink to="/embed">{t("pages.titles.embed")}</RouterLink>
            </FooterLink>
            {/* The association's own sign-up page (NEWSLETTER_URL); no link at all rather than a dead one. */}
            {newsletterUrl && (
              <FooterLink>
                <a href={newsletterUrl} target="_blank" rel="noopener noreferrer">
                  {t("footer.newsletter")}
                  <LuExternalLink aria-hidden="true" />
                </a>
              </FooterLink>
            )}
          </FooterColumn>
        </SimpleGrid>
        <Box borderTopWidth="1px" borderColor="whiteAlpha.200" mt={{ base: "8", md: "12" }} pt="6">
          <Text textStyle="sm" color="whiteAlpha.600">
            {t("footer.rights", { site: associationName ?? "" })}
          </Text>
        </Box>
      </Container>
    </Box>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" textStyle="sm" fontWeight="semibold" color="white" letterSpacing="wide">
        {title}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {children}
      </Stack>
    </Stack>
  );
}

function FooterLink({ children }: { children: ReactElement }) {
  return (
    <Box as="li">
      <Link
        asChild
        textStyle="sm"
        color="whiteAlpha.800"
        gap="1.5"
        _hover={{ color: "white", textDecoration: "underline", textDecorationColor: "currentColor" }}
      >
        {children}
      </Link>
    </Box>
  );
}
