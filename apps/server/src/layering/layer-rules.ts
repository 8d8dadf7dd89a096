// Checks imports against server-layers.json; eslint.config.js builds its
// import-x/no-restricted-paths zones from the same table.

/** What each part may import: folders, root files, patterns, or '*'. */
export type LayerTable = Readonly<Record<string, readonly string[] | string>>;

/** One relative import: paths relative to src/, with their extension. */
export interface SourceImport {
  file: string;
  specifier: string;
  target: string;
}

const isTest = (file: string) => file.endsWith('.test.ts');

/** The part a file belongs to: its folder, or the root file it tests. */
export function unitOf(file: string): string {
  const [first, ...rest] = file.split('/');
  return rest.length > 0 ? first! : first!.replace(/\.test\.ts$/, '.ts');
}

// 'shared' -> shared/**, 'config.ts' -> config.ts, 'modules/*/*.table.ts'
// as written, '*' within one path segment.
function allows(entry: string, target: string): boolean {
  const pattern = /[/.]/.test(entry) ? entry : `${entry}/**`;
  const source = pattern
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${source}$`).test(target);
}

/** The imports the table forbids: into another part and not listed. */
export function forbiddenImports(
  imports: readonly SourceImport[],
  table: LayerTable,
): SourceImport[] {
  return imports.filter(({ file, target }) => {
    const from = unitOf(file);
    const to = unitOf(target);
    if (from === to) return false;
    if (to === 'testing' && isTest(file)) return false;
    const allowed = table[from] ?? [];
    if (allowed === '*') return false;
    if (typeof allowed === 'string') {
      throw new Error(`${from}: '*' or a list, not '${allowed}'`);
    }
    return !allowed.some((entry) => allows(entry, target));
  });
}
