// The order tables are listed in everywhere (issue 38 item 11): by name as people read them, numbers by
// their value, so T2 comes before T4 before T10 before T38 (a plain string sort puts T4 after T38).
// Letters ignore case and accents; the server and the web sort with this one rule.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Compares two table names the way a floor reads them: "T2" < "T4" < "T10" < "T38". */
export const compareTableNames = (a: string, b: string): number => collator.compare(a, b);

/** Tables in name order (a copy); tables of the same name keep the order they came in. */
export const sortByTableName = <T extends { name: string }>(tables: readonly T[]): T[] =>
  [...tables].sort((a, b) => compareTableNames(a.name, b.name));
