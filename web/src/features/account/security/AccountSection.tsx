import { Stack } from "@chakra-ui/react";
import { SectionHeading } from "../../../components/layout/Page";
import { useI18n } from "../../../lib/i18n";
import { useCurrentUser } from "../../../lib/queries";
import { TwoFactorProfileCard } from "../two-factor/TwoFactorProfileCard";
import { ChangeEmailCard } from "./ChangeEmailCard";
import { ChangePasswordCard } from "./ChangePasswordCard";
import { DeleteAccountCard } from "./DeleteAccountCard";
import { SessionsCard } from "./SessionsCard";

/** /profile's Account section (issue 43; docs/product/accounts.md): below the church, for every account. */
export function AccountSection() {
  const { t } = useI18n();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack as="section" aria-labelledby="account-section" gap="5" mt="10">
      <SectionHeading
        id="account-section"
        title={t("accountSecurity.section.title")}
        description={t("accountSecurity.section.description")}
      />
      <SessionsCard />
      <TwoFactorProfileCard />
      <ChangePasswordCard />
      <ChangeEmailCard email={user.email} />
      <DeleteAccountCard />
    </Stack>
  );
}
