import type { BadgeProps } from "@chakra-ui/react";
import type { TFunction } from "i18next";

type RoleBadgeStyle = Pick<BadgeProps, "colorPalette" | "variant">;

const destructive: RoleBadgeStyle = { colorPalette: "red", variant: "solid" };
const primary: RoleBadgeStyle = { colorPalette: "brand", variant: "solid" };
const secondary: RoleBadgeStyle = { colorPalette: "gray", variant: "subtle" };

/** Navigation bar: admin is destructive, every other role secondary. */
export function navRoleBadge(role: string): RoleBadgeStyle {
  return role === "admin" ? destructive : secondary;
}

/** Home page welcome panel: admin destructive, pastor the default (brand) style, others secondary. */
export function homeRoleBadge(role: string): RoleBadgeStyle {
  if (role === "admin") return destructive;
  if (role === "pastor") return primary;
  return secondary;
}

/** An administrator without a church manages the site, not a profile that would only say "No Church Profile". */
export function manageTarget(user: { role: string; churchId?: number | null }): "/admin" | "/profile" {
  return user.role === "admin" && user.churchId == null ? "/admin" : "/profile";
}

export function displayName(user: { firstName?: string | null; email: string }): string {
  return user.firstName?.trim() || user.email;
}

/** The role as its badge names it, in the page's language; a role the catalogue does not know, as stored. */
export function roleName(t: TFunction, role: string): string {
  return role === "admin" || role === "church" || role === "pastor" ? t(`roles.${role}`) : role;
}
