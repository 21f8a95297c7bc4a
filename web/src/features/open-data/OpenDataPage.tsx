import { Card, Center, Grid, Heading, HStack, Icon, Link, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import {
  LuAppWindow,
  LuBraces,
  LuCalendarDays,
  LuCode,
  LuDownload,
  LuMap,
  LuScale,
  LuSheet,
} from "react-icons/lu";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { useSiteInfo } from "../../lib/queries";

/** The files and documents the server publishes (api/src/rest/open-data.ts, rest/openapi.ts, the feeds). */
const FILES = {
  geojson: "/api/open-data/churches.geojson",
  csv: "/api/open-data/churches.csv",
  hsds: "/api/open-data/hsds.json",
  docs: "/api/docs",
  openapi: "/api/openapi.json",
  ics: "/api/events.ics",
  eventsFeed: "/feeds/events.atom",
  resourcesFeed: "/feeds/resources.atom",
} as const;

/** Issue 44: the directory's listings as open data, the API, calendars and feeds, under the site's licence. */
export function OpenDataPage() {
  const { t, locale } = useI18n();
  const { associationName, openDataLicense } = useSiteInfo();
  const feed = (path: string) => (locale === "en" ? path : `${path}?lang=${locale}`);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("openData.eyebrow")}
        title={t("pages.titles.openData")}
        description={t("pages.descriptions.openData")}
      />
      <Stack gap={{ base: "6", md: "8" }}>
        <Card.Root
          as="section"
          rounded="card"
          shadow="card"
          borderColor="border.muted"
          aria-labelledby="licence"
        >
          <Card.Body gap="3" p={{ base: "5", md: "6" }}>
            <HStack gap="3">
              <Center boxSize="10" rounded="l3" bg="brand.muted" color="brand.fg" flexShrink={0}>
                <Icon as={LuScale} boxSize="5" />
              </Center>
              <Heading as="h2" size="lg" id="licence">
                {t("openData.licenseTitle")}
              </Heading>
            </HStack>
            {openDataLicense && <LicenceSentence license={openDataLicense} />}
            <Text color="fg.muted">{t("openData.credit", { site: associationName ?? "" })}</Text>
            <Text color="fg.muted" textStyle="sm">
              {t("openData.whatIsIn")}
            </Text>
          </Card.Body>
        </Card.Root>

        <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" }} gap="6">
          <DownloadCard icon={LuMap} title={t("openData.geojson.title")} text={t("openData.geojson.text")}>
            <DownloadLink href={FILES.geojson} label={t("openData.download")} name="churches.geojson" />
          </DownloadCard>
          <DownloadCard icon={LuSheet} title={t("openData.csv.title")} text={t("openData.csv.text")}>
            <DownloadLink href={FILES.csv} label={t("openData.download")} name="churches.csv" />
          </DownloadCard>
          <DownloadCard icon={LuBraces} title={t("openData.hsds.title")} text={t("openData.hsds.text")}>
            <DownloadLink href={FILES.hsds} label={t("openData.download")} name="hsds-organizations.json" />
          </DownloadCard>
        </Grid>

        <Grid templateColumns={{ base: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" }} gap="6">
          <DownloadCard
            icon={LuAppWindow}
            title={t("embedPage.openDataLink")}
            text={t("embedPage.openDataText")}
          >
            <Button asChild colorPalette="brand">
              <RouterLink to="/embed">{t("pages.titles.embed")}</RouterLink>
            </Button>
          </DownloadCard>
          <DownloadCard icon={LuCode} title={t("openData.api.title")} text={t("openData.api.text")}>
            <Button asChild colorPalette="brand">
              <a href={FILES.docs}>{t("openData.api.reference")}</a>
            </Button>
            <Button asChild variant="outline">
              <a href={FILES.openapi}>{t("openData.api.description")}</a>
            </Button>
          </DownloadCard>
          <DownloadCard
            icon={LuCalendarDays}
            title={t("openData.calendar.title")}
            text={t("openData.calendar.text")}
          >
            <Button asChild variant="outline">
              <a href={feed(FILES.ics)}>{t("openData.calendar.ics")}</a>
            </Button>
            <Button asChild variant="outline">
              <a href={feed(FILES.eventsFeed)}>{t("openData.calendar.events")}</a>
            </Button>
            <Button asChild variant="outline">
              <a href={feed(FILES.resourcesFeed)}>{t("openData.calendar.resources")}</a>
            </Button>
          </DownloadCard>
        </Grid>
      </Stack>
    </PageContainer>
  );
}

function DownloadCard({
  icon,
  title,
  text,
  children,
}: {
  icon: IconType;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" rounded="card" shadow="card" borderColor="border.muted" aria-label={title}>
      <Card.Body gap="4" p={{ base: "5", md: "6" }}>
        <Center boxSize="11" rounded="l3" bg="brand.muted" color="brand.fg">
          <Icon as={icon} boxSize="5" />
        </Center>
        <Stack gap="2" flex="1">
          <Heading as="h2" size="lg" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {text}
          </Text>
        </Stack>
        <Stack direction="row" gap="2" flexWrap="wrap">
          {children}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function DownloadLink({ href, label, name }: { href: string; label: string; name: string }) {
  return (
    <Button asChild colorPalette="brand">
      <a href={href} download={name}>
        <LuDownload />
        {label}
      </a>
    </Button>
  );
}

/** The licence's sentence in the reader's language, its identifier a link to the licence's text. */
function LicenceSentence({ license }: { license: string }) {
  const { t } = useI18n();
  const MARK = "\u0000";
  const [before = "", after = ""] = t("openData.license", { license: MARK }).split(MARK);
  return (
    <Text>
      {before}
      <Link href={`https://spdx.org/licenses/${license}.html`} color="brand.fg" fontWeight="semibold">
        {license}
      </Link>
      {after}
    </Text>
  );
}
