import { Alert, List, Stack, StackSeparator } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuInfo, LuShare2 } from "react-icons/lu";
import { ListEmpty, ListStates } from "../../../components/lists/ListStates";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import { SOCIAL_SECTION_ID } from "./DashboardTiles";
import { SocialLinkRow } from "./SocialLinkRow";

export function SocialMediaManagement() {
  const { t } = useI18n();
  const links = useQuery(trpc.social.adminList.queryOptions());
  return (
    <DashboardSection
      id={SOCIAL_SECTION_ID}
      title={t("adminContent.social.title")}
      description={t("adminContent.social.description")}
    >
      <Stack gap="4">
        <ListStates
          query={links}
          loading={t("messages.LOADING_SOCIAL_SETTINGS")}
          empty={<ListEmpty icon={<LuShare2 />} title={t("adminContent.social.empty")} />}
        >
          {(items) => (
            <Stack gap="0" separator={<StackSeparator />}>
              {items.map((link) => (
                <SocialLinkRow key={link.platform} link={link} />
              ))}
            </Stack>
          )}
        </ListStates>
        <Alert.Root status="info" variant="subtle" rounded="l2" alignItems="flex-start">
          <Alert.Indicator>
            <LuInfo />
          </Alert.Indicator>
          <Alert.Content>
            <Alert.Title>{t("adminContent.social.howTitle")}</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" gap="1" mt="1" textStyle="sm">
                <List.Item>{t("adminContent.social.howFullUrl")}</List.Item>
                <List.Item>{t("adminContent.social.howSwitch")}</List.Item>
                <List.Item>{t("adminContent.social.howValid")}</List.Item>
                <List.Item>{t("adminContent.social.howImmediate")}</List.Item>
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    </DashboardSection>
  );
}
