export { ConfirmDialog } from "./ConfirmDialog";
