import { Alert, Button, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuArrowRight, LuLogOut } from "react-icons/lu";
import { useI18n } from "../../../lib/i18n";
import { LOGOUT_URL } from "../../../lib/links";
import { useCurrentUser } from "../../../lib/queries";
import { homeFor } from "./signed-in";

/**
 * Above the sign-in and sign-up forms for a visitor who is signed in already: who they are, the way on to
 * their own page, and a way out. The form stays below it (signing in as someone else is a real need). On
 * /register-church, `offerRegister` points to /register, where a signed-in account adds its church.
 */
interface SignedInNoticeProps extends Alert.RootProps {
  offerRegister?: boolean;
}

export function SignedInNotice({ offerRegister = false, ...props }: SignedInNoticeProps) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  if (!user) return null;
  const home = homeFor(user.role);
  return (
    <Alert.Root status="info" data-testid="signed-in-notice" {...props}>
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{t("account.signedIn.text", { email: user.email })}</Alert.Title>
        <Stack direction={{ base: "column", sm: "row" }} gap="2" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={home}>
              {t("account.signedIn.continue", {
                place: t(home === "/admin" ? "account.signedIn.admin" : "account.signedIn.profile"),
              })}
              <LuArrowRight />
            </RouterLink>
          </Button>
          {offerRegister && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/register">{t("account.signedIn.registerWithAccount")}</RouterLink>
            </Button>
          )}
          <Button asChild size="sm" variant="outline">
            {/* A full navigation: the server ends the session and comes back to /. */}
            <a href={LOGOUT_URL}>
              <LuLogOut />
              {t("account.signedIn.logOut")}
            </a>
          </Button>
        </Stack>
      </Stack>
    </Alert.Root>
  );
}
