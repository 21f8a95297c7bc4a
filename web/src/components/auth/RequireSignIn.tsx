import { Button } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LuLogIn } from "react-icons/lu";
import { useCurrentUser } from "../../lib/queries";
import { RoutePending } from "../layout/RouteStatus";
import { AccessDenied } from "./AccessDenied";

/** The server's sign-in entry (it redirects to /auth); links to it are full navigations. */
export const LOGIN_URL = "/api/login";

interface RequireSignInProps {
  /** Why signing in is needed, e.g. "Please log in to manage your church profile." */
  message: string;
  children: ReactNode;
}

/**
 * Renders its children only for a signed-in visitor. This is presentation only: the API refuses the data
 * to anonymous callers whatever the screen does.
 */
export function RequireSignIn({ message, children }: RequireSignInProps) {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <RoutePending />;
  if (!user) {
    return (
      <AccessDenied
        message={message}
        action={
          // A full navigation: /api/login is a server route.
          <Button asChild colorPalette="brand">
            <a href={LOGIN_URL}>
              <LuLogIn />
              Log In
            </a>
          </Button>
        }
      />
    );
  }
  return children;
}
