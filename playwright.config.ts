import { defineConfig, devices } from '@playwright/test';
import { E2E_WHATSAPP, fakeWhatsappPort } from './e2e/whatsapp-settings.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests against the production build, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'e2e',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, grepInvert: /@phone/ },
    { name: 'phone', use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/fake-whatsapp-server.ts',
      port: fakeWhatsappPort(PORT),
      reuseExistingServer: false,
      env: { FAKE_WHATSAPP_PORT: String(fakeWhatsappPort(PORT)) },
    },
    {
      command: 'node --import tsx apps/server/src/main.ts',
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        DATA_DIR: 'data/e2e',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // browser tests never reach the network
        CEP_LOOKUP_URL: 'off',
        RATE_LIMIT_PER_MINUTE: '100000',
        // every browser test signs in from 127.0.0.1
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        // a token but no number: agencies use click-to-chat until they set their own number (alerts-whatsapp.spec)
        WHATSAPP_TOKEN: E2E_WHATSAPP.serverToken,
        WHATSAPP_API_URL: `http://127.0.0.1:${fakeWhatsappPort(PORT)}`,
        WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
        WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP.verifyToken,
      },
    },
  ],
});
