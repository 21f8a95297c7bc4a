import { Outlet, useMatch } from "@tanstack/react-router";
import { RequireAdmin } from "../../components/auth";
import { EnrolmentGate } from "../account/two-factor/EnrolmentGate";

/**
 * The frame of every /admin screen: the one place the area checks access (the API enforces the same rule on
 * every admin call). docs/product/administration.md#access: a signed-out visitor on resource management is sent to /auth,
 * on the other admin screens to /api/login.
 */
export function AdminArea() {
  const onResources = useMatch({ from: "/admin/resources", shouldThrow: false }) !== undefined;
  return (
    <RequireAdmin loggedOutTo={onResources ? "/auth" : "/api/login"}>
      <EnrolmentGate>
        <Outlet />
      </EnrolmentGate>
    </RequireAdmin>
  );
}
