import { userHasRole } from "@app/shared";
import { localizedPath } from "@app/shared/i18n";
import { Button, Center, Spinner, Stack, Text } from "@chakra-ui/react";
import { useRouter } from "@tanstack/react-router";
import { type ReactNode, useEffect } from "react";
import { LuArrowLeft } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { signInUrl } from "../../lib/links";
import { useCurrentUser } from "../../lib/queries";
import { RoutePending } from "../layout/RouteStatus";
import { AccessDenied } from "./AccessDenied";

/** docs/product/administration.md#access: the logged-out notice stays this long before the redirect. */
export const LOGGED_OUT_REDIRECT_MS = 500;

interface RequireAdminProps {
  /** Where a signed-out visitor is sent: /api/login from the dashboard, /auth from resource management. */
  loggedOutTo: "/api/login" | "/auth";
  children: ReactNode;
}

/** Renders its children only for an administrator; the API enforces the same rule on every admin call. */
export function RequireAdmin({ loggedOutTo, children }: RequireAdminProps) {
  const { t } = useI18n();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <RoutePending />;
  if (!user) return <LoggedOutNotice to={loggedOutTo} />;
  if (!userHasRole(user, "admin")) {
    return <AccessDenied message={t("auth.needsAdmin")} action={<GoBackButton />} />;
  }
  return children;
}

function LoggedOutNotice({ to }: { to: string }) {
  const { t, locale } = useI18n();
  useEffect(() => {
    // A full navigation (/api/login is a server route that redirects on to /auth), so the page's language
    // is named in the address: the router's /es prefix does not apply to it.
    const href = to === "/auth" ? localizedPath("/auth", locale) : signInUrl(locale);
    const timer = window.setTimeout(() => window.location.assign(href), LOGGED_OUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [to, locale]);
  return (
    <Center flex="1" py={{ base: "16", md: "24" }} px="4">
      <Stack gap="4" align="center" textAlign="center" role="status">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text fontWeight="medium">{t("auth.loggedOut")}</Text>
      </Stack>
    </Center>
  );
}

function GoBackButton() {
  const { t } = useI18n();
  const router = useRouter();
  return (
    <Button
      variant="outline"
      onClick={() => {
        // Opened directly (no earlier page of ours in this tab): going back would leave the site.
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: "/" });
      }}
    >
      <LuArrowLeft />
      {t("common.goBack")}
    </Button>
  );
}
