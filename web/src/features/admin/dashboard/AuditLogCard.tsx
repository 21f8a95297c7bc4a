import { Badge, HStack, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LuHistory, LuSearch } from "react-icons/lu";
import { ListEmpty, ListStates, RowList } from "../../../components/lists/ListStates";
import { ServerPager, ServerSearchBox, useServerList } from "../../../components/lists/ServerList";
import { formatDateTime } from "../../../lib/dates";
import { useI18n } from "../../../lib/i18n";
import { trpc } from "../../../lib/trpc";
import { DashboardSection } from "./DashboardSection";
import type { AuditEntry } from "./types";

const ACTION_PALETTES: Record<string, string> = {
  approve: "green",
  create: "blue",
  update: "gray",
  delete: "red",
  reject: "red",
  toggle: "purple",
  geocode: "teal",
  match: "orange",
  unmatch: "orange",
  status: "gray",
  owner_update: "yellow",
  revert: "orange",
};

/** Actions whose stored name is not a word a reader would use. */
const ACTION_LABELS: Record<string, string> = { owner_update: "owner edit" };

function AuditRow({ entry }: { entry: AuditEntry }) {
  const who = entry.actorName
    ? `${entry.actorName} (${entry.actorEmail})`
    : (entry.actorEmail ?? "A former user");
  return (
    <Stack as="li" gap="1" py="2.5">
      <HStack gap="2" align="flex-start">
        <Badge
          colorPalette={ACTION_PALETTES[entry.action] ?? "gray"}
          variant="subtle"
          flexShrink="0"
          mt="0.5"
        >
          {ACTION_LABELS[entry.action] ?? entry.action}
        </Badge>
        <Text textStyle="sm" minW="0" wordBreak="break-word">
          {entry.summary}
        </Text>
      </HStack>
      <Text textStyle="xs" color="fg.muted" wordBreak="break-word">
        {who} · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Text>
    </Stack>
  );
}

/** Who changed what, and when: the whole log, newest first, a page at a time, searched on the server. */
export function AuditLogCard() {
  const { t } = useI18n();
  const [typed, setTyped] = useState("");
  const { input, setOffset, settled } = useServerList(typed);
  const audit = useQuery({ ...trpc.admin.audit.queryOptions(input), placeholderData: keepPreviousData });
  return (
    <DashboardSection
      id="recent-activity"
      title={t("adminDashboard.recentActivity")}
      description={t("adminDashboard.recentActivityText")}
    >
      <Stack gap="3">
        <ServerSearchBox
          label={t("adminChurches.lists.searchActivity")}
          placeholder={t("adminChurches.lists.searchActivityPlaceholder")}
          value={typed}
          onChange={setTyped}
          busy={!settled || audit.isPlaceholderData}
        />
        <ListStates
          query={{ ...audit, data: audit.data?.items }}
          loading={t("adminDashboard.loadingActivity")}
          empty={
            input.q ? (
              <ListEmpty icon={<LuSearch />} title={t("adminChurches.lists.noMatch")} />
            ) : (
              <ListEmpty icon={<LuHistory />} title={t("adminDashboard.noActivity")} />
            )
          }
        >
          {(entries) => (
            <Stack gap="3">
              <RowList>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </RowList>
              <ServerPager
                list={t("adminDashboard.recentActivity")}
                offset={input.offset}
                limit={input.limit}
                total={audit.data?.total ?? 0}
                shown={entries.length}
                onOffset={setOffset}
              />
            </Stack>
          )}
        </ListStates>
      </Stack>
    </DashboardSection>
  );
}
