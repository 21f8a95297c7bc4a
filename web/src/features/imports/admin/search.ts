/** /admin/import?batch=12: the batch open below the upload, so a reload or a shared link comes back to it. */
export interface ImportSearch {
  batch?: number;
}

export const importSearch = (search: Record<string, unknown>): ImportSearch => {
  const batch = typeof search.batch === "string" ? Number(search.batch) : search.batch;
  return { batch: typeof batch === "number" && Number.isInteger(batch) && batch > 0 ? batch : undefined };
};
