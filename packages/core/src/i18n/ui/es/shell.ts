import type { Widen } from '../types.ts';
import type { shellPt } from '../pt/shell.ts';

export const shellEs: Widen<typeof shellPt> = {
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
    sortAsc: 'en orden ascendente',
    sortDesc: 'en orden descendente',
    datePlaceholder: 'dd/mm/aaaa',
    timePlaceholder: 'hh:mm',
    reload: 'Recargar página',
    backHome: 'Volver al inicio',
    somethingWrong: 'Algo salió mal',
    unexpected: 'Ocurrió un error inesperado. Recargue la página para intentarlo de nuevo.',
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
    message: '¿Seguro que desea eliminar {{name}}? Esta acción no se puede deshacer.',
    messageGeneric: '¿Seguro que desea eliminar este elemento? Esta acción no se puede deshacer.',
    confirm: 'Eliminar',
  },
  login: {
    title: 'Entrar en Rumo',
    subtitle: 'Acceda a la cuenta de su agencia.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    submit: 'Entrar',
    forgotPassword: 'Olvidé mi contraseña',
    noAccount: '¿Todavía no tiene cuenta?',
    createAccount: 'Regístrese',
    agreement:
      'Al entrar, acepta los <terms>Términos de uso</terms> y la <privacy>Política de privacidad</privacy>.',
  },
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
    otherDocument: 'Consulte también',
  },
};
