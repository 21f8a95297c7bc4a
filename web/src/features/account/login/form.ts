export type FormErrors = Record<string, string | undefined>;

interface ParseResult {
  success: boolean;
  error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
}

/** The first message per field of a failed shared-schema parse, keyed by the dotted path ("churchData.name"). */
export function issuesByPath(result: ParseResult): FormErrors {
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}
