export { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";
