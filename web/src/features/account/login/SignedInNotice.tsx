import { accountHome } from "@app/shared";
import { Alert, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuArrowRight, LuLogOut } from "react-icons/lu";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { LOGOUT_URL } from "../../../lib/links";
import { useCurrentUser } from "../../../lib/queries";

const WRAPPING = { whiteSpace: "normal", h: "auto", minH: "8", py: "1.5", textAlign: "center" } as const;

interface SignedInNoticeProps extends Alert.RootProps {
  /** Where Continue leads when the page was asked to lead on (a `redirect`), instead of the user's home. */
  continueTo?: string | null;
  offerRegister?: boolean;
}

/**
 * Above the sign-in and sign-up forms for a visitor who is signed in already: who they are, the way on to
 * their own page, and a way out. On /auth the form stays below it (signing in as someone else is a real need);
 * /sign-up shows it instead of its form. On /register-church, `offerRegister` points to /register, where a
 * signed-in account adds its church.
 */
export function SignedInNotice({ continueTo, offerRegister = false, ...props }: SignedInNoticeProps) {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  if (!user) return null;
  const home = accountHome(user);
  const label = continueTo
    ? t("account.signedIn.continueOn")
    : t("account.signedIn.continue", {
        place: t(home === "/admin" ? "account.signedIn.admin" : "account.signedIn.profile"),
      });
  return (
    <Alert.Root status="info" data-testid="signed-in-notice" {...props}>
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Title>{t("account.signedIn.text", { email: user.email })}</Alert.Title>
        {/* Each button as wide as the notice on a phone, its words wrapping inside it rather than past it. */}
        <Stack direction={{ base: "column", sm: "row" }} gap="2" flexWrap="wrap">
          <Button asChild size="sm" colorPalette="brand" {...WRAPPING}>
            <RouterLink to={continueTo ?? home}>
              {label}
              <LuArrowRight />
            </RouterLink>
          </Button>
          {offerRegister && (
            <Button asChild size="sm" variant="outline" {...WRAPPING}>
              <RouterLink to="/register">{t("account.signedIn.registerWithAccount")}</RouterLink>
            </Button>
          )}
          <Button asChild size="sm" variant="outline" {...WRAPPING}>
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
