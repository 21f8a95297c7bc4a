/**
 * What a tRPC batch may cost (docs/directory-api.md, "Bounded answers"). A batch of ten calls is one request
 * to the server but ten answers' work: ten searches of the whole directory in 300 bytes once held the server
 * for seconds. Each procedure costs 1 but those reading many churches, and a batch's calls may cost
 * MAX_BATCH_COST together; the web client sends the costly ones on their own, never batched.
 */
export const MAX_BATCH_COST = 10;

/** The public reads whose answers hold up to a page, a viewport or an unpaged list of churches. */
export const COSTLY_PROCEDURES: Readonly<Record<string, number>> = {
  "churches.list": 5,
  "churches.listJson": 5,
  "churches.search": 5,
  "churches.page": 3,
  "churches.viewport": 3,
  "churches.clusterMembers": 3,
};

/** The cost of a batch of procedure paths (as the URL lists them, comma-separated). */
export function batchCost(paths: readonly string[]): number {
  return paths.reduce((sum, path) => sum + (COSTLY_PROCEDURES[path] ?? 1), 0);
}
