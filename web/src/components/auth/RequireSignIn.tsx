import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuLogIn } from "react-icons/lu";
import { useI18n } from "../../lib/i18n";
import { signInUrl } from "../../lib/links";
import { useCurrentUser } from "../../lib/queries";
import { RoutePending } from "../layout/RouteStatus";
import { Button } from "../ui/button";
import { AccessDenied } from "./AccessDenied";

interface RequireSignInProps {
  /** Why signing in is needed, e.g. "Please log in to manage your church profile." */
  message: string;
  /** Brings the visitor back here after signing in (`/api/login?redirect=...`). */
  returnTo?: string;
  /** A second way in beside Log In, e.g. creating an account. */
  alternative?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only for a signed-in visitor. This is presentation only: the API refuses the data
 * to anonymous callers whatever the screen does.
 */
export function RequireSignIn({ message, returnTo, alternative, children }: RequireSignInProps) {
  const { t, locale } = useI18n();
  const { user, isPending } = useCurrentUser();
  if (isPending) return <RoutePending />;
  if (!user) {
    return (
      <AccessDenied
        message={message}
        action={
          <Stack
            direction={{ base: "column", sm: "row" }}
            gap="3"
            justify="center"
            w={{ base: "full", sm: "auto" }}
          >
            {/* A full navigation: /api/login is a server route. */}
            <Button asChild colorPalette="brand">
              <a href={signInUrl(locale, returnTo)}>
                <LuLogIn />
                {t("auth.logIn")}
              </a>
            </Button>
            {alternative}
          </Stack>
        }
      />
    );
  }
  return children;
}
