import { toaster } from "../../components/ui/toaster";

/** The newest result replaces an older toast (the toaster itself sees to that). */
export function showToast(options: Parameters<typeof toaster.create>[0]) {
  toaster.create(options);
}
