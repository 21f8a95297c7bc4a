import { socialPlatformName } from "@app/shared";
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  Icon,
  IconButton,
  Separator,
  Skeleton,
  Stack,
  Text,
} from "@chakra-ui/react";
import { Link as RouterLink, useRouterState } from "@tanstack/react-router";
import { lazy, type ReactElement, Suspense, useState } from "react";
import { FaFacebook, FaInstagram, FaYoutube } from "react-icons/fa";
import { LuLogOut, LuMenu, LuShieldCheck, LuX } from "react-icons/lu";
import { LOGOUT_URL } from "../../lib/links";
import {
  type CurrentUser,
  type SocialLink,
  useCurrentUser,
  useSiteInfo,
  useSocialLinks,
} from "../../lib/queries";
import { displayName, manageTarget, navRoleBadge } from "../../lib/roles";
import { useSectionLink } from "../../lib/scroll";
import { Logo } from "./Logo";
import { socialIcon } from "./social-icons";

const SocialLinks = lazy(() => import("./SocialLinks").then((module) => ({ default: module.SocialLinks })));

const MOBILE_MENU_ID = "mobile-navigation";

export function Navbar() {
  const { user, isPending } = useCurrentUser();
  const { associationName } = useSiteInfo();
  const socialLinks = useSocialLinks();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

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
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex h="16" align="center" gap={{ base: "3", xl: "4" }}>
          {socialLinks.length > 0 && (
            <HStack gap="0.5" display={{ base: "none", xl: "flex" }} role="group" aria-label="Social media">
              <Suspense>
                <SocialLinks links={socialLinks} />
              </Suspense>
              <Separator orientation="vertical" height="6" ms="2" />
            </HStack>
          )}
          <Box flex="1" minW="0">
            <Logo name={associationName} onClick={closeMenu} />
          </Box>
          <HStack as="nav" aria-label="Main" gap="0.5" display={{ base: "none", xl: "flex" }}>
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
          <IconButton
            display={{ base: "inline-flex", xl: "none" }}
            variant="ghost"
            aria-label={menuOpen ? "Close navigation menu" : "Open navigation menu"}
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
        <Container
          maxW="7xl"
          px={{ base: "4", md: "6" }}
          pb="5"
          pt="2"
          borderTopWidth="1px"
          borderColor="border.muted"
        >
          <Stack as="nav" aria-label="Main" gap="1" pt="2">
            <NavLinks variant="menu" onNavigate={closeMenu} />
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
 * Spec: the phone menu shows three social icons. Placeholders with no target help nobody, so each of the
 * three is a real link when one is configured (the same active links the wide header shows, in order);
 * only the slots left over stay the spec's plain icons.
 */
const MENU_PLACEHOLDER_ICONS = [FaFacebook, FaInstagram, FaYoutube];

function MenuSocialIcons({ links }: { links: SocialLink[] }) {
  const shown = links.slice(0, MENU_PLACEHOLDER_ICONS.length);
  return (
    <HStack gap="2" mt="5" color="fg.muted" role="group" aria-label="Social media">
      {shown.map((link) => {
        const label = socialPlatformName(link.platform);
        return (
          <IconButton
            key={link.platform}
            asChild
            variant="ghost"
            size="sm"
            color="fg.muted"
            aria-label={label}
          >
            <a href={link.url} target="_blank" rel="noopener noreferrer">
              <Icon as={socialIcon(link.platform)} boxSize="5" />
            </a>
          </IconButton>
        );
      })}
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
  return (
    <>
      <NavItem variant={variant} active={pathname === "/"}>
        <RouterLink to="/" onClick={onNavigate} activeOptions={{ exact: true, includeSearch: false }}>
          Home
        </RouterLink>
      </NavItem>
      <NavItem variant={variant}>
        <RouterLink {...directory}>Interactive Directory</RouterLink>
      </NavItem>
      <NavItem variant={variant}>
        <RouterLink {...events}>Upcoming Events</RouterLink>
      </NavItem>
      <NavItem variant={variant} active={pathname.startsWith("/resources")}>
        <RouterLink to="/resources" onClick={onNavigate}>
          Resource Vault
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
      // Between 1280 and 1536 px the bar holds the social icons, the name, four links and the account's
      // buttons (five for an administrator): tighter links keep the name readable.
      px={variant === "bar" ? { xl: "2", "2xl": "3.5" } : undefined}
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
  return (
    <>
      <Button asChild variant="outline" size={size}>
        <RouterLink to="/auth" onClick={onNavigate}>
          Login
        </RouterLink>
      </Button>
      <Button asChild colorPalette="brand" size={size}>
        <RouterLink to="/register-church" onClick={onNavigate}>
          Register Church
        </RouterLink>
      </Button>
    </>
  );
}

/** Where the account's buttons go, while the server says who is signed in: no flash of the wrong ones. */
function AccountPlaceholder() {
  return (
    <HStack gap="2" role="status" aria-label="Loading your account">
      <Skeleton h="8" w="16" rounded="l2" />
      <Skeleton h="8" w="32" rounded="l2" />
    </HStack>
  );
}

function RoleBadge({ role }: { role: string }) {
  return (
    <Badge {...navRoleBadge(role)} flexShrink="0">
      {role}
    </Badge>
  );
}

function SignedInBar({ user }: { user: CurrentUser }) {
  return (
    <>
      <HStack gap="2" minW="0" maxW="36">
        <RoleBadge role={user.role} />
        <Text textStyle="sm" fontWeight="medium" truncate title={displayName(user)}>
          {displayName(user)}
        </Text>
      </HStack>
      {user.role === "admin" && (
        <Button asChild variant="ghost" size="sm" px="2" color="fg.muted">
          {/* Below 1536 px the bar has no room for the word: the icon stays, the name stays for readers. */}
          <RouterLink to="/admin" aria-label="Admin" title="Admin" activeProps={{ "aria-current": "page" }}>
            <LuShieldCheck />
            <Box as="span" display={{ base: "none", "2xl": "inline" }}>
              Admin
            </Box>
          </RouterLink>
        </Button>
      )}
      <Button asChild variant="outline" size="sm">
        <RouterLink to={manageTarget(user)}>Manage</RouterLink>
      </Button>
      <Button asChild variant="ghost" size="sm" color="fg.muted">
        <a href={LOGOUT_URL}>Logout</a>
      </Button>
    </>
  );
}

function SignedInMenu({ user, onNavigate }: { user: CurrentUser; onNavigate: () => void }) {
  return (
    <Stack gap="3">
      <HStack gap="2" minW="0">
        <RoleBadge role={user.role} />
        <Text fontWeight="medium" truncate>
          {displayName(user)}
        </Text>
      </HStack>
      {user.role === "admin" && (
        <Button asChild variant="outline">
          <RouterLink to="/admin" onClick={onNavigate}>
            <LuShieldCheck />
            Admin
          </RouterLink>
        </Button>
      )}
      <Button asChild variant="outline">
        <RouterLink to={manageTarget(user)} onClick={onNavigate}>
          Manage Church
        </RouterLink>
      </Button>
      <Button asChild variant="ghost" color="fg.muted">
        <a href={LOGOUT_URL}>
          <LuLogOut />
          Logout
        </a>
      </Button>
    </Stack>
  );
}
