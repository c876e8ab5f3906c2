// Reads an itinerary on stdin and prints the decode as JSON (used by bench/pnr/score.sh).
import { decodePnr } from '../src/index.ts';

const chunks: Buffer[] = [];
process.stdin.on('data', (c: Buffer) => chunks.push(c));
process.stdin.on('end', () => {
  const referenceDate = process.argv.find((a) => a.startsWith('--reference='))?.slice(12);
  process.stdout.write(
    JSON.stringify(decodePnr(Buffer.concat(chunks).toString('utf8'), { referenceDate })) + '\n',
  );
});
