import type { UiCatalog } from '../types.ts';
import { shellEs } from './shell.ts';
import { accountsEs } from './accounts.ts';
import { billingEs } from './billing.ts';
import { customersEs } from './customers.ts';
import { pnrEs } from './pnr.ts';
import { privacyEs } from './privacy.ts';
import { tasksEs } from './tasks.ts';
import { travelsEs } from './travels.ts';
import { tripAppEs } from './tripApp.ts';
import { vouchersEs } from './vouchers.ts';
import { operatorEs } from './operator.ts';
import { tutorialEs } from './tutorial.ts';

export const uiEs: UiCatalog = {
  ...shellEs,
  tasks: tasksEs,
  accounts: accountsEs,
  pnr: pnrEs,
  customers: customersEs,
  travels: travelsEs,
  subscription: billingEs,
  vouchers: vouchersEs,
  tripApp: tripAppEs,
  operator: operatorEs,
  tutorial: tutorialEs,
  ...privacyEs,
};
