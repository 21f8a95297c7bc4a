import { DEFAULT_LOCALE, type Locale, translator } from "@app/shared/i18n";
import type { MailMessage } from "../../adapters/mailer.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/connect.ts";
import type { ServiceContext } from "../context.ts";
import { mailPageUrl } from "../mail/links.ts";

/**
 * A file at least this long takes long enough that its administrator may have left the screen: the end of its
 * preview and of its commit are mailed (docs/product/import.md "Long work"). A short file's steps end while the
 * screen is watching.
 */
export const IMPORT_MAIL_MIN_ROWS = 200;

export type ImportStepDone = "previewReady" | "committed";

interface DoneBatch {
  id: number;
  fileName: string;
  totalRows: number;
  createdByEmail: string;
  counts: Record<string, number>;
}

/** The mail saying a step of a long import is done, in the language of the request that started it. */
export function importDoneMail(
  step: ImportStepDone,
  batch: DoneBatch,
  {
    config,
    locale = DEFAULT_LOCALE,
  }: { config: Pick<Config, "ASSOCIATION_NAME" | "PUBLIC_BASE_URL">; locale?: Locale },
): MailMessage {
  const t = translator(locale);
  const values = {
    site: config.ASSOCIATION_NAME,
    file: batch.fileName,
    rows: batch.totalRows,
    created: batch.counts.created ?? 0,
    updated: batch.counts.updated ?? 0,
    url: mailPageUrl(config.PUBLIC_BASE_URL, `/admin/import?batch=${batch.id}`, locale),
  };
  return {
    to: batch.createdByEmail,
    subject: t(`imports.mail.${step}.subject`, values),
    text: t(`imports.mail.${step}.body`, values),
    language: locale,
  };
}

/**
 * Queues the mail of a long import's step, in the transaction that ends the step (docs/product/mail.md, "When a
 * mail goes"): it exists exactly when the step's new status commits, and the job queue delivers it after.
 */
export async function queueImportDone(
  trx: Database,
  ctx: Pick<ServiceContext, "config" | "adapters" | "locale">,
  step: ImportStepDone,
  batchId: number,
): Promise<void> {
  const row = await trx
    .selectFrom("importBatches")
    .select(["id", "fileName", "totalRows", "createdByEmail", "counts"])
    .where("id", "=", batchId)
    .executeTakeFirst();
  // A batch may have no address to write to (the column is nullable).
  if (!row?.createdByEmail || row.totalRows < IMPORT_MAIL_MIN_ROWS) return;
  const batch = { ...row, createdByEmail: row.createdByEmail, counts: row.counts as Record<string, number> };
  await ctx.adapters.mailer.queue(
    trx,
    importDoneMail(step, batch, { config: ctx.config, locale: ctx.locale }),
  );
}
