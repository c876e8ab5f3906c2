import { startFakeWhatsApp } from '../apps/server/test/fake-whatsapp.ts';
import { E2E_WHATSAPP } from './whatsapp-settings.ts';

/** The browser tests' WhatsApp Cloud API: the API tests' fake, on a fixed port beside the app. */
const fake = await startFakeWhatsApp(Number(process.env.FAKE_WHATSAPP_PORT));
fake.addNumber(E2E_WHATSAPP.phoneNumberId, E2E_WHATSAPP.displayPhone, [E2E_WHATSAPP.serverToken]);
console.log(`fake WhatsApp Cloud API on ${fake.url}`);
