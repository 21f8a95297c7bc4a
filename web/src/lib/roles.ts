import { ROLES, type Role, userHasRole } from "@app/shared";
import type { BadgeProps } from "@chakra-ui/react";
import type { TFunction } from "i18next";

type RoleBadgeStyle = Pick<BadgeProps, "colorPalette" | "variant">;

const destructive: RoleBadgeStyle = { colorPalette: "red", variant: "solid" };
const secondary: RoleBadgeStyle = { colorPalette: "gray", variant: "subtle" };

/**
 * The role badge, in the header and on the home panel: admin destructive, a church account secondary
 * (docs/product/pages-and-languages.md#header). The original's third style, "pastor" in the default style,
 * has no role to show: this site stores admin and church only (decision 003).
 */
export function roleBadge(user: { role: string }): RoleBadgeStyle {
  return userHasRole(user, "admin") ? destructive : secondary;
}

/** The role as its badge names it, in the page's language; a role the catalogue does not know, as stored. */
export function roleName(t: TFunction, role: string): string {
  return (ROLES as readonly string[]).includes(role) ? t(`roles.${role as Role}`) : role;
}

/** The header's name (docs/product/pages-and-languages.md#header): the first name, or the email when there is none. */
export function displayName(user: { firstName?: string | null; email: string }): string {
  return user.firstName?.trim() || user.email;
}

/** Longer than this, a name is shortened for the header (about 20 characters fit beside the role badge). */
const SHORT_NAME_MAX = 20;

/**
 * A name short enough for the header. An email keeps its domain, which says whose account it is, and gives up
 * the middle of its local part ("administrator.of.grace@example.org" -> "adminis…@example.org"); any other name
 * is cut at the end. The caller keeps the whole for hover and screen readers.
 */
export function shortName(name: string, max = SHORT_NAME_MAX): string {
  if (name.length <= max) return name;
  const at = name.lastIndexOf("@");
  const domain = at > 0 ? name.slice(at) : "";
  if (domain && domain.length <= max - 4) return `${name.slice(0, max - domain.length - 1)}…${domain}`;
  return `${name.slice(0, max - 1)}…`;
}
