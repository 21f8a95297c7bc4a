import { useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { LuShieldCheck } from "react-icons/lu";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { FactorCard } from "./FactorCard";

/** /profile's way to two-factor sign-in: church accounts may turn it on (docs/product/accounts-admin.md). */
export function TwoFactorProfileCard() {
  const { t } = useI18n();
  const status = useQuery(trpc.twoFactor.status.queryOptions());
  const on = status.data ? status.data.totp || status.data.passkeys.length > 0 : undefined;
  return (
    <FactorCard title={t("twoFactor.profileCard.title")} text={t("twoFactor.profileCard.text")} on={on}>
      <Button asChild variant="outline" alignSelf="flex-start">
        <RouterLink to="/account/two-factor">
          <LuShieldCheck />
          {t("twoFactor.profileCard.manage")}
        </RouterLink>
      </Button>
    </FactorCard>
  );
}
