/**
 * EXPLAIN ANALYZE of the trip list and month calendar queries on the scale bench's PostgreSQL
 * database (left by `npm run bench:scale`): where an uncached list spends its time.
 * Run: node --import tsx bench/scale/explain-list.ts postgres://…/rumo_test_scale
 */
import { buildApp } from '../../apps/server/src/app.ts';
import { scaleConfig } from './config.ts';

const url = process.argv[2]!;
const statements: { query: string; params: unknown[] }[] = [];
const config = scaleConfig(url, { READ_CACHE_MB: '0' });
const app = await buildApp(config, { queryLogger: { logQuery: (query, params) => void statements.push({ query, params }) } });
const owner = (await app.database.executeSql(`select id from users where role = 'owner' order by id limit 1`)).rows[0]!;
const token = await app.tokens.issue({ userId: Number(owner.id), version: 0 });
const now = new Date();
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const urls = {
  list: '/api/v1/travels/all?limit=25&offset=0&sortBy=going',
  month: `/api/v1/travels/all?limit=10000&type=going&start=${ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)))}&end=${ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)))}`,
};
for (const [label, path] of Object.entries(urls)) {
  statements.length = 0;
  const res = await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
  console.log(`\n## ${label}: ${res.statusCode}, ${statements.length} statements`);
  for (const { query, params } of statements) {
    if (!/^select/i.test(query.trim())) continue;
    const plan = await app.database.executeSql(`explain (analyze, buffers) ${query}`, params);
    console.log(query.slice(0, 160).replace(/\s+/g, ' '), '…');
    console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await app.close();
