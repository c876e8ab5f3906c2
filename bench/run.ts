/** Runs every benchmark and prints one JSON report. `npm run bench` (build the web app first for the bundle numbers). */
import { bundleReport, hasBuild } from './bundle-size.ts';
import { apiLoadReport } from './api-load.ts';
import { pnrThroughput } from './pnr/throughput.ts';

const report: Record<string, unknown> = {};
report.bundle = hasBuild()
  ? bundleReport()
  : 'apps/web/dist is missing: run npm run build first';
report.api = await apiLoadReport();
report.pnr = pnrThroughput();
console.log(JSON.stringify(report, null, 2));
