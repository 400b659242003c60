import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The ownership map of ARCHITECTURE.md ("Who owns which table"), held against the code: every
 * table of db/schema has one owning module, and a module that is not the owner names a table
 * only where the map says so. Writes outside the owner and reads (joins) outside it are listed
 * as debts to fold behind the owner's index; a new one fails here until it is either moved to
 * the owner or written into the map, and a listed one that is gone must leave the map too.
 */
const server = join(import.meta.dirname, '..');
const root = join(server, '../../..');

interface Owner {
  owner: string;
  readBy: string[];
  writtenBy: string[];
}

function ownershipMap(): Map<string, Owner> {
  const doc = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
  const block = /<!-- table-owners:start -->([\s\S]*?)<!-- table-owners:end -->/.exec(doc)?.[1] ?? '';
  const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
  const map = new Map<string, Owner>();
  for (const line of block.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const table = /^`(\w+)`$/.exec(cells[1] ?? '')?.[1];
    if (!table) continue;
    map.set(table, { owner: names(cells[2]!)[0]!, readBy: names(cells[3]!), writtenBy: names(cells[4]!) });
  }
  return map;
}

/** `pgTable('sql_name')` of every schema export, by its TypeScript name. */
function schemaTables(): Map<string, string> {
  const dir = join(server, 'db/schema');
  const tables = new Map<string, string>();
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) tables.set(m[1]!, m[2]!);
  }
  return tables;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The unit a file belongs to: its module (`payments`), or its folder outside modules (`jobs`). */
function unitOf(file: string): string {
  const parts = relative(server, file).split('/');
  if (parts[0] === 'modules') return parts[1]!;
  if (parts[0] === 'gateways' && parts.length > 2) return `gateways/${parts[1]}`;
  return parts[0]!.replace(/\.ts$/, '');
}

/** Which units name each table (reads or writes), and which write it, in production code. */
function usage(tables: Map<string, string>) {
  const byIdentifier = new Map([...tables].map(([ident, sql]) => [ident, sql]));
  const named = new Map<string, Set<string>>();
  const written = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, table: string, unit: string) =>
    map.set(table, (map.get(table) ?? new Set()).add(unit));
  // The seed and migrations build every table; tests and their support are not production code.
  const production = filesUnder(server).filter(
    (f) => !f.endsWith('.test.ts') && !/\/src\/(db|test)\//.test(f),
  );
  for (const file of production) {
    const text = readFileSync(file, 'utf8');
    const imported = [...text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g)]
      .flatMap((m) => m[1]!.split(','))
      .map(
        (s) =>
          s
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!,
      )
      .filter((ident) => byIdentifier.has(ident));
    for (const ident of imported) add(named, byIdentifier.get(ident)!, unitOf(file));
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      if (byIdentifier.has(m[1]!)) add(written, byIdentifier.get(m[1]!)!, unitOf(file));
    }
  }
  return { named, written };
}

describe('table ownership (ARCHITECTURE.md)', () => {
  const map = ownershipMap();
  const tables = schemaTables();
  const { named, written } = usage(tables);

  it('gives every table of db/schema one owner, and names no table that is not there', () => {
    const sqlNames = new Set(tables.values());
    expect([...sqlNames].filter((t) => !map.get(t)?.owner).sort()).toEqual([]);
    expect([...map.keys()].filter((t) => !sqlNames.has(t)).sort()).toEqual([]);
  });

  it('writes a table only in its owner, or where the map lists the debt', () => {
    const unlisted: string[] = [];
    for (const [table, units] of written) {
      const entry = map.get(table);
      for (const unit of units) {
        if (unit !== entry?.owner && !entry?.writtenBy.includes(unit))
          unlisted.push(`${table} written by ${unit}`);
      }
    }
    expect(unlisted.sort()).toEqual([]);
  });

  it('names a table outside its owner only where the map lists the reader', () => {
    const unlisted: string[] = [];
    for (const [table, units] of named) {
      const entry = map.get(table);
      for (const unit of units) {
        const listed =
          unit === entry?.owner || entry?.readBy.includes(unit) || entry?.writtenBy.includes(unit);
        if (!listed) unlisted.push(`${table} used by ${unit}`);
      }
    }
    expect(unlisted.sort()).toEqual([]);
  });

  it('lists no reader or writer that no longer uses the table (the map shrinks as debts are paid)', () => {
    const stale: string[] = [];
    for (const [table, entry] of map) {
      for (const unit of entry.readBy)
        if (!named.get(table)?.has(unit)) stale.push(`${table} read by ${unit}`);
      for (const unit of entry.writtenBy) {
        if (!written.get(table)?.has(unit)) stale.push(`${table} written by ${unit}`);
      }
    }
    expect(stale.sort()).toEqual([]);
  });
});
