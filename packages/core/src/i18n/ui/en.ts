import type { UiCatalog } from './types.ts';
import { accountsEn } from './areas/accounts.ts';
import { pnrEn } from './areas/pnr.ts';
import { customersEn } from './areas/customers.ts';
import { travelsEn } from './areas/travels.ts';
import { billingEn } from './areas/billing.ts';
import { tasksEn } from './areas/tasks.ts';
import { vouchersEn } from './areas/vouchers.ts';
import { tripAppEn } from './areas/tripApp.ts';
import { privacyEn } from './areas/privacy.ts';
import { operatorEn } from './areas/operator.ts';

export const uiEn: UiCatalog = {
  app: {
    name: 'Rumo',
    tagline: 'Trip management for travel agencies',
    skipToContent: 'Skip to content',
    homeLink: 'Rumo, go to the home page',
  },
  common: {
    loading: 'Loading…',
    close: 'Close',
    cancel: 'Cancel',
    reload: 'Reload page',
    backHome: 'Back to the home page',
    somethingWrong: 'Something went wrong',
    unexpected: 'An unexpected error occurred. Reload the page to try again.',
  },
  language: {
    label: 'Language',
    current: 'Language: {{name}}',
    pt: 'Português',
    es: 'Español',
    en: 'English',
  },
  nav: {
    main: 'Main navigation',
    travels: 'Trips',
    customers: 'Clients',
    staff: 'Staff',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    tasks: 'Tasks',
    userMenu: 'User menu',
    account: 'My account',
    payments: 'Payments',
    support: 'Support',
    logout: 'Sign out',
    login: 'Sign in',
    signup: 'Create account',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    pnr: 'PNR decoder',
    footer: 'Company links',
  },
  snackbar: {
    close: 'Close notification',
  },
  confirmDelete: {
    title: 'Confirm deletion',
    message: 'Are you sure you want to delete {{name}}? This cannot be undone.',
    messageGeneric: 'Are you sure you want to delete this item? This cannot be undone.',
    confirm: 'Delete',
  },
  login: {
    title: 'Sign in to Rumo',
    subtitle: "Access your agency's account.",
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show password',
    submit: 'Sign in',
    forgotPassword: 'I forgot my password',
    noAccount: "Don't have an account yet?",
    createAccount: 'Sign up',
    agreement: 'By signing in you accept the <terms>Terms of use</terms> and the <privacy>Privacy policy</privacy>.',
  },
  tasks: tasksEn,
  pages: {
    payments: {
      title: 'Payments',
    },
    awaitingPayment: {
      title: 'Awaiting payment',
    },
    blocked: {
      title: 'Access blocked',
    },
    notFound: {
      title: 'Page not found',
      message: 'The page does not exist or is offline.',
    },
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    otherDocument: 'See also',
  },
  accounts: accountsEn,
  pnr: pnrEn,
  customers: customersEn,
  travels: travelsEn,
  subscription: billingEn,
  vouchers: vouchersEn,
  tripApp: tripAppEn,
  operator: operatorEn,
  ...privacyEn,
};
