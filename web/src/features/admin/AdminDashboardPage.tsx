import { AdminDashboard } from "./dashboard/AdminDashboard";

/** /admin. Who may see it is decided once for the whole area (AdminArea). */
export function AdminDashboardPage() {
  return <AdminDashboard />;
}
