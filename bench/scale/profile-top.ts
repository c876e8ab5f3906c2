/**
 * The functions that held the CPU longest in a V8 .cpuprofile (self time), grouped by function and
 * file, so a profile from `BENCH_CPU_PROF` reads as a short table.
 * Run: node --import tsx bench/scale/profile-top.ts <file.cpuprofile> [rows=25]
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const [file, rowsArg] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file!, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const { functionName, url } = byId.get(id)!.callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(apps|packages)\//, '$1/');
  const key = `${functionName || '(anonymous)'} ${where}`;
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(key, (self.get(key) ?? 0) + dt);
  total += dt;
});
const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(rowsArg ?? 25));
console.log('| self % | function |\n|---:|---|');
for (const [key, us] of top) console.log(`| ${((100 * us) / total).toFixed(1)}% | ${key} |`);

// The same samples by package: the database engine, the ORM, validation, the HTTP stack, ours.
const bucket = (url: string) => {
  if (url.startsWith('wasm://') || url.includes('@electric-sql/pglite')) return 'PGlite (WebAssembly + JS)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/apps/') || url.includes('/packages/')) return 'Rumo code';
  return url.startsWith('node:') ? 'Node internals' : '(native, GC, idle)';
};
const byPackage = new Map<string, number>();
profile.samples.forEach((id, i) => {
  const key = bucket(byId.get(id)!.callFrame.url);
  byPackage.set(key, (byPackage.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
console.log('\n| self % | package |\n|---:|---|');
for (const [key, us] of [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`| ${((100 * us) / total).toFixed(1)}% | ${key} |`);
