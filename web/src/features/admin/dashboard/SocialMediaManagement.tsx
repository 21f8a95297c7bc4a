import { LOADING_SOCIAL_SETTINGS } from "@app/shared";
import { Alert, List, Stack, StackSeparator } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuInfo, LuShare2 } from "react-icons/lu";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import { SOCIAL_SECTION_ID } from "./DashboardTiles";
import { ListEmpty, ListStates } from "./ListStates";
import { SocialLinkRow } from "./SocialLinkRow";

export function SocialMediaManagement() {
  const links = useQuery(trpc.social.adminList.queryOptions());
  return (
    <DashboardSection
      id={SOCIAL_SECTION_ID}
      title="Social Media Management"
      description="Configure social media links displayed in the website header."
    >
      <Stack gap="4">
        <ListStates
          query={links}
          loading={LOADING_SOCIAL_SETTINGS}
          empty={<ListEmpty icon={<LuShare2 />} title="No social media platforms" />}
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
            <Alert.Title>How social media links work</Alert.Title>
            <Alert.Description>
              <List.Root ps="4" gap="1" mt="1" textStyle="sm">
                <List.Item>
                  Enter the full URL, including https:// (for example https://facebook.com/yourpage).
                </List.Item>
                <List.Item>The Active switch shows or hides the link in the website header.</List.Item>
                <List.Item>Only active links with a valid URL appear on the site.</List.Item>
                <List.Item>Changes apply immediately after saving.</List.Item>
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    </DashboardSection>
  );
}
