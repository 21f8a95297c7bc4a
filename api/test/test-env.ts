/**
 * Which database the integration tests use: TEST_DATABASE_URL, else DATABASE_URL (a server whose user may
 * create databases), else the embedded PGlite. Each test file gets its own fresh database.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
