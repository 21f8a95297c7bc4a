export { RequireAdmin } from "./RequireAdmin";
export { RequireSignIn } from "./RequireSignIn";
