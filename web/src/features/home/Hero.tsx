import { accountHome, userHasRole } from "@app/shared";
import {
  Badge,
  Box,
  Card,
  Center,
  Container,
  Grid,
  Heading,
  HStack,
  Icon,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { Trans } from "react-i18next";
import type { IconType } from "react-icons";
import {
  LuArrowRight,
  LuChurch,
  LuLayoutDashboard,
  LuLibrary,
  LuMapPin,
  LuShare2,
  LuSprout,
} from "react-icons/lu";
import { LogoMark } from "../../components/layout/Logo";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { type CurrentUser, useCurrentUser, useSiteInfo } from "../../lib/queries";
import { roleBadge, roleName } from "../../lib/roles";
import { ON_DARK_FOCUS_RING } from "../../lib/theme";
import { LinkCard, QuickActionBody } from "./LinkCard";

export function Hero() {
  const { user, isPending } = useCurrentUser();
  const { associationName } = useSiteInfo();
  const { t } = useI18n();
  return (
    <Box
      as="section"
      aria-labelledby="hero-heading"
      position="relative"
      overflow="hidden"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.800"
      gradientTo="brand.600"
      color="white"
      css={ON_DARK_FOCUS_RING}
    >
      <LogoMark
        position="absolute"
        boxSize={{ md: "md", lg: "xl" }}
        insetEnd={{ md: "-24", lg: "-32" }}
        top={{ md: "-16", lg: "-24" }}
        color="white"
        opacity="0.05"
        display={{ base: "none", md: "block" }}
        pointerEvents="none"
      />
      <Container maxW="7xl" py={{ base: "14", md: "20", lg: "24" }} position="relative">
        <Grid
          templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1.2fr) minmax(0, 1fr)" }}
          gap={{ base: "10", lg: "16" }}
          alignItems="center"
        >
          <Stack gap={{ base: "5", md: "6" }}>
            <Badge
              alignSelf="flex-start"
              size="lg"
              rounded="full"
              px="3"
              bg="whiteAlpha.200"
              color="accent.200"
              fontWeight="semibold"
            >
              {t("home.badge")}
            </Badge>
            <Heading
              as="h1"
              id="hero-heading"
              fontSize={{ base: "4xl", md: "5xl", lg: "6xl" }}
              letterSpacing="tight"
              lineHeight="1.05"
            >
              {t("home.welcomeTo")}{" "}
              {associationName ?? (
                <Skeleton
                  as="span"
                  display="inline-block"
                  w="8em"
                  h="0.9em"
                  bg="whiteAlpha.300"
                  rounded="l2"
                />
              )}
            </Heading>
            <Text textStyle={{ base: "lg", md: "xl" }} fontWeight="medium" color="brand.100">
              {t("home.tagline")}
            </Text>
            <Text textStyle={{ base: "md", md: "lg" }} color="whiteAlpha.800" maxW="xl">
              {t("home.intro")}
            </Text>
            {isPending && (
              // The buttons' room (size lg, 44 px high), kept while the server says who is signed in.
              <Stack direction={{ base: "column", sm: "row" }} gap="3" pt="2" aria-hidden="true">
                <Skeleton h="11" w={{ base: "full", sm: "60" }} bg="whiteAlpha.300" rounded="l2" />
                <Skeleton h="11" w={{ base: "full", sm: "40" }} bg="whiteAlpha.300" rounded="l2" />
              </Stack>
            )}
            {!isPending && !user && (
              <Stack direction={{ base: "column", sm: "row" }} gap="3" pt="2">
                <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: "brand.50" }}>
                  <RouterLink to="/register-church">
                    {t("home.createChurchAccount")}
                    <LuArrowRight />
                  </RouterLink>
                </Button>
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  color="white"
                  borderColor="whiteAlpha.500"
                  _hover={{ bg: "whiteAlpha.200" }}
                >
                  <RouterLink to="/auth">{t("home.churchLogin")}</RouterLink>
                </Button>
              </Stack>
            )}
          </Stack>
          {isPending ? (
            // Only where the signed-out panel shows (Highlights, from lg): below that the placeholder stood in
            // for nothing, and the page moved 268 px up once the server answered, mid-scroll for a visitor
            // heading for the directory. There a signed-in visitor's welcome panel now appears without one.
            <Skeleton
              display={{ base: "none", lg: "block" }}
              h="96"
              rounded="card"
              bg="whiteAlpha.200"
              aria-hidden="true"
            />
          ) : user ? (
            <WelcomePanel user={user} />
          ) : (
            <Highlights />
          )}
        </Grid>
      </Container>
    </Box>
  );
}

function WelcomePanel({ user }: { user: CurrentUser }) {
  // Administrators alone see the tiles: a "pastor" is no role here (docs/product/administration.md#roles).
  const isAdmin = userHasRole(user, "admin");
  const { t } = useI18n();
  return (
    // A white card on the dark hero: its own (gray) palette brings the light-surface focus ring back.
    <Card.Root rounded="card" shadow="2xl" borderWidth="0" color="fg" colorPalette="gray">
      <Card.Body gap="5" p={{ base: "5", md: "7" }}>
        <Stack gap="2">
          <Heading as="h2" size={{ base: "xl", md: "2xl" }} letterSpacing="tight">
            {user.firstName?.trim()
              ? t("home.welcomeBackName", { name: user.firstName.trim() })
              : t("home.welcomeBack")}
          </Heading>
          {/* The badge carries the role, so the line reads "church account" (not "church church account"),
              in each language's order ("cuenta de iglesia"). */}
          <Text textStyle="sm" color="fg.muted">
            <Trans
              i18nKey="home.roleAccount"
              values={{ role: roleName(t, user.role) }}
              components={{ badge: <Badge {...roleBadge(user)} mx="0.5" /> }}
            />
          </Text>
        </Stack>
        <Button asChild colorPalette="brand" alignSelf={{ base: "stretch", sm: "flex-start" }}>
          <RouterLink to={accountHome(user)}>
            {t("nav.manageChurch")}
            <LuArrowRight />
          </RouterLink>
        </Button>
        {isAdmin && (
          <Stack gap="3" pt="1">
            <LinkCard>
              <RouterLink to="/admin">
                <QuickActionBody
                  icon={LuLayoutDashboard}
                  title={t("home.adminDashboard")}
                  description={t("home.adminDashboardText")}
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/admin">
                <QuickActionBody
                  icon={LuChurch}
                  title={t("home.churchManagement")}
                  description={t("home.churchManagementText")}
                />
              </RouterLink>
            </LinkCard>
            <LinkCard>
              <RouterLink to="/admin/resources">
                <QuickActionBody
                  icon={LuShare2}
                  title={t("home.shareResources")}
                  description={t("home.shareResourcesText")}
                />
              </RouterLink>
            </LinkCard>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

const HIGHLIGHTS = [
  { icon: LuMapPin, title: "home.highlights.findTitle", text: "home.highlights.findText" },
  { icon: LuLibrary, title: "home.highlights.shareTitle", text: "home.highlights.shareText" },
  { icon: LuSprout, title: "home.highlights.plantTitle", text: "home.highlights.plantText" },
] as const satisfies ReadonlyArray<{ icon: IconType; title: string; text: string }>;

function Highlights() {
  const { t } = useI18n();
  return (
    <Stack
      display={{ base: "none", lg: "flex" }}
      gap="6"
      p="8"
      rounded="card"
      bg="whiteAlpha.100"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      backdropFilter="blur(6px)"
    >
      {HIGHLIGHTS.map((item) => (
        <HStack key={item.title} align="flex-start" gap="4">
          <Center boxSize="11" rounded="l3" bg="whiteAlpha.200" color="accent.200" flexShrink="0">
            <Icon as={item.icon} boxSize="5" />
          </Center>
          <Stack gap="1">
            <Text fontWeight="semibold">{t(item.title)}</Text>
            <Text textStyle="sm" color="whiteAlpha.800">
              {t(item.text)}
            </Text>
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
