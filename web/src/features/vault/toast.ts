import { toaster } from "../../components/ui/toaster";

/** One toast at a time: the newest result replaces an older one instead of queueing behind it. */
export function showToast(options: Parameters<typeof toaster.create>[0]) {
  toaster.dismiss();
  toaster.create(options);
}
