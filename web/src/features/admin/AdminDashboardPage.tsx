import { RequireAdmin } from "../../components/auth";
import { AdminDashboard } from "./dashboard/AdminDashboard";

/** /admin: signed-out visitors are sent to sign in, other users see Access Denied (spec section 2). */
export function AdminDashboardPage() {
  return (
    <RequireAdmin loggedOutTo="/api/login">
      <AdminDashboard />
    </RequireAdmin>
  );
}
