import { accountHome, userHasRole } from "@app/shared";
import {
  Badge,
  Box,
  Container,
  Flex,
  HStack,
  Icon,
  Separator,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from "@chakra-ui/react";
import { Link as RouterLink, useRouterState } from "@tanstack/react-router";
import { lazy, type ReactElement, Suspense, useState } from "react";
import { LuFacebook, LuInstagram, LuLogOut, LuMenu, LuShieldCheck, LuX, LuYoutube } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { LOGOUT_URL } from "../../lib/links";
import {
  type CurrentUser,
  type SocialLink,
  useCurrentUser,
  useSiteInfo,
  useSocialLinks,
} from "../../lib/queries";
import { displayName, roleBadge, roleName, shortName } from "../../lib/roles";
import { useSectionLink } from "../../lib/scroll";
import { Button, IconButton } from "../ui/button";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { PlainSocialLinks, SocialIconLink } from "./SocialIconLink";

const SocialLinks = lazy(() => import("./SocialLinks").then((module) => ({ default: module.SocialLinks })));

const MOBILE_MENU_ID = "mobile-navigation";

export function Navbar() {
  const { user, isPending } = useCurrentUser();
  const { associationName } = useSiteInfo();
  const socialLinks = useSocialLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const { t } = useI18n();

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      shadow="xs"
    >
      <Container maxW="7xl">
        {/* docs/product/pages-and-languages.md#header: the logo is 16 units (64 px) high: the bar leaves it 8 px above and below. */}
        <Flex h="20" align="center" gap={{ base: "3", xl: "2" }}>
          {socialLinks.length > 0 && (
            <HStack
              gap="0.5"
              display={{ base: "none", xl: "flex" }}
              role="group"
              aria-label={t("common.socialMedia")}
            >
              <Suspense fallback={<PlainSocialLinks links={socialLinks} />}>
                <SocialLinks links={socialLinks} />
              </Suspense>
              <Separator orientation="vertical" height="6" ms="2" />
            </HStack>
          )}
          {/* From xl the site's name keeps room for its two lines; the account's name gives up room first. */}
          <Box flex="1" minW={{ base: "0", xl: "48" }}>
            <Logo name={associationName} onClick={closeMenu} markSize="16" />
          </Box>
          <HStack as="nav" aria-label={t("nav.main")} gap="0.5" display={{ base: "none", xl: "flex" }}>
            <NavLinks variant="bar" />
          </HStack>
          <HStack gap="2" display={{ base: "none", xl: "flex" }} flexShrink="0">
            {isPending ? (
              <AccountPlaceholder />
            ) : user ? (
              <SignedInBar user={user} />
            ) : (
              <SignedOutActions variant="bar" />
            )}
          </HStack>
          {/* On every width: a reader who needs the other language may not be able to read "menu". */}
          <LanguageSwitcher compact />
          <IconButton
            display={{ base: "inline-flex", xl: "none" }}
            variant="ghost"
            aria-label={menuOpen ? t("nav.closeMenu") : t("nav.openMenu")}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <LuX /> : <LuMenu />}
          </IconButton>
        </Flex>
      </Container>
      <Box
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        display={{ xl: "none" }}
        animationName="slide-from-top, fade-in"
        animationDuration="moderate"
      >
        <Container maxW="7xl" pb="5" pt="2" borderTopWidth="1px" borderColor="border.muted">
          <Stack as="nav" aria-label={t("nav.main")} gap="1" pt="2">
            <NavLinks variant="menu" onNavigate={closeMenu} />
          </Stack>
          <Stack align="flex-start" mt="2">
            <LanguageSwitcher size="md" onNavigate={closeMenu} />
          </Stack>
          <Separator my="4" />
          {isPending ? (
            <AccountPlaceholder />
          ) : user ? (
            <SignedInMenu user={user} onNavigate={closeMenu} />
          ) : (
            <Stack gap="2">
              <SignedOutActions variant="menu" onNavigate={closeMenu} />
            </Stack>
          )}
          <MenuSocialIcons links={socialLinks} />
        </Container>
      </Box>
    </Box>
  );
}

/**
 * docs/product/pages-and-languages.md#header: the phone menu shows three social icons. Placeholders with no target help nobody, so each of the
 * three is a real link when one is configured (the same active links the wide header shows, in order);
 * only the slots left over stay plain icons (decision 011).
 */
const MENU_PLACEHOLDER_ICONS = [LuFacebook, LuInstagram, LuYoutube];

function MenuSocialIcons({ links }: { links: SocialLink[] }) {
  const { t } = useI18n();
  const shown = links.slice(0, MENU_PLACEHOLDER_ICONS.length);
  return (
    <HStack gap="2" mt="5" color="fg.muted" role="group" aria-label={t("common.socialMedia")}>
      {shown.map((link) => (
        <SocialIconLink key={link.platform} link={link} _icon={{ boxSize: "5" }} />
      ))}
      {MENU_PLACEHOLDER_ICONS.slice(shown.length).map((SocialIcon, index) => (
        <Icon key={index} as={SocialIcon} boxSize="5" mx="2" color="fg.subtle" aria-hidden="true" />
      ))}
    </HStack>
  );
}

interface NavLinksProps {
  variant: "bar" | "menu";
  onNavigate?: () => void;
}

function NavLinks({ variant, onNavigate }: NavLinksProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const directory = useSectionLink("directory", onNavigate);
  const events = useSectionLink("events", onNavigate);
  const { t } = useI18n();
  return (
    <>
      <NavItem variant={variant} active={pathname === "/"}>
        <RouterLink to="/" onClick={onNavigate} activeOptions={{ exact: true, includeSearch: false }}>
          {t("nav.home")}
        </RouterLink>
      </NavItem>
      <NavItem variant={variant}>
        <RouterLink {...directory}>{t("nav.directory")}</RouterLink>
      </NavItem>
      {/* Highlighted on /events, the events section as a page of its own, as the vault's link is on /resources. */}
      <NavItem variant={variant} active={pathname.startsWith("/events")}>
        <RouterLink {...events}>{t("nav.events")}</RouterLink>
      </NavItem>
      <NavItem variant={variant} active={pathname.startsWith("/resources")}>
        <RouterLink to="/resources" onClick={onNavigate}>
          {t("nav.resources")}
        </RouterLink>
      </NavItem>
    </>
  );
}

interface NavItemProps {
  variant: "bar" | "menu";
  active?: boolean;
  children: ReactElement;
}

/** Styles a router link as a navigation item; `active` is decided by the caller, not by the router. */
function NavItem({ variant, active = false, children }: NavItemProps) {
  return (
    <Button
      asChild
      variant="ghost"
      size={variant === "bar" ? "sm" : "md"}
      // The bar holds the social icons, the name, four links, the account's buttons (five for an
      // administrator) and the language switch, in the same 1280 px container at every desktop width (and
      // Spanish labels run longer): tight links keep the name readable.
      px={variant === "bar" ? "2" : undefined}
      justifyContent={variant === "menu" ? "flex-start" : "center"}
      fontWeight={active ? "semibold" : "medium"}
      color={active ? "brand.fg" : "fg.muted"}
      bg={active ? "brand.subtle" : undefined}
      _hover={{ bg: active ? "brand.muted" : "bg.muted", color: active ? "brand.fg" : "fg" }}
      aria-current={active ? "page" : undefined}
    >
      {children}
    </Button>
  );
}

interface SignedOutActionsProps {
  variant: "bar" | "menu";
  onNavigate?: () => void;
}

function SignedOutActions({ variant, onNavigate }: SignedOutActionsProps) {
  const size = variant === "bar" ? "sm" : "md";
  const { t } = useI18n();
  return (
    <>
      <Button asChild variant="outline" size={size}>
        <RouterLink to="/auth" onClick={onNavigate}>
          {t("nav.login")}
        </RouterLink>
      </Button>
      <Button asChild colorPalette="brand" size={size}>
        <RouterLink to="/register-church" onClick={onNavigate}>
          {t("nav.registerChurch")}
        </RouterLink>
      </Button>
    </>
  );
}

/** Where the account's buttons go, while the server says who is signed in: no flash of the wrong ones. */
function AccountPlaceholder() {
  const { t } = useI18n();
  return (
    <HStack gap="2" role="status" aria-label={t("nav.loadingAccount")}>
      <Skeleton h="8" w="16" rounded="l2" />
      <Skeleton h="8" w="32" rounded="l2" />
    </HStack>
  );
}

function RoleBadge({ role }: { role: string }) {
  const { t } = useI18n();
  return (
    <Badge {...roleBadge({ role })} flexShrink="0">
      {roleName(t, role)}
    </Badge>
  );
}

/** The signed-in account's name or email, shortened when long; the whole stays in the title and for readers. */
function AccountName({ name, textStyle }: { name: string; textStyle?: "sm" }) {
  const short = shortName(name);
  return (
    <Text textStyle={textStyle} fontWeight="medium" truncate minW="0" title={name}>
      {short === name ? (
        name
      ) : (
        <>
          <span aria-hidden="true">{short}</span>
          <VisuallyHidden>{name}</VisuallyHidden>
        </>
      )}
    </Text>
  );
}

function SignedInBar({ user }: { user: CurrentUser }) {
  const { t } = useI18n();
  return (
    <>
      {/* The header's container is 1280 px at every desktop width: the name gives up room first, an email
          keeping its domain (shortName), the whole on hover and for screen readers. */}
      <HStack gap="2" minW="0" maxW="44">
        <RoleBadge role={user.role} />
        <AccountName name={displayName(user)} textStyle="sm" />
      </HStack>
      {userHasRole(user, "admin") && (
        <Button asChild variant="ghost" size="sm" px="2" color="fg.muted">
          {/* The bar has no room for the word (its container is 1280 px at every desktop width): the icon
              stays, and its name for readers and on hover. */}
          <RouterLink
            to="/admin"
            aria-label={t("nav.admin")}
            title={t("nav.admin")}
            activeProps={{ "aria-current": "page" }}
          >
            <LuShieldCheck />
          </RouterLink>
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <RouterLink to={accountHome(user)}>{t("nav.manage")}</RouterLink>
      </Button>
      <Button asChild variant="ghost" size="sm" px="2" color="fg.muted">
        <a href={LOGOUT_URL}>{t("nav.logout")}</a>
      </Button>
    </>
  );
}

function SignedInMenu({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  const { t } = useI18n();
  return (
    <Stack gap="3">
      <HStack gap="2" minW="0">
        <RoleBadge role={user.role} />
        <AccountName name={displayName(user)} />
      </HStack>
      {userHasRole(user, "admin") && (
        <Button asChild variant="outline">
          <RouterLink to="/admin" onClick={onNavigate}>
            <LuShieldCheck />
            {t("nav.admin")}
          </RouterLink>
        </Button>
      )}
      <Button asChild variant="outline">
        <RouterLink to={accountHome(user)} onClick={onNavigate}>
          {t("nav.manageChurch")}
        </RouterLink>
      </Button>
      <Button asChild variant="ghost" color="fg.muted">
        <a href={LOGOUT_URL}>
          <LuLogOut />
          {t("nav.logout")}
        </a>
      </Button>
    </Stack>
  );
}
