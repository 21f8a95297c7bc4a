import { Button } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LuPlus } from "react-icons/lu";
import { PageContainer } from "../../components/layout/Page";
import { useI18n } from "../../lib/i18n";
import { trpc } from "../../lib/trpc";
import { type AdminEventItem, AdminEventList } from "../events/admin/AdminEventList";
import { DeleteEventDialog } from "../events/admin/DeleteEventDialog";
import { EventFormDialog } from "../events/admin/EventFormDialog";
import { EventsLoadError, EventsLoading } from "../events/EventsQueryStates";
import { AdminPageHeader } from "./AdminPageHeader";

export function AdminEventsPage() {
  return <AdminEventsScreen />;
}

function AdminEventsScreen() {
  const { t } = useI18n();
  const query = useQuery(trpc.events.adminList.queryOptions());
  const [editing, setEditing] = useState<AdminEventItem | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminEventItem | null>(null);

  return (
    <PageContainer>
      <AdminPageHeader
        title={t("adminEvents.title")}
        description={t("adminEvents.description")}
        actions={
          <Button colorPalette="brand" onClick={() => setEditing("new")}>
            <LuPlus aria-hidden="true" />
            {t("adminEvents.add")}
          </Button>
        }
      />
      {query.isPending && <EventsLoading />}
      {query.isError && (
        <EventsLoadError
          titleAs="h2"
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && <AdminEventList events={query.data} onEdit={setEditing} onDelete={setDeleting} />}
      <EventFormDialog target={editing} onClose={() => setEditing(null)} />
      <DeleteEventDialog event={deleting} onClose={() => setDeleting(null)} />
    </PageContainer>
  );
}
