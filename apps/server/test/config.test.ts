import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('config', () => {
  it('defaults to embedded PGlite in the data folder and port 3000', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/rumo-x' });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/rumo-x/db' });
    expect(config.storage).toEqual({ kind: 'disk', dir: '/tmp/rumo-x/files' });
    expect(config.mail.smtpUrl).toBeNull();
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://u@h/db' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
  });

  it('refuses a bad port with the variable named', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: 'abc' })).toThrow(/PORT/);
  });

  it('requires a JWT secret of 32+ characters in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/32/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).jwt.secret).toHaveLength(40);
  });

  it('reads JOBS_CRON as schedules by job name and refuses a malformed one', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).jobsCron).toEqual({});
    expect(loadConfig({ NODE_ENV: 'test', JOBS_CRON: 'checklist-digest=0 6 * * *; billing.expire-trials = */10 * * * *' }).jobsCron).toEqual({
      'checklist-digest': '0 6 * * *',
      'billing.expire-trials': '*/10 * * * *',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', JOBS_CRON: 'checklist-digest=every morning' })).toThrow(/JOBS_CRON/);
  });

  it('refuses half an S3 configuration', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value?: string) => loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
  it('trusts no proxy by default', () => {
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
  });
  it('accepts a hop count, true, or proxy addresses and CIDRs', () => {
    expect(trust('2')).toBe(2);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.1, 192.168.0.0/16,::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1']);
  });
  it('refuses anything else with the variable named', () => {
    expect(() => trust('proxy.example.com')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
  });
});
