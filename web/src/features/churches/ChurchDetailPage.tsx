import { toCoordinates } from "@app/shared";
import { formatNumber } from "@app/shared/i18n";
import {
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Icon,
  Link,
  Stack,
  Text,
} from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, useCanGoBack, useRouter } from "@tanstack/react-router";
import { type ReactNode, useRef, useState } from "react";
import type { IconType } from "react-icons";
import {
  LuArrowLeft,
  LuClock,
  LuExternalLink,
  LuGlobe,
  LuMail,
  LuMapPin,
  LuMapPinOff,
  LuPhone,
  LuSearchX,
  LuUser,
  LuUsers,
} from "react-icons/lu";
import { CalendarLinks } from "../../components/CalendarLinks";
import { RoutePending } from "../../components/layout/RouteStatus";
import { useI18n } from "../../lib/i18n";
import { loadable } from "../../lib/loadable";
import { useSiteInfo } from "../../lib/queries";
import { ChurchImage } from "../directory/ChurchImage";
import { languageList, showsLanguages } from "../directory/languages";
import { type ChurchDetail, churchDetailQueryOptions, parseChurchId } from "../directory/queries";
import { useNearViewport } from "../directory/useNearViewport";
import { DirectionsButtons } from "../map/DirectionsLinks";
import { MapFrame } from "../map/MapFrame";
import { ChurchFacetList } from "./ChurchFacetList";
import { ChurchFreshness, ClosedOrMissing, ConfirmListing } from "./ChurchFreshness";
import { churchServicesCalendarPath } from "./service-times";
import { WeeklyServices } from "./WeeklyServices";

const churchLocationMap = loadable(() => import("../map/ChurchLocationMap").then((module) => module.default));
const ChurchLocationMap = churchLocationMap.Component;

const routeApi = getRouteApi("/church/$id");

export function ChurchDetailPage() {
  const { id: param } = routeApi.useParams();
  const id = parseChurchId(param);
  return id === null ? <ChurchNotFound /> : <ChurchDetailLoader id={id} />;
}

function ChurchDetailLoader({ id }: { id: number }) {
  // The route's loader fetched this already; an error it met is final (a 404 stays a 404 on mount).
  const query = useQuery({ ...churchDetailQueryOptions(id), retryOnMount: false });
  if (query.isPending) return <RoutePending />;
  // docs/product/churches.md#not-found: whether the church is missing or loading failed, the page says 'Church Not Found'.
  if (query.isError) return <ClosedOrMissing id={id} missing={<ChurchNotFound />} />;
  return <ChurchDetailView church={query.data} />;
}

/** Back to the previous page; a visitor who arrived straight here goes to the directory instead. */
function useGoBack() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: "/", search: { scrollTo: "directory" } });
  };
}

function ChurchNotFound() {
  const goBack = useGoBack();
  const { t } = useI18n();
  return (
    <Center flex="1" py={{ base: "16", md: "24" }} px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Center boxSize="14" rounded="full" bg="brand.muted" color="brand.fg" fontSize="2xl">
          <LuSearchX />
        </Center>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {t("messages.CHURCH_NOT_FOUND.title")}
        </Heading>
        <Text color="fg.muted">{t("messages.CHURCH_NOT_FOUND.description")}</Text>
        <Button colorPalette="brand" mt="2" onClick={goBack}>
          <LuArrowLeft aria-hidden="true" />
          {t("common.goBack")}
        </Button>
      </Stack>
    </Center>
  );
}

function fullAddress(church: ChurchDetail): string {
  return `${church.address}, ${church.city}, ${church.state} ${church.zipCode}`;
}

function ChurchDetailView({ church }: { church: ChurchDetail }) {
  const goBack = useGoBack();
  const { t, locale } = useI18n();
  const { confirm } = routeApi.useSearch();
  return (
    <>
      <Box
        as="section"
        aria-labelledby="church-name"
        bgGradient="to-br"
        gradientFrom="brand.950"
        gradientVia="brand.800"
        gradientTo="brand.600"
        color="white"
      >
        <Container maxW="6xl" pt={{ base: "5", md: "8" }} pb={{ base: "10", md: "14" }}>
          <Button
            variant="ghost"
            size="sm"
            color="white"
            _hover={{ bg: "whiteAlpha.200" }}
            ms="-3"
            mb={{ base: "5", md: "8" }}
            onClick={goBack}
          >
            <LuArrowLeft aria-hidden="true" />
            {t("common.back")}
          </Button>
          <Grid
            templateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 1fr) minmax(0, 340px)" }}
            gap={{ base: "8", md: "12" }}
            alignItems="center"
          >
            <Stack gap={{ base: "4", md: "5" }} minW="0">
              <Heading
                as="h1"
                id="church-name"
                fontSize={{ base: "3xl", md: "4xl", lg: "5xl" }}
                letterSpacing="tight"
                lineHeight="1.1"
                overflowWrap="anywhere"
              >
                {church.name}
              </Heading>
              <Stack gap="2" color="brand.100">
                <HeroLine icon={LuMapPin}>{fullAddress(church)}</HeroLine>
                {church.pastorName && <HeroLine icon={LuUser}>{church.pastorName}</HeroLine>}
              </Stack>
              <ChurchFreshness church={church} />
              {confirm && <ConfirmListing church={church} token={confirm} />}
              {church.description && (
                <Text
                  color="whiteAlpha.900"
                  textStyle={{ base: "md", md: "lg" }}
                  whiteSpace="pre-line"
                  maxW="2xl"
                >
                  {church.description}
                </Text>
              )}
            </Stack>
            <ChurchImage
              src={church.imageUrl}
              alt={church.name}
              w="full"
              aspectRatio={{ base: 16 / 9, md: 4 / 3 }}
              rounded="card"
              // On a phone a placeholder would stand between the visitor and the contact details.
              hideBelow={church.imageUrl ? undefined : "md"}
            />
          </Grid>
        </Container>
      </Box>
      <Container maxW="6xl" py={{ base: "8", md: "12" }}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) minmax(0, 1.25fr)" }} gap="6">
          <Stack gap="6">
            <ContactCard church={church} />
            <InfoCard icon={LuClock} title={t("church.serviceTimes")}>
              {church.services.length > 0 ? (
                <Stack gap="4">
                  <WeeklyServices
                    services={church.services}
                    timeZone={church.timeZone}
                    serviceTimes={church.serviceTimes}
                  />
                  <CalendarLinks
                    feedPath={churchServicesCalendarPath(church.id, locale)}
                    subscribeLabel={t("calendarLinks.subscribeServicesLabel", { church: church.name })}
                    googleLabel={t("calendarLinks.addServicesToGoogleLabel", { church: church.name })}
                  />
                </Stack>
              ) : church.serviceTimes ? (
                <Text whiteSpace="pre-line" data-testid="service-times">
                  {church.serviceTimes}
                </Text>
              ) : (
                <Text color="fg.muted">{t("messages.SERVICE_TIMES_NOT_AVAILABLE")}</Text>
              )}
            </InfoCard>
            <InfoCard icon={LuUsers} title={t("church.community")}>
              <Stack gap="2">
                <Fact label={t("church.members")}>
                  {church.memberCount === null
                    ? t("messages.NOT_SPECIFIED")
                    : formatNumber(church.memberCount, locale)}
                </Fact>
                <Fact label={t("church.location")}>
                  {church.city}, {church.state}
                </Fact>
                {showsLanguages(church.worshipLanguages) && (
                  <Text data-testid="worship-languages">
                    {t("formats.servicesInLanguages", { languages: languageList(church.worshipLanguages) })}
                  </Text>
                )}
                <ChurchFacetList facets={church.facets} />
              </Stack>
            </InfoCard>
          </Stack>
          <LocationCard church={church} />
        </Grid>
      </Container>
    </>
  );
}

function HeroLine({ icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack gap="2.5" align="flex-start" textStyle={{ base: "md", md: "lg" }}>
      <Icon as={icon} boxSize="5" mt="0.5" flexShrink="0" aria-hidden="true" />
      <Text overflowWrap="anywhere">{children}</Text>
    </HStack>
  );
}

function InfoCard({ icon, title, children }: { icon: IconType; title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg" borderColor="border.muted" rounded="card" shadow="card">
      <Card.Header flexDirection="row" alignItems="center" gap="3" pb="0">
        <Center boxSize="9" rounded="l2" bg="brand.muted" color="brand.fg" flexShrink="0">
          <Icon as={icon} boxSize="4.5" />
        </Center>
        <Heading as="h2" size="md" letterSpacing="tight">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body pt="4">{children}</Card.Body>
    </Card.Root>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4" align="baseline">
      <Text color="fg.muted" textStyle="sm">
        {label}
      </Text>
      <Text fontWeight="medium" textAlign="end" overflowWrap="anywhere">
        {children}
      </Text>
    </HStack>
  );
}

function ContactCard({ church }: { church: ChurchDetail }) {
  const hasContact = church.phone || church.email || church.website;
  const { t } = useI18n();
  return (
    <InfoCard icon={LuPhone} title={t("church.contact")}>
      {!hasContact && <Text color="fg.muted">{t("church.noContact")}</Text>}
      <Stack gap="3">
        {church.phone && (
          <ContactLine icon={LuPhone}>
            <Link href={`tel:${church.phone.replace(/[^\d+]/g, "")}`} color="brand.fg">
              {church.phone}
            </Link>
          </ContactLine>
        )}
        {church.email && (
          <ContactLine icon={LuMail}>
            <Link href={`mailto:${church.email}`} color="brand.fg" overflowWrap="anywhere">
              {church.email}
            </Link>
          </ContactLine>
        )}
        {church.website && (
          <ContactLine icon={LuGlobe}>
            <Link href={church.website} target="_blank" rel="noopener noreferrer" color="brand.fg">
              {t("church.visitWebsite")}
              <LuExternalLink aria-hidden="true" />
            </Link>
          </ContactLine>
        )}
      </Stack>
    </InfoCard>
  );
}

function ContactLine({ icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack gap="3" minW="0">
      <Icon as={icon} color="fg.muted" boxSize="4" flexShrink="0" aria-hidden="true" />
      {children}
    </HStack>
  );
}

function LocationCard({ church }: { church: ChurchDetail }) {
  const { mapStyleUrl } = useSiteInfo();
  const position = toCoordinates(church.latitude, church.longitude);
  const { t } = useI18n();
  // The map's code (MapLibre and the basemap: a quarter of a megabyte compressed, seconds of a phone's main
  // thread) is fetched only once its area nears the screen or is tapped, never before the page's first paint
  // (issue 40). Until then the area holds a light placeholder; the address and the directions are above it.
  const mapArea = useRef<HTMLDivElement>(null);
  const [tapped, setTapped] = useState(false);
  const near = useNearViewport(mapArea, { margin: "100px", initially: churchLocationMap.isLoaded() });
  const mapWanted = near || tapped;
  return (
    <Card.Root
      variant="outline"
      bg="bg"
      borderColor="border.muted"
      rounded="card"
      shadow="card"
      overflow="hidden"
    >
      <Card.Header flexDirection="row" flexWrap="wrap" alignItems="center" gap="3">
        <Center boxSize="9" rounded="l2" bg="brand.muted" color="brand.fg" flexShrink="0">
          <Icon as={LuMapPin} boxSize="4.5" />
        </Center>
        <Stack gap="0" minW="0" flex="1">
          <Heading as="h2" size="md" letterSpacing="tight">
            {t("church.location")}
          </Heading>
          <Text textStyle="sm" color="fg.muted" truncate>
            {fullAddress(church)}
          </Text>
        </Stack>
        {/* The visitor's own maps app gets them there; the embedded map only shows where. */}
        <DirectionsButtons destination={fullAddress(church)} />
      </Card.Header>
      <Card.Body p="0" pt="2">
        {/* docs/product/churches.md#location: the map container is at least 384 px high. */}
        <Box
          ref={mapArea}
          position="relative"
          minH="96"
          h="full"
          bg="bg.subtle"
          borderTopWidth="1px"
          borderColor="border.muted"
        >
          {position && !mapWanted ? (
            <MapPlaceholder church={church} onShow={() => setTapped(true)} />
          ) : position ? (
            <MapFrame
              code={churchLocationMap}
              fallback={() => <MapNotice icon={LuMapPinOff}>{t("messages.MAP_FAILED_TO_LOAD")}</MapNotice>}
            >
              {(fail) => (
                <ChurchLocationMap
                  position={position}
                  name={church.name}
                  styleUrl={mapStyleUrl}
                  onFatalError={fail}
                />
              )}
            </MapFrame>
          ) : (
            <MapNotice icon={LuMapPinOff}>{t("messages.LOCATION_DATA_NOT_AVAILABLE")}</MapNotice>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

/** The map's place before it loads: where the church is, in words, and a button that loads the map now. */
function MapPlaceholder({ church, onShow }: { church: ChurchDetail; onShow: () => void }) {
  const { t } = useI18n();
  const town = [church.city, church.state].filter(Boolean).join(", ");
  return (
    <Center position="absolute" inset="0" px="6" data-testid="church-map-placeholder">
      <Stack align="center" gap="3" color="fg.muted" textAlign="center">
        <Icon as={LuMapPin} boxSize="8" color="brand.fg" aria-hidden="true" />
        {town && (
          <Badge variant="subtle" colorPalette="brand" size="md">
            {town}
          </Badge>
        )}
        <Button variant="outline" colorPalette="brand" size="sm" bg="bg" onClick={onShow}>
          {t("firstScreen.showMap")}
        </Button>
      </Stack>
    </Center>
  );
}

function MapNotice({ icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <Center position="absolute" inset="0" px="6">
      <Stack align="center" gap="3" color="fg.muted" textAlign="center">
        <Icon as={icon} boxSize="8" aria-hidden="true" />
        <Text fontWeight="medium">{children}</Text>
      </Stack>
    </Center>
  );
}
