/**
 * The value made for a key, made on its first use: for Intl's formatters, which cost far more to make than to use
 * (every card of the directory's list formats its dates, languages and next service while a phone hydrates).
 */
export function madeOnce<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let made = cache.get(key);
  if (made === undefined) {
    made = make();
    cache.set(key, made);
  }
  return made;
}
