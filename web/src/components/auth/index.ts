export { useCurrentUser } from "../../lib/queries";
export { AccessDenied } from "./AccessDenied";
export { RequireAdmin } from "./RequireAdmin";
export { RequireSignIn } from "./RequireSignIn";
