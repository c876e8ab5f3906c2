import type { Widen } from '../types.ts';
import type { shellPt } from '../pt/shell.ts';

export const shellEn: Widen<typeof shellPt> = {
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
    sortAsc: 'in ascending order',
    sortDesc: 'in descending order',
    datePlaceholder: 'dd/mm/yyyy',
    timePlaceholder: 'hh:mm',
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
};
