/** The WhatsApp Cloud API of the browser tests: a local fake (fake-whatsapp-server.ts) and its one known number. */
export const E2E_WHATSAPP = {
  serverToken: 'e2e-server-token-0123456789',
  appSecret: 'e2e-meta-app-secret',
  verifyToken: 'e2e-verify',
  phoneNumberId: '5550001000',
  displayPhone: '+55 11 3000-5500',
};
export const fakeWhatsappPort = (appPort: number) => appPort + 1000;
