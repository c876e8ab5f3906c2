import type { Widen } from '../types.ts';
import type { billingPt } from '../pt/billing.ts';

export const billingEs: Widen<typeof billingPt> = {
  plans: {
    subscribe: 'Suscribirme',
    ownerOnly: 'Pida al dueño de la agencia que se suscriba.',
    signupFirst: 'Crear cuenta y probar',
    yearlySaving: '2 meses gratis',
    yearlySavingAmount: 'Ahorra {{amount}} al año',
    checkoutError: 'No fue posible abrir la página de pago.',
    trialActive: 'Su prueba gratuita de {{days}} días está activa: puede seguir usando Rumo mientras tanto.',
    trialEnded: 'Su período de prueba terminó.',
    trialLeft_one:
      'Aún le queda {{count}} día de prueba gratuita. Suscríbase cuando quiera: el cobro empieza el día en que se suscriba.',
    trialLeft_other:
      'Aún le quedan {{count}} días de prueba gratuita. Suscríbase cuando quiera: el cobro empieza el día en que se suscriba.',
    trialLeft_zero: 'Aún le quedan {{count}} días de prueba gratuita. Suscríbase cuando quiera: el cobro empieza el día en que se suscriba.',
    keepTesting: 'Seguir probando',
    unavailableTitle: 'El pago en línea aún no está disponible',
    unavailableText:
      'Por ahora no es posible suscribirse desde Rumo. Comuníquese con el soporte para contratar un plan o resolver sus dudas.',
    unavailableSupport: 'Hablar con el soporte',
    unavailableEmail: 'O escriba a <mail>{{email}}</mail>.',
    method: {
      label: 'Forma de pago',
      card: 'Tarjeta',
      boleto: 'Boleto',
      pix: 'Pix',
      cardHint: 'Cobro automático en su tarjeta de crédito, en la página segura de Stripe.',
      boletoHint:
        'En cada cobro Stripe le envía por correo una factura con el boleto, con {{days}} días para pagar.',
      pixHint:
        'Cada año Stripe le envía por correo una factura con el código Pix, con {{days}} días para pagar. Pix solo en el plan anual.',
      pixYearlyOnly: 'Pix solo en el plan anual.',
    },
    invoiceLater:
      'Suscripción registrada. La primera factura le llegará por correo el {{date}}, cuando termine la prueba.',
    how: {
      title: 'Cómo funciona el pago',
      checkout:
        'Pague con tarjeta de crédito en la página segura de Stripe Checkout. Rumo no ve ni guarda los datos de su tarjeta.',
      renewal: 'La suscripción se renueva automáticamente cada mes o cada año, en la misma tarjeta.',
      cancel: 'Cancele cuando quiera en Pagos: el acceso sigue hasta el fin del período ya pagado.',
      guarantee:
        'Garantía de {{days}} días: si no le gusta, le devolvemos lo pagado. Consulte los <terms>Términos de uso</terms>.',
    },
  },
  awaiting: {
    waitingTitle: 'Estamos confirmando su pago',
    waitingText:
      'En cuanto llegue la confirmación, irá al panel automáticamente. Suele tardar pocos segundos; volvemos a verificar cada 15 segundos.',
    waitingInvoiceText:
      'Su factura fue emitida y también enviada por correo. Páguela con el enlace de abajo: un Pix se confirma en minutos; un boleto, hasta 3 días hábiles después del pago. Entrará al panel en cuanto llegue la confirmación.',
    overdueTitle: 'Su factura venció sin pago',
    overdueText:
      'El acceso está suspendido hasta que se pague la factura. Pague con el enlace de abajo o elija de nuevo el plan y la forma de pago.',
    overdueStaff: 'La factura de la agencia venció sin pago. Pida al dueño de la agencia que la pague.',
    failedTitle: 'Su último pago no fue aprobado',
    failedText:
      'El cobro en su tarjeta no fue aprobado. Actualice la tarjeta para seguir usando Rumo: abriremos de nuevo la página segura de pago del plan {{plan}}.',
    failedNoPlan:
      'El cobro en su tarjeta no fue aprobado. Elija el plan e indique una tarjeta válida para seguir usando Rumo.',
    failedStaff:
      'El cobro en la tarjeta de la agencia no fue aprobado. Pida al dueño de la agencia que actualice la tarjeta.',
    updateCard: 'Actualizar tarjeta',
    canceledTitle: 'Su suscripción fue cancelada',
    canceledText: 'Para volver a usar Rumo, elija un plan y suscríbase de nuevo.',
    seePlans: 'Ver planes',
    checkNow: 'Ya pagué, verificar ahora',
    stillWaiting: 'Todavía no recibimos la confirmación. Seguimos verificando cada 15 segundos.',
    guest: 'Inicie sesión para ver la situación del pago.',
  },
  blocked: {
    contact: 'Contacte con el soporte por el correo {{email}}.',
    write: 'Escribir al soporte',
  },
  payments: {
    subtitle: 'El plan, la tarjeta y las facturas de su agencia.',
    staffOnly:
      'Solo el dueño de la agencia ve y cambia la suscripción. Hable con él para cambiar de plan o de tarjeta.',
    planTitle: 'Su plan',
    planLabel: 'Plan',
    priceLabel: 'Precio',
    interval: {
      month: 'Mensual',
      year: 'Anual',
    },
    statusLabel: 'Estado de la suscripción',
    statuses: {
      incomplete: 'Pago pendiente',
      incomplete_expired: 'Pago vencido',
      trialing: 'En prueba',
      active: 'Activa',
      past_due: 'Pago atrasado',
      canceled: 'Cancelada',
      unpaid: 'No pagada',
      paused: 'Pausada',
    },
    nextCharge: 'Próximo cobro',
    nextChargeValue: '{{date}} · {{amount}}',
    renewalCanceled: 'Renovación cancelada: acceso hasta el {{date}}',
    renewalCanceledNoDate: 'Renovación cancelada: acceso hasta el fin del período pagado',
    cardTitle: 'Tarjeta',
    cardNumber: '{{brand}} •••• {{last4}}',
    cardExpiry: 'Vence {{month}}/{{year}}',
    noCard: 'Ninguna tarjeta registrada.',
    invoicesTitle: 'Facturas',
    invoicesEmpty: 'Todavía no hay facturas.',
    invoiceDate: 'Fecha',
    invoiceAmount: 'Importe',
    invoiceStatus: 'Estado',
    invoiceLink: 'Ver factura',
    invoiceLinkLabel: 'Ver factura del {{date}} (se abre en una pestaña nueva)',
    invoiceStatuses: {
      draft: 'Borrador',
      open: 'Abierta',
      paid: 'Pagada',
      uncollectible: 'Incobrable',
      void: 'Anulada',
    },
    changePlan: 'Cambiar de plan',
    cancel: 'Cancelar suscripción',
    cancelTitle: '¿Cancelar la suscripción?',
    cancelAccess:
      'La renovación automática se detendrá. Sigue con acceso a Rumo hasta el {{date}}, el fin del período ya pagado.',
    cancelAccessNoDate:
      'La renovación automática se detendrá. Sigue con acceso a Rumo hasta el fin del período ya pagado.',
    cancelNoPartialRefund: 'Los días no usados de un período ya pagado no se reembolsan.',
    cancelRefundRule:
      'Cuando haya derecho a reembolso, total o proporcional, se paga en hasta {{days}} días después de la solicitud, según los <terms>Términos de uso</terms>.',
    cancelKeep: 'Mantener suscripción',
    cancelConfirm: 'Sí, cancelar',
    trialTitle: 'Prueba gratuita',
    trialLeft_one: 'Queda {{count}} día para terminar su prueba gratuita.',
    trialLeft_other: 'Quedan {{count}} días para terminar su prueba gratuita.',
    trialLeft_zero: 'Quedan {{count}} días para terminar su prueba gratuita.',
    trialEnded: 'Su prueba gratuita terminó.',
    trialHint: 'Elija un plan para seguir usando Rumo después de la prueba.',
    noSubscription: 'Su agencia todavía no tiene una suscripción.',
    seePlans: 'Ver planes',
    notConfiguredTitle: 'Pagos en línea no disponibles',
    openInvoiceTitle: 'Pago pendiente',
    openInvoiceText: 'Factura de {{amount}}, vence el {{date}}.',
    openInvoiceTextNoDate: 'Factura de {{amount}} pendiente.',
    payBoleto: 'Pagar con boleto',
    payPix: 'Pagar con Pix',
    payInvoice: 'Pagar la factura',
    opensNewTab: '(se abre en una nueva pestaña)',
  },
};
