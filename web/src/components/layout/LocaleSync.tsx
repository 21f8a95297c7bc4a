import { splitLocalePath } from "@app/shared/i18n";
import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { applyLocale } from "../../lib/i18n";

/**
 * Follows the address's language: after a switch (or Back across one) the catalogue and `<html lang>` change
 * with the page. The address as the browser shows it (`publicHref`) carries the `/es` the router strips.
 */
export function LocaleSync() {
  const publicPath = useRouterState({ select: (state) => state.location.publicHref.split(/[?#]/)[0] ?? "/" });
  useEffect(() => applyLocale(splitLocalePath(publicPath).locale), [publicPath]);
  return null;
}
