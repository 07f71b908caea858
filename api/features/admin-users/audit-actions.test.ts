import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverModules } from '../slices';
import { AUDIT_ACTIONS } from './audit-actions';

const PROJECTIONS = path.resolve(__dirname, '../../../projections');

/** Every area's describer source (projections/<area>/audit-entries.ts). */
const describerSources = () => readdirSync(PROJECTIONS, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => path.join(PROJECTIONS, d.name, 'audit-entries.ts'))
  .flatMap((file) => {
    try {
      return [readFileSync(file, 'utf8')];
    } catch {
      return [];
    }
  });

/**
 * The action names a describer's `action:` can hold: its snake_case literals, and for a
 * template (`battler_application_${status}`) the listed names that begin with its prefix.
 */
function writtenActions(source: string) {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const line of source.split('\n').filter((l) => /\baction:/.test(l))) {
    for (const [, name] of line.matchAll(/'([a-z]+(?:_[a-z]+)+)'/g)) literals.add(name);
    for (const [, prefix] of line.matchAll(/`([a-z_]+_)\$\{/g)) prefixes.add(prefix);
  }
  return { literals, prefixes };
}

describe('the audit action names', () => {
  it('name every action a describer writes, and only those', () => {
    const sources = describerSources();
    expect(sources).toHaveLength(serverModules.filter((m) => m.audit).length);
    const literals = new Set<string>();
    const prefixes = new Set<string>();
    for (const source of sources) {
      const found = writtenActions(source);
      found.literals.forEach((n) => literals.add(n));
      found.prefixes.forEach((p) => prefixes.add(p));
    }
    const listed = new Set<string>(AUDIT_ACTIONS);
    expect([...literals].filter((n) => !listed.has(n))).toEqual([]);
    // a template's reviews come out approved or rejected
    for (const prefix of prefixes) expect([`${prefix}approved`, `${prefix}rejected`].filter((n) => !listed.has(n))).toEqual([]);
    const written = (n: string) => literals.has(n) || [...prefixes].some((p) => n.startsWith(p));
    expect(AUDIT_ACTIONS.filter((n) => !written(n))).toEqual([]);
    expect(listed.size).toBe(AUDIT_ACTIONS.length);
  });
});
