import { Badge, Heading, Tabs } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuHandshake, LuSprout, LuUsers } from "react-icons/lu";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { CandidatesTab } from "./CandidatesTab";
import { ConnectionsTab } from "./ConnectionsTab";
import { RequestsTab } from "./RequestsTab";
import type { PLANTING_TABS } from "./search";
import { usePlantingSearch } from "./search";

type Tab = (typeof PLANTING_TABS)[number];

/** The three tabs of /admin/church-planting, each with its count (docs/product/planting.md#administration). */
export function PlantingAdmin() {
  const { t } = useI18n();
  const { search, setTab } = usePlantingSearch();
  const tab: Tab = search.tab ?? "requests";
  const counts = useQuery(trpc.planting.counts.queryOptions());
  const count = (value: number | undefined) => (
    <Badge size="sm" variant="subtle" colorPalette="brand" minW="6" justifyContent="center">
      {value ?? "–"}
    </Badge>
  );
  return (
    // Each panel opens with a (visually hidden) h2, so its cards' h3 titles follow the page's h1 in order.
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value as Tab)}
      colorPalette="brand"
      variant="line"
      lazyMount
    >
      {/* Phones: the tabs wrap onto a second line rather than hide the last one beyond the edge. */}
      <Tabs.List flexWrap={{ base: "wrap", md: "nowrap" }} mb="6">
        <Tabs.Trigger value="requests" flexShrink="0">
          <LuSprout aria-hidden="true" />
          {t("plantingAdmin.tabs.requests")} {count(counts.data?.requests)}
        </Tabs.Trigger>
        <Tabs.Trigger value="candidates" flexShrink="0">
          <LuUsers aria-hidden="true" />
          {t("plantingAdmin.tabs.candidates")} {count(counts.data?.candidates)}
        </Tabs.Trigger>
        <Tabs.Trigger value="connections" flexShrink="0">
          <LuHandshake aria-hidden="true" />
          {t("plantingAdmin.tabs.connections")} {count(counts.data?.connections)}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="requests">
        <Heading as="h2" srOnly>
          {t("plantingAdmin.tabs.requests")}
        </Heading>
        <RequestsTab onMatched={() => setTab("connections")} />
      </Tabs.Content>
      <Tabs.Content value="candidates">
        <Heading as="h2" srOnly>
          {t("plantingAdmin.tabs.candidates")}
        </Heading>
        <CandidatesTab />
      </Tabs.Content>
      <Tabs.Content value="connections">
        <Heading as="h2" srOnly>
          {t("plantingAdmin.tabs.connections")}
        </Heading>
        <ConnectionsTab />
      </Tabs.Content>
    </Tabs.Root>
  );
}
