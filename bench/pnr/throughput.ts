/**
 * GDS itineraries decoded per second on one core (issue 17 asks for >= 10,000).
 * Decodes a fixed set of GDS displays (Amadeus, Sabre, Apollo, Galileo, Worldspan; plus the real
 * samples of ../shared/pnr-samples when that folder is there) round after round for a few seconds.
 *   npm run bench:pnr            node --import tsx bench/pnr/throughput.ts [seconds]
 */
import fs from 'node:fs';
import path from 'node:path';
import { decodePnr } from '../../packages/pnr/src/index.ts';

const OWN: string[] = [
  [
    'RP/SAOB12345/SAOB12345            AA/SU  10JAN25/1200Z   QWE7RT',
    '  1.SILVA/ANA MRS',
    '  2  LA8084 Y 10MAR 1 GRULHR HK1  2330 1425+1 *1A/E*',
    '  3  BA 500 Y 15MAR 6 LHRMAD HK1  0815 1140   *1A/E*',
  ].join('\n'),
  [
    ' 1.1ROCHA/BRUNO',
    ' 1 G3 1450Y 22MAY 4 GRUSSA HK1   705A  930A /DCG3 /E',
    ' 2 G3 1451Y 29MAY 4 SSAGRU HK1  1150A  220P /DCG3 /E',
    'TKT/TIME LIMIT',
    '  1.TAW/',
  ].join('\n'),
  [' 1. TP   88 K  12FEB GRULIS HK1   345P # 525A O*', ' 2. TP 1026 K  13FEB LISMAD HK1   815A  1040A O*'].join('\n'),
  [' 1 CM 701Y 14JUN GRUPTY HK1   110A  605A *  SA', ' 2 CM 472Y 14JUN PTYMIA HK1   845A 1250P *  SA'].join('\n'),
  ['WORLDSPAN', ' 1 AA 930Y 15MAR SU MIAGRU HK1 1130P  840A 16MAR'].join('\n'),
];

function samples(): string[] {
  const dir = process.env.PNR_SAMPLES ?? path.resolve(import.meta.dirname, '../../../shared/pnr-samples/corpus');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

export function pnrThroughput(seconds = 3) {
  const texts = [...OWN, ...samples()];
  let segments = 0;
  for (const t of texts) segments += decodePnr(t, { referenceDate: '2025-01-10' }).segments.length; // warm-up
  let decoded = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    for (const t of texts) decodePnr(t, { referenceDate: '2025-01-10' });
    decoded += texts.length;
  }
  const perSecond = Math.round(decoded / ((performance.now() - start) / 1000));
  // Per second of this process's own CPU time: the one-core figure even on a busy machine.
  const cpu = process.cpuUsage(cpuStart);
  const perCpuSecond = Math.round(decoded / ((cpu.user + cpu.system) / 1e6));
  return {
    itineraries: texts.length,
    segmentsPerRound: segments,
    itinerariesPerSecond: perSecond,
    itinerariesPerCpuSecond: perCpuSecond,
    target: 10_000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(pnrThroughput(Number(process.argv[2] ?? 3)), null, 2));
}
