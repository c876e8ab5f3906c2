import type { UiCatalog } from './types.ts';
import { accountsEn } from './areas/accounts.ts';
import { pnrEn } from './areas/pnr.ts';
import { customersEn } from './areas/customers.ts';
import { travelsEn } from './areas/travels.ts';
import { billingEn } from './areas/billing.ts';
import { tasksEn } from './areas/tasks.ts';
import { vouchersEn } from './areas/vouchers.ts';
import { privacyEn } from './areas/privacy.ts';

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
    home: {
      title: 'Trips',
      emptyTitle: 'No trips yet',
      emptyText: "Your agency's trips will appear here, on the board and in the list.",
    },
    travel: {
      title: 'Trip',
      emptyTitle: 'No details to show',
      emptyText: 'The itinerary, vouchers, financials, alerts and travellers of this trip will appear here.',
    },
    travelPdf: {
      title: 'Trip itinerary',
      emptyText: 'The printable itinerary of this trip will appear here.',
    },
    financialReport: {
      title: 'Financial report',
      emptyText: 'The financial report of this trip will appear here.',
    },
    customers: {
      title: 'Clients',
      emptyTitle: 'No clients to show',
      emptyText: "Your agency's clients will appear here.",
    },
    customer: {
      title: 'Client details',
      emptyTitle: 'No details to show',
      emptyText: "The client's data, dependents and documents will appear here.",
    },
    staff: {
      title: 'Staff',
      emptyTitle: 'No staff members to show',
      emptyText: "Your agency's staff members will appear here.",
    },
    account: {
      title: 'My account',
      emptyText: 'The data of your user and of your agency will appear here.',
    },
    payments: {
      title: 'Payments',
      emptyText: 'Your plan, card and billing history will appear here.',
    },
    support: {
      title: 'Support',
      emptyText: "Rumo's support channels will appear here.",
    },
    signup: {
      title: 'Create account',
      emptyText: 'Sign-up for new agencies will be available here.',
    },
    signupAgency: {
      title: 'Agency profile',
      emptyText: "Your agency's details are entered in this step.",
    },
    plans: {
      title: 'Plans',
      emptyText: 'Plans and card payment will be available here.',
    },
    awaitingPayment: {
      title: 'Awaiting payment',
      text: 'We are waiting for the payment to be confirmed. As soon as it is, you will be taken to the dashboard automatically.',
    },
    blocked: {
      title: 'Access blocked',
    },
    resetPassword: {
      title: 'Reset password',
      emptyText: 'Password reset will be available here.',
    },
    pnr: {
      title: 'PNR decoder',
      subtitle: 'Turn an airline booking code into a readable itinerary.',
      emptyText: 'The decoder will be available here.',
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
  ...privacyEn,
};
