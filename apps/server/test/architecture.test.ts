import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shape docs/architecture.md describes, checked on the server's sources: tenant filters only in
 * the scoping layer or a named escape, services free of HTTP, no fixed UTC offset.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sources(SRC).map((file) => ({
  file: path.relative(SRC, file).split(path.sep).join('/'),
  lines: fs.readFileSync(file, 'utf8').split('\n'),
}));

/** Where the tenant column belongs: the tables, their migrations and the one scoping layer. */
const SCOPING_LAYER = [/^db\/schema\//, /^db\/migrations\//, /^platform\/context\/scoped\.ts$/];

/**
 * Mentions of agency_id that are neither a filter nor an escape. Each says why it stays; keep it
 * short: a new entry is a question for review, not a way to pass.
 */
const ALLOWED_MENTIONS: { file: string; line: RegExp; reason: string }[] = [
  {
    file: 'platform/auth/user-cache.ts',
    line: /agencyId: users\.agency_id/,
    reason: "reads a user's agency by user id: where every request's agency comes from",
  },
  {
    file: 'modules/billing/stripe-agency.ts',
    line: /const AGENCY_KEY = 'agency_id'/,
    reason: "the key of Stripe's metadata that names our agency, a field of Stripe's objects, not a column",
  },
];

/** The top-level function (or const) a line belongs to: the nearest declaration at column 0 above it. */
function enclosingName(lines: string[], index: number): string | null {
  for (let i = index; i >= 0; i--) {
    const match = /^(?:export\s+)?(?:async\s+)?(?:function\s+(\w+)|const\s+(\w+))/.exec(lines[i]!);
    if (match) return match[1] ?? match[2] ?? null;
  }
  return null;
}

/** Code, not comments: a line's text before a line comment, and no doc-comment lines. */
const code = (line: string) => (/^\s*(\*|\/\*|\/\/)/.test(line) ? '' : line.replace(/\s\/\/.*$/, ''));

describe('architecture (docs/architecture.md)', () => {
  it('writes agency_id only in the scoping layer, in unscoped… escapes and the documented mentions', () => {
    const stray: string[] = [];
    for (const { file, lines } of files) {
      if (SCOPING_LAYER.some((pattern) => pattern.test(file))) continue;
      lines.forEach((line, index) => {
        if (!code(line).includes('agency_id')) return;
        if (enclosingName(lines, index)?.startsWith('unscoped')) return;
        if (ALLOWED_MENTIONS.some((allowed) => allowed.file === file && allowed.line.test(line))) return;
        stray.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(stray, 'use scoped(ctx), or a function named unscoped… with the reason in its comment').toEqual([]);
  });

  it('keeps every allow-list entry in use, so the list cannot outlive its reason', () => {
    for (const allowed of ALLOWED_MENTIONS) {
      const source = files.find((f) => f.file === allowed.file);
      expect(source?.lines.some((line) => allowed.line.test(line)), `${allowed.file}: ${allowed.reason}`).toBe(true);
    }
  });

  it('gives every unscoped… escape a comment that says why', () => {
    const silent: string[] = [];
    for (const { file, lines } of files) {
      lines.forEach((line, index) => {
        if (!/^(?:export\s+)?(?:async\s+)?function\s+unscoped\w*/.test(line)) return;
        if (!/\*\/\s*$/.test(lines[index - 1] ?? '')) silent.push(`${file}:${index + 1}`);
      });
    }
    expect(silent).toEqual([]);
  });

  it('keeps services free of HTTP: no FastifyRequest or FastifyInstance outside routes.ts under modules/', () => {
    const http = files
      .filter(({ file }) => file.startsWith('modules/') && !file.endsWith('/routes.ts') && file !== 'modules/index.ts')
      .filter(({ lines }) => lines.some((line) => /\bFastify(Request|Instance)\b/.test(code(line))))
      .map(({ file }) => file);
    expect(http).toEqual([]);
  });

  it('has no requireAgency: routes pass request.ctx', () => {
    const uses = files.filter(({ lines }) => lines.some((line) => /\brequireAgency\b/.test(line))).map(({ file }) => file);
    expect(uses).toEqual([]);
  });

  it('reads no day or hour at a fixed offset: the agency zone comes from ctx.timeZone', () => {
    const fixed = /-03:00|3\s*\*\s*3600|3\s*\*\s*3_?600_?000|interval\s+'-03:00'|TRIP_TZ_OFFSET/;
    const found: string[] = [];
    for (const { file, lines } of files)
      lines.forEach((line, index) => {
        if (fixed.test(code(line))) found.push(`${file}:${index + 1}: ${line.trim()}`);
      });
    expect(found).toEqual([]);
  });
});
