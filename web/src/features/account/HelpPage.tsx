import type { Locale } from "@app/shared/i18n";
import { Badge, Card, Center, Grid, Heading, HStack, Icon, List, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { LuArrowLeft, LuCircleCheck, LuClipboardList, LuLogIn, LuSearch, LuUserPlus } from "react-icons/lu";
import { PageContainer, PageHeader } from "../../components/layout/Page";
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { signInUrl } from "../../lib/links";
import { useCurrentUser } from "../../lib/queries";

/** A way's texts in the catalogue: `help.<key>.title`, `.summary`, `.point1`-`.point3`. */
interface Way {
  icon: IconType;
  key: "withAccount" | "withoutAccount" | "claim";
  /** `signedIn`: the ways in that need an account are offered without signing in or creating one again. */
  actions: (t: TFunction, locale: Locale, signedIn: boolean) => ReactNode;
}

const POINTS = ["point1", "point2", "point3"] as const;

/** The three ways a church gets onto the site (docs/product/registration-and-claims.md#help). */
const WAYS: Way[] = [
  {
    icon: LuUserPlus,
    key: "withAccount",
    actions: (t, locale, signedIn) =>
      signedIn ? (
        <Button asChild colorPalette="brand">
          <RouterLink to="/register">{t("help.registerYourChurch")}</RouterLink>
        </Button>
      ) : (
        <>
          <Button asChild colorPalette="brand">
            <a href={signInUrl(locale)}>
              <LuLogIn />
              {t("help.logIn")}
            </a>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/register-church">{t("help.createChurchAccount")}</RouterLink>
          </Button>
        </>
      ),
  },
  {
    icon: LuClipboardList,
    key: "withoutAccount",
    actions: (t) => (
      <Button asChild colorPalette="brand">
        <RouterLink to="/register">{t("help.registerYourChurch")}</RouterLink>
      </Button>
    ),
  },
  {
    icon: LuSearch,
    key: "claim",
    actions: (t, _locale, signedIn) => (
      <>
        <Button asChild colorPalette="brand">
          <RouterLink to="/claim">{t("help.claimYourChurch")}</RouterLink>
        </Button>
        {!signedIn && (
          <Button asChild variant="outline">
            <RouterLink to="/sign-up" search={{ redirect: "/claim" }}>
              {t("help.createAccount")}
            </RouterLink>
          </Button>
        )}
      </>
    ),
  },
];

export function HelpPage() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader
        eyebrow={t("help.eyebrow")}
        title={t("pages.titles.help")}
        description={t("pages.descriptions.help")}
      />
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "repeat(3, minmax(0, 1fr))" }} gap="6">
        {WAYS.map((way, index) => (
          <WayCard key={way.key} way={way} number={index + 1} />
        ))}
      </Grid>
      <HStack mt={{ base: "8", md: "10" }} justify="center">
        <Button asChild variant="ghost" color="fg.muted">
          <RouterLink to="/">
            <LuArrowLeft />
            {t("common.backToHome")}
          </RouterLink>
        </Button>
      </HStack>
    </PageContainer>
  );
}

function WayCard({ way, number }: { way: Way; number: number }) {
  const { t, locale } = useI18n();
  const { user } = useCurrentUser();
  const title = t(`help.${way.key}.title`);
  return (
    <Card.Root as="section" rounded="card" shadow="card" borderColor="border.muted" aria-label={title}>
      <Card.Body gap="5" p={{ base: "5", md: "6" }}>
        <HStack justify="space-between" align="flex-start">
          <Center boxSize="11" rounded="l3" bg="brand.muted" color="brand.fg">
            <Icon as={way.icon} boxSize="5" />
          </Center>
          <Badge variant="subtle" colorPalette="gray" rounded="full">
            {t("help.option", { number })}
          </Badge>
        </HStack>
        <Stack gap="2">
          <Heading as="h2" size="lg" letterSpacing="tight">
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {t(`help.${way.key}.summary`)}
          </Text>
        </Stack>
        <List.Root gap="2" variant="plain" textStyle="sm" flex="1">
          {POINTS.map((point) => (
            <List.Item key={point} alignItems="flex-start">
              <List.Indicator asChild color="green.solid" mt="0.5">
                <LuCircleCheck />
              </List.Indicator>
              {t(`help.${way.key}.${point}`)}
            </List.Item>
          ))}
        </List.Root>
        <Stack direction={{ base: "column", sm: "row", lg: "column", xl: "row" }} gap="2" flexWrap="wrap">
          {way.actions(t, locale, user !== null)}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
