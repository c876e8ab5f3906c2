import type { UiCatalog } from '../types.ts';
import { shellEn } from './shell.ts';
import { accountsEn } from './accounts.ts';
import { billingEn } from './billing.ts';
import { customersEn } from './customers.ts';
import { pnrEn } from './pnr.ts';
import { privacyEn } from './privacy.ts';
import { tasksEn } from './tasks.ts';
import { travelsEn } from './travels.ts';
import { tripAppEn } from './tripApp.ts';
import { vouchersEn } from './vouchers.ts';
import { operatorEn } from './operator.ts';
import { tutorialEn } from './tutorial.ts';

export const uiEn: UiCatalog = {
  ...shellEn,
  tasks: tasksEn,
  accounts: accountsEn,
  pnr: pnrEn,
  customers: customersEn,
  travels: travelsEn,
  subscription: billingEn,
  vouchers: vouchersEn,
  tripApp: tripAppEn,
  operator: operatorEn,
  tutorial: tutorialEn,
  ...privacyEn,
};
