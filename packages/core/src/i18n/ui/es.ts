import type { UiCatalog } from './types.ts';
import { accountsEs } from './areas/accounts.ts';
import { pnrEs } from './areas/pnr.ts';
import { customersEs } from './areas/customers.ts';
import { travelsEs } from './areas/travels.ts';
import { billingEs } from './areas/billing.ts';
import { tasksEs } from './areas/tasks.ts';
import { vouchersEs } from './areas/vouchers.ts';
import { tripAppEs } from './areas/tripApp.ts';
import { privacyEs } from './areas/privacy.ts';
import { operatorEs } from './areas/operator.ts';

export const uiEs: UiCatalog = {
  app: {
    name: 'Rumo',
    tagline: 'Gestión de viajes para agencias',
    skipToContent: 'Saltar al contenido',
    homeLink: 'Rumo, ir al inicio',
  },
  common: {
    loading: 'Cargando…',
    close: 'Cerrar',
    cancel: 'Cancelar',
    reload: 'Recargar página',
    backHome: 'Volver al inicio',
    somethingWrong: 'Algo salió mal',
    unexpected: 'Ocurrió un error inesperado. Recarga la página para intentarlo de nuevo.',
  },
  language: {
    label: 'Idioma',
    current: 'Idioma: {{name}}',
    pt: 'Português',
    es: 'Español',
    en: 'English',
  },
  nav: {
    main: 'Navegación principal',
    travels: 'Viajes',
    customers: 'Clientes',
    staff: 'Colaboradores',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    menu: 'Menú',
    tasks: 'Tareas',
    userMenu: 'Menú del usuario',
    account: 'Mi cuenta',
    payments: 'Pagos',
    support: 'Soporte',
    logout: 'Salir',
    login: 'Entrar',
    signup: 'Crear cuenta',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    pnr: 'Decodificador PNR',
    footer: 'Enlaces institucionales',
  },
  snackbar: {
    close: 'Cerrar notificación',
  },
  confirmDelete: {
    title: 'Confirmar eliminación',
    message: '¿Seguro que deseas eliminar {{name}}? Esta acción no se puede deshacer.',
    messageGeneric: '¿Seguro que deseas eliminar este elemento? Esta acción no se puede deshacer.',
    confirm: 'Eliminar',
  },
  login: {
    title: 'Entrar en Rumo',
    subtitle: 'Accede a la cuenta de tu agencia.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    submit: 'Entrar',
    forgotPassword: 'Olvidé mi contraseña',
    noAccount: '¿Todavía no tienes cuenta?',
    createAccount: 'Regístrate',
    agreement:
      'Al entrar, aceptas los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
  },
  tasks: tasksEs,
  pages: {
    payments: {
      title: 'Pagos',
    },
    awaitingPayment: {
      title: 'Esperando el pago',
    },
    blocked: {
      title: 'Acceso bloqueado',
    },
    notFound: {
      title: 'Página no encontrada',
      message: 'La página no existe o está fuera de línea.',
    },
  },
  legal: {
    lastUpdated: 'Última actualización: {{date}}',
    otherDocument: 'Consulta también',
  },
  accounts: accountsEs,
  pnr: pnrEs,
  customers: customersEs,
  travels: travelsEs,
  subscription: billingEs,
  vouchers: vouchersEs,
  tripApp: tripAppEs,
  operator: operatorEs,
  ...privacyEs,
};
