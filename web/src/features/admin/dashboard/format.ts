export { formatDate, formatDateTime } from "../../../lib/dates";
