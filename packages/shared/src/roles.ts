import type { Role } from "./constants.ts";

/**
 * The one way to ask what an account may do, on the server and in the browser alike
 * (docs/product/administration.md#roles): the stored role is one of ROLES, admin or church. The badge
 * style the original gave a "pastor" names no role of this site (decision 003): a pastor holds a church
 * account.
 */
export function userHasRole(user: { role: string } | null | undefined, role: Role): boolean {
  return user?.role === role;
}

/**
 * The account's own page: an administrator who manages no church goes to the administration, everyone else to
 * their church's profile (decision 011). The header's Manage link and the landing after sign-in both ask here.
 */
export function accountHome(user: { role: string; churchId?: number | null }): "/admin" | "/profile" {
  return userHasRole(user, "admin") && user.churchId == null ? "/admin" : "/profile";
}
