import { PageContainer } from "../../components/layout/Page";
import { EventsSection } from "./EventsSection";

export function EventsPage() {
  return (
    <PageContainer>
      <EventsSection headingAs="h1" />
    </PageContainer>
  );
}
