import { ERROR_TITLE, UNAUTHORIZED } from "@app/shared";
import { toaster } from "../../../components/ui/toaster";
import { httpStatus } from "../../../lib/trpc";

/** Spec (accounts section 8): the logged-out notice stays this long before the redirect. */
const LOGGED_OUT_REDIRECT_MS = 500;
const DASHBOARD_LOGIN_URL = "/api/login";

const isUnauthorized = (error: unknown) => httpStatus(error) === 401;

/**
 * A failed dashboard action: a lost session shows the logged-out notice and goes to sign in (a full
 * navigation, /api/login is a server route); anything else is an Error toast with the given text.
 */
export function notifyAdminError(error: unknown, description: string, unauthorizedDescription?: string) {
  if (isUnauthorized(error)) {
    toaster.create({
      type: "error",
      title: UNAUTHORIZED.title,
      description: unauthorizedDescription ?? UNAUTHORIZED.description,
    });
    window.setTimeout(() => window.location.assign(DASHBOARD_LOGIN_URL), LOGGED_OUT_REDIRECT_MS);
    return;
  }
  toaster.create({ type: "error", title: ERROR_TITLE, description });
}

export function notifySuccess(title: string, description?: string) {
  toaster.create({ type: "success", title, description });
}
