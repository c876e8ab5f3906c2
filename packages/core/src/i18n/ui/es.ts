import type { UiCatalog } from './types.ts';
import { accountsEs } from './areas/accounts.ts';
import { pnrEs } from './areas/pnr.ts';
import { customersEs } from './areas/customers.ts';
import { travelsEs } from './areas/travels.ts';
import { billingEs } from './areas/billing.ts';
import { tasksEs } from './areas/tasks.ts';
import { vouchersEs } from './areas/vouchers.ts';
import { privacyEs } from './areas/privacy.ts';

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
    home: {
      title: 'Viajes',
      emptyTitle: 'Todavía no hay viajes',
      emptyText: 'Los viajes de tu agencia aparecerán aquí, en el panel y en la lista.',
    },
    travel: {
      title: 'Viaje',
      emptyTitle: 'No hay detalles para mostrar',
      emptyText: 'El itinerario, los vouchers, las finanzas, las alertas y los viajeros de este viaje aparecerán aquí.',
    },
    travelPdf: {
      title: 'Itinerario del viaje',
      emptyText: 'El itinerario para imprimir de este viaje aparecerá aquí.',
    },
    financialReport: {
      title: 'Informe financiero',
      emptyText: 'El informe financiero de este viaje aparecerá aquí.',
    },
    customers: {
      title: 'Clientes',
      emptyTitle: 'No hay clientes para mostrar',
      emptyText: 'Los clientes de tu agencia aparecerán aquí.',
    },
    customer: {
      title: 'Detalles del cliente',
      emptyTitle: 'No hay detalles para mostrar',
      emptyText: 'Los datos, dependientes y documentos del cliente aparecerán aquí.',
    },
    staff: {
      title: 'Colaboradores',
      emptyTitle: 'No hay colaboradores para mostrar',
      emptyText: 'Los colaboradores de tu agencia aparecerán aquí.',
    },
    account: {
      title: 'Mi cuenta',
      emptyText: 'Los datos de tu usuario y de tu agencia aparecerán aquí.',
    },
    payments: {
      title: 'Pagos',
      emptyText: 'Tu plan, la tarjeta y el historial de cobros aparecerán aquí.',
    },
    support: {
      title: 'Soporte',
      emptyText: 'Los canales de atención de Rumo aparecerán aquí.',
    },
    signup: {
      title: 'Crear cuenta',
      emptyText: 'El registro de nuevas agencias estará disponible aquí.',
    },
    signupAgency: {
      title: 'Perfil de la agencia',
      emptyText: 'Los datos de tu agencia se informarán en esta etapa.',
    },
    plans: {
      title: 'Planes',
      emptyText: 'Los planes y el pago con tarjeta estarán disponibles aquí.',
    },
    awaitingPayment: {
      title: 'Esperando el pago',
      text: 'Estamos esperando la confirmación del pago. En cuanto se confirme, irás al panel automáticamente.',
    },
    blocked: {
      title: 'Acceso bloqueado',
    },
    resetPassword: {
      title: 'Restablecer contraseña',
      emptyText: 'El restablecimiento de contraseña estará disponible aquí.',
    },
    pnr: {
      title: 'Decodificador PNR',
      subtitle: 'Convierte el código de una reserva aérea en un itinerario legible.',
      emptyText: 'El decodificador estará disponible aquí.',
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
  ...privacyEs,
};
