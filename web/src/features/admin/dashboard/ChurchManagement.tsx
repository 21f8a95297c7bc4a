import { Badge, Box, Button, HStack, IconButton, Image, Stack, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { LuChurch, LuPencil, LuPlus, LuSearch, LuTrash2 } from "react-icons/lu";
import { ListEmpty, ListStates, RowList } from "../../../components/lists/ListStates";
import { ServerPager, ServerSearchBox, useServerList } from "../../../components/lists/ServerList";
import { Tooltip } from "../../../components/ui/tooltip";
import { useI18n } from "../../../lib/i18n";
import { unlessDefault } from "../../../lib/search-params";
import { trpc } from "../../../lib/trpc";
import { ChurchDialog } from "./ChurchDialog";
import { DashboardSection } from "./DashboardSection";
import { DeleteChurchDialog } from "./DeleteChurchDialog";
import type { AdminChurch } from "./types";

function Placement({ church }: { church: AdminChurch }) {
  const { t } = useI18n();
  if (church.latitude == null || church.longitude == null) {
    return (
      <Badge colorPalette="red" variant="subtle">
        {t("adminChurches.notOnMap")}
      </Badge>
    );
  }
  return church.coordinatesManual ? (
    <Badge colorPalette="purple" variant="subtle">
      {t("adminChurches.placedByHand")}
    </Badge>
  ) : null;
}

interface ChurchRowProps {
  church: AdminChurch;
  onEdit: () => void;
  onDelete: () => void;
}

function ChurchRow({ church, onEdit, onDelete }: ChurchRowProps) {
  const { t } = useI18n();
  return (
    <HStack as="li" gap="3" py="3" align="center" aria-label={church.name}>
      <Box
        boxSize="12"
        rounded="l2"
        overflow="hidden"
        bg="bg.muted"
        flexShrink="0"
        display={{ base: "none", sm: "block" }}
      >
        {church.imageUrl ? (
          <Image src={church.imageUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Box as={LuChurch} boxSize="5" color="fg.subtle" m="3.5" aria-hidden="true" />
        )}
      </Box>
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="semibold" truncate maxW="full">
            {church.name}
          </Text>
          {church.isApproved ? (
            <Badge colorPalette="green" variant="subtle">
              {t("adminChurches.approved")}
            </Badge>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              {t("adminChurches.pending")}
            </Badge>
          )}
          <Placement church={church} />
        </HStack>
        <Text textStyle="sm" color="fg.muted" truncate>
          {church.address}, {church.city}, {church.state} {church.zipCode}
        </Text>
        {church.pastorName && (
          <Text textStyle="xs" color="fg.subtle" truncate>
            {church.pastorName}
          </Text>
        )}
      </Stack>
      <HStack gap="1" flexShrink="0">
        <Tooltip content={t("adminChurches.edit")}>
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t("adminChurches.editChurch", { name: church.name })}
            onClick={onEdit}
          >
            <LuPencil />
          </IconButton>
        </Tooltip>
        <Tooltip content={t("common.delete")}>
          <IconButton
            variant="ghost"
            size="sm"
            colorPalette="red"
            aria-label={t("adminChurches.deleteChurch", { name: church.name })}
            onClick={onDelete}
          >
            <LuTrash2 />
          </IconButton>
        </Tooltip>
      </HStack>
    </HStack>
  );
}

export function ChurchManagement() {
  const { t } = useI18n();
  // The search lives in the address, so a filtered list survives a reload and can be shared.
  const search = useSearch({ from: "/admin/", select: (params) => params.q ?? "" });
  const navigate = useNavigate({ from: "/admin/" });
  // The server searches and pages (issue 38): the dashboard never holds the whole network's churches.
  const { input, setOffset, settled } = useServerList(search);
  const churches = useQuery({
    ...trpc.churches.adminList.queryOptions(input),
    // Keep the rows while the next page or search loads, instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
  const [dialog, setDialog] = useState<{ church: AdminChurch | null } | null>(null);
  const [deleting, setDeleting] = useState<{ church: AdminChurch | null; open: boolean }>({
    church: null,
    open: false,
  });

  return (
    <DashboardSection
      id="church-management"
      title={t("adminChurches.management.title")}
      description={t("adminChurches.management.description")}
      actions={
        <Button colorPalette="brand" size="sm" onClick={() => setDialog({ church: null })}>
          <LuPlus /> {t("adminChurches.management.add")}
        </Button>
      }
    >
      <Stack gap="3">
        <ServerSearchBox
          label={t("adminChurches.management.search")}
          placeholder={t("adminChurches.management.searchPlaceholder")}
          value={search}
          busy={!settled || churches.isPlaceholderData}
          onChange={(value) =>
            // Each keystroke replaces the address: Back leaves the dashboard rather than undoing letters.
            void navigate({
              search: (current) => ({ ...current, q: unlessDefault(value, "") }),
              replace: true,
              resetScroll: false,
            })
          }
        />
        <ListStates
          query={{ ...churches, data: churches.data?.items }}
          loading={t("adminChurches.management.loading")}
          empty={
            input.q ? (
              <ListEmpty icon={<LuSearch />} title={t("adminChurches.management.noMatch")} />
            ) : (
              <ListEmpty
                icon={<LuChurch />}
                title={t("adminChurches.management.empty")}
                description={t("adminChurches.management.emptyHint")}
              />
            )
          }
        >
          {(found) => {
            const total = churches.data?.total ?? found.length;
            return (
              <Stack gap="3">
                <Text textStyle="xs" color="fg.muted" aria-live="polite">
                  {t("adminChurches.management.showing", { shown: found.length, total })}
                </Text>
                <RowList>
                  {found.map((church) => (
                    <ChurchRow
                      key={church.id}
                      church={church}
                      onEdit={() => setDialog({ church })}
                      onDelete={() => setDeleting({ church, open: true })}
                    />
                  ))}
                </RowList>
                <ServerPager
                  list={t("adminChurches.management.title")}
                  offset={input.offset}
                  limit={input.limit}
                  total={total}
                  shown={found.length}
                  onOffset={setOffset}
                />
              </Stack>
            );
          }}
        </ListStates>
      </Stack>
      <ChurchDialog open={dialog !== null} church={dialog?.church ?? null} onClose={() => setDialog(null)} />
      <DeleteChurchDialog
        open={deleting.open}
        church={deleting.church}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </DashboardSection>
  );
}
