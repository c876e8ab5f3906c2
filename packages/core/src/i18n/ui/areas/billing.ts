import type { Widen } from '../types.ts';

/**
 * Screen text of the billing area (plans, awaiting payment, blocked, payments); es and en have
 * exactly the keys of pt. Mounted as `subscription`: the shared messages already own `billing`.
 */
export const billingPt = {
  plans: {
    subscribe: 'Assinar',
    ownerOnly: 'Peça ao dono da agência para assinar.',
    signupFirst: 'Criar conta e testar',
    yearlySaving: '2 meses grátis',
    yearlySavingAmount: 'Você economiza {{amount}} por ano',
    checkoutError: 'Não foi possível abrir a página de pagamento.',
    trialActive:
      'O seu teste grátis de {{days}} dias está ativo: você pode continuar usando o Rumo enquanto isso.',
    trialEnded: 'O seu período de teste terminou.',
    trialLeft_one:
      'Ainda falta {{count}} dia do seu teste grátis. Assine quando quiser: a cobrança começa no dia em que você assinar.',
    trialLeft_other:
      'Ainda faltam {{count}} dias do seu teste grátis. Assine quando quiser: a cobrança começa no dia em que você assinar.',
    keepTesting: 'Continuar testando',
    unavailableTitle: 'O pagamento on-line ainda não está disponível',
    unavailableText:
      'Por enquanto não é possível assinar pelo Rumo. Fale com o suporte para contratar um plano ou tirar dúvidas.',
    unavailableSupport: 'Falar com o suporte',
    unavailableEmail: 'Ou escreva para <mail>{{email}}</mail>.',
    method: {
      label: 'Forma de pagamento',
      card: 'Cartão',
      boleto: 'Boleto',
      pix: 'Pix',
      cardHint: 'Cobrança automática no cartão de crédito, na página segura do Stripe.',
      boletoHint:
        'A cada cobrança o Stripe envia por e-mail uma fatura com o boleto, com {{days}} dias para pagar.',
      pixHint:
        'A cada ano o Stripe envia por e-mail uma fatura com o código Pix, com {{days}} dias para pagar. Pix só no plano anual.',
      pixYearlyOnly: 'Pix só no plano anual.',
    },
    invoiceLater:
      'Assinatura registrada. A primeira fatura chega por e-mail em {{date}}, quando o teste termina.',
    how: {
      title: 'Como funciona o pagamento',
      checkout:
        'Você paga com cartão de crédito na página segura do Stripe Checkout. O Rumo não vê nem guarda os dados do seu cartão.',
      renewal: 'A assinatura é renovada automaticamente a cada mês ou a cada ano, no mesmo cartão.',
      cancel: 'Cancele quando quiser em Pagamentos: o acesso continua até o fim do período já pago.',
      guarantee:
        'Garantia de {{days}} dias: se não gostar, devolvemos o valor pago. Veja os <terms>Termos de uso</terms>.',
    },
  },
  awaiting: {
    waitingTitle: 'Estamos confirmando seu pagamento',
    waitingText:
      'Assim que a confirmação chegar, você será levado ao painel automaticamente. Isso costuma levar poucos segundos; verificamos de novo a cada 15 segundos.',
    failedTitle: 'Seu último pagamento não foi aprovado',
    failedText:
      'A cobrança no seu cartão não foi aprovada. Atualize o cartão para continuar usando o Rumo: abriremos de novo a página segura de pagamento do plano {{plan}}.',
    failedNoPlan:
      'A cobrança no seu cartão não foi aprovada. Escolha o plano e informe um cartão válido para continuar usando o Rumo.',
    failedStaff:
      'A cobrança no cartão da agência não foi aprovada. Peça ao dono da agência para atualizar o cartão.',
    updateCard: 'Atualizar cartão',
    canceledTitle: 'Sua assinatura foi cancelada',
    canceledText: 'Para voltar a usar o Rumo, escolha um plano e assine de novo.',
    seePlans: 'Ver planos',
    checkNow: 'Já paguei, verificar agora',
    stillWaiting: 'Ainda não recebemos a confirmação. Continuamos verificando a cada 15 segundos.',
    guest: 'Entre na sua conta para ver a situação do pagamento.',
  },
  blocked: {
    contact: 'Fale com o suporte pelo e-mail {{email}}.',
    write: 'Escrever para o suporte',
  },
  payments: {
    subtitle: 'O plano, o cartão e as faturas da sua agência.',
    staffOnly:
      'Somente o dono da agência vê e altera a assinatura. Fale com ele para mudar de plano ou de cartão.',
    planTitle: 'Seu plano',
    planLabel: 'Plano',
    priceLabel: 'Valor',
    interval: {
      month: 'Mensal',
      year: 'Anual',
    },
    statusLabel: 'Situação da assinatura',
    statuses: {
      incomplete: 'Pagamento pendente',
      incomplete_expired: 'Pagamento expirado',
      trialing: 'Em teste',
      active: 'Ativa',
      past_due: 'Pagamento atrasado',
      canceled: 'Cancelada',
      unpaid: 'Não paga',
      paused: 'Pausada',
    },
    nextCharge: 'Próxima cobrança',
    nextChargeValue: '{{date}} · {{amount}}',
    renewalCanceled: 'Renovação cancelada: acesso até {{date}}',
    renewalCanceledNoDate: 'Renovação cancelada: acesso até o fim do período pago',
    cardTitle: 'Cartão',
    cardNumber: '{{brand}} •••• {{last4}}',
    cardExpiry: 'Validade {{month}}/{{year}}',
    noCard: 'Nenhum cartão cadastrado.',
    invoicesTitle: 'Faturas',
    invoicesEmpty: 'Nenhuma fatura ainda.',
    invoiceDate: 'Data',
    invoiceAmount: 'Valor',
    invoiceStatus: 'Situação',
    invoiceLink: 'Ver fatura',
    invoiceLinkLabel: 'Ver fatura de {{date}} (abre em nova aba)',
    invoiceStatuses: {
      draft: 'Rascunho',
      open: 'Em aberto',
      paid: 'Paga',
      uncollectible: 'Não cobrável',
      void: 'Anulada',
    },
    changePlan: 'Trocar de plano',
    cancel: 'Cancelar assinatura',
    cancelTitle: 'Cancelar a assinatura?',
    cancelAccess:
      'A renovação automática será interrompida. Você continua com acesso ao Rumo até {{date}}, o fim do período já pago.',
    cancelAccessNoDate:
      'A renovação automática será interrompida. Você continua com acesso ao Rumo até o fim do período já pago.',
    cancelNoPartialRefund: 'Dias não usados de um período já pago não são reembolsados.',
    cancelRefundRule:
      'Quando houver direito a reembolso, total ou proporcional, ele é pago em até {{days}} dias após o pedido, conforme os <terms>Termos de uso</terms>.',
    cancelKeep: 'Manter assinatura',
    cancelConfirm: 'Sim, cancelar',
    trialTitle: 'Teste grátis',
    trialLeft_one: 'Falta {{count}} dia para terminar o seu teste grátis.',
    trialLeft_other: 'Faltam {{count}} dias para terminar o seu teste grátis.',
    trialEnded: 'O seu teste grátis terminou.',
    trialHint: 'Escolha um plano para continuar usando o Rumo depois do teste.',
    noSubscription: 'Sua agência ainda não tem uma assinatura.',
    seePlans: 'Ver planos',
    notConfiguredTitle: 'Pagamentos on-line indisponíveis',
    openInvoiceTitle: 'Pagamento pendente',
    openInvoiceText: 'Fatura de {{amount}}, vence em {{date}}.',
    openInvoiceTextNoDate: 'Fatura de {{amount}} em aberto.',
    payBoleto: 'Pagar com boleto',
    payPix: 'Pagar com Pix',
    payInvoice: 'Pagar a fatura',
    opensNewTab: '(abre em nova aba)',
  },
} as const;

export const billingEs: Widen<typeof billingPt> = {
  plans: {
    subscribe: 'Suscribirme',
    ownerOnly: 'Pide al dueño de la agencia que se suscriba.',
    signupFirst: 'Crear cuenta y probar',
    yearlySaving: '2 meses gratis',
    yearlySavingAmount: 'Ahorras {{amount}} al año',
    checkoutError: 'No fue posible abrir la página de pago.',
    trialActive: 'Tu prueba gratuita de {{days}} días está activa: puedes seguir usando Rumo mientras tanto.',
    trialEnded: 'Tu período de prueba terminó.',
    trialLeft_one:
      'Aún te queda {{count}} día de prueba gratuita. Suscríbete cuando quieras: el cobro empieza el día en que te suscribas.',
    trialLeft_other:
      'Aún te quedan {{count}} días de prueba gratuita. Suscríbete cuando quieras: el cobro empieza el día en que te suscribas.',
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
        'Pagas con tarjeta de crédito en la página segura de Stripe Checkout. Rumo no ve ni guarda los datos de tu tarjeta.',
      renewal: 'La suscripción se renueva automáticamente cada mes o cada año, en la misma tarjeta.',
      cancel: 'Cancela cuando quieras en Pagos: el acceso sigue hasta el fin del período ya pagado.',
      guarantee:
        'Garantía de {{days}} días: si no te gusta, te devolvemos lo pagado. Consulta los <terms>Términos de uso</terms>.',
    },
  },
  awaiting: {
    waitingTitle: 'Estamos confirmando tu pago',
    waitingText:
      'En cuanto llegue la confirmación, irás al panel automáticamente. Suele tardar pocos segundos; volvemos a verificar cada 15 segundos.',
    failedTitle: 'Tu último pago no fue aprobado',
    failedText:
      'El cobro en tu tarjeta no fue aprobado. Actualiza la tarjeta para seguir usando Rumo: abriremos de nuevo la página segura de pago del plan {{plan}}.',
    failedNoPlan:
      'El cobro en tu tarjeta no fue aprobado. Elige el plan e informa una tarjeta válida para seguir usando Rumo.',
    failedStaff:
      'El cobro en la tarjeta de la agencia no fue aprobado. Pide al dueño de la agencia que actualice la tarjeta.',
    updateCard: 'Actualizar tarjeta',
    canceledTitle: 'Tu suscripción fue cancelada',
    canceledText: 'Para volver a usar Rumo, elige un plan y suscríbete de nuevo.',
    seePlans: 'Ver planes',
    checkNow: 'Ya pagué, verificar ahora',
    stillWaiting: 'Todavía no recibimos la confirmación. Seguimos verificando cada 15 segundos.',
    guest: 'Inicia sesión para ver la situación del pago.',
  },
  blocked: {
    contact: 'Contacta con el soporte por el correo {{email}}.',
    write: 'Escribir al soporte',
  },
  payments: {
    subtitle: 'El plan, la tarjeta y las facturas de tu agencia.',
    staffOnly:
      'Solo el dueño de la agencia ve y cambia la suscripción. Habla con él para cambiar de plan o de tarjeta.',
    planTitle: 'Tu plan',
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
      'La renovación automática se detendrá. Sigues con acceso a Rumo hasta el {{date}}, el fin del período ya pagado.',
    cancelAccessNoDate:
      'La renovación automática se detendrá. Sigues con acceso a Rumo hasta el fin del período ya pagado.',
    cancelNoPartialRefund: 'Los días no usados de un período ya pagado no se reembolsan.',
    cancelRefundRule:
      'Cuando haya derecho a reembolso, total o proporcional, se paga en hasta {{days}} días después de la solicitud, según los <terms>Términos de uso</terms>.',
    cancelKeep: 'Mantener suscripción',
    cancelConfirm: 'Sí, cancelar',
    trialTitle: 'Prueba gratuita',
    trialLeft_one: 'Queda {{count}} día para terminar tu prueba gratuita.',
    trialLeft_other: 'Quedan {{count}} días para terminar tu prueba gratuita.',
    trialEnded: 'Tu prueba gratuita terminó.',
    trialHint: 'Elige un plan para seguir usando Rumo después de la prueba.',
    noSubscription: 'Tu agencia todavía no tiene una suscripción.',
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

export const billingEn: Widen<typeof billingPt> = {
  plans: {
    subscribe: 'Subscribe',
    ownerOnly: 'Ask the agency owner to subscribe.',
    signupFirst: 'Create an account and try it',
    yearlySaving: '2 months free',
    yearlySavingAmount: 'You save {{amount}} a year',
    checkoutError: 'The payment page could not be opened.',
    trialActive: 'Your {{days}}-day free trial is active: you can keep using Rumo meanwhile.',
    trialEnded: 'Your trial period has ended.',
    trialLeft_one:
      '{{count}} day of your free trial is left. Subscribe whenever you like: billing starts the day you subscribe.',
    trialLeft_other:
      '{{count}} days of your free trial are left. Subscribe whenever you like: billing starts the day you subscribe.',
    keepTesting: 'Keep trying Rumo',
    unavailableTitle: 'Online payment is not available yet',
    unavailableText:
      'For now you cannot subscribe through Rumo. Contact support to take out a plan or ask any question.',
    unavailableSupport: 'Contact support',
    unavailableEmail: 'Or write to <mail>{{email}}</mail>.',
    method: {
      label: 'Payment method',
      card: 'Card',
      boleto: 'Boleto',
      pix: 'Pix',
      cardHint: 'Charged automatically to your credit card, on Stripe’s secure page.',
      boletoHint:
        'For each charge Stripe e-mails you an invoice with the boleto, payable within {{days}} days.',
      pixHint:
        'Each year Stripe e-mails you an invoice with the Pix code, payable within {{days}} days. Pix on the yearly plan only.',
      pixYearlyOnly: 'Pix on the yearly plan only.',
    },
    invoiceLater:
      'Subscription recorded. The first invoice arrives by e-mail on {{date}}, when the trial ends.',
    how: {
      title: 'How payment works',
      checkout:
        'You pay by credit card on the secure Stripe Checkout page. Rumo never sees or stores your card details.',
      renewal: 'The subscription renews automatically every month or every year, on the same card.',
      cancel: 'Cancel anytime in Payments: access continues until the end of the period already paid.',
      guarantee:
        '{{days}}-day guarantee: if you do not like it, we refund what you paid. See the <terms>Terms of use</terms>.',
    },
  },
  awaiting: {
    waitingTitle: 'We are confirming your payment',
    waitingText:
      'As soon as the confirmation arrives, you will be taken to the dashboard automatically. It usually takes a few seconds; we check again every 15 seconds.',
    failedTitle: 'Your last payment failed',
    failedText:
      'The charge on your card was not approved. Update your card to keep using Rumo: we will open the secure payment page of the {{plan}} plan again.',
    failedNoPlan:
      'The charge on your card was not approved. Choose the plan and enter a valid card to keep using Rumo.',
    failedStaff: "The charge on the agency's card was not approved. Ask the agency owner to update the card.",
    updateCard: 'Update card',
    canceledTitle: 'Your subscription was canceled',
    canceledText: 'To use Rumo again, choose a plan and subscribe again.',
    seePlans: 'See plans',
    checkNow: 'I have paid, check now',
    stillWaiting: 'We have not received the confirmation yet. We keep checking every 15 seconds.',
    guest: 'Sign in to see the payment status.',
  },
  blocked: {
    contact: 'Contact support by e-mail at {{email}}.',
    write: 'E-mail support',
  },
  payments: {
    subtitle: "Your agency's plan, card and invoices.",
    staffOnly:
      'Only the agency owner sees and changes the subscription. Talk to them to change the plan or the card.',
    planTitle: 'Your plan',
    planLabel: 'Plan',
    priceLabel: 'Price',
    interval: {
      month: 'Monthly',
      year: 'Yearly',
    },
    statusLabel: 'Subscription status',
    statuses: {
      incomplete: 'Payment pending',
      incomplete_expired: 'Payment expired',
      trialing: 'Trialing',
      active: 'Active',
      past_due: 'Past due',
      canceled: 'Canceled',
      unpaid: 'Unpaid',
      paused: 'Paused',
    },
    nextCharge: 'Next charge',
    nextChargeValue: '{{date}} · {{amount}}',
    renewalCanceled: 'Renewal canceled: access until {{date}}',
    renewalCanceledNoDate: 'Renewal canceled: access until the end of the paid period',
    cardTitle: 'Card',
    cardNumber: '{{brand}} •••• {{last4}}',
    cardExpiry: 'Expires {{month}}/{{year}}',
    noCard: 'No card on file.',
    invoicesTitle: 'Invoices',
    invoicesEmpty: 'No invoices yet.',
    invoiceDate: 'Date',
    invoiceAmount: 'Amount',
    invoiceStatus: 'Status',
    invoiceLink: 'View invoice',
    invoiceLinkLabel: 'View the invoice of {{date}} (opens in a new tab)',
    invoiceStatuses: {
      draft: 'Draft',
      open: 'Open',
      paid: 'Paid',
      uncollectible: 'Uncollectible',
      void: 'Void',
    },
    changePlan: 'Change plan',
    cancel: 'Cancel subscription',
    cancelTitle: 'Cancel the subscription?',
    cancelAccess:
      'Automatic renewal will stop. You keep access to Rumo until {{date}}, the end of the period already paid.',
    cancelAccessNoDate:
      'Automatic renewal will stop. You keep access to Rumo until the end of the period already paid.',
    cancelNoPartialRefund: 'Unused days of a period already paid are not refunded.',
    cancelRefundRule:
      'When a refund is due, in full or in part, it is paid within {{days}} days of the request, as the <terms>Terms of use</terms> state.',
    cancelKeep: 'Keep subscription',
    cancelConfirm: 'Yes, cancel',
    trialTitle: 'Free trial',
    trialLeft_one: '{{count}} day left in your free trial.',
    trialLeft_other: '{{count}} days left in your free trial.',
    trialEnded: 'Your free trial has ended.',
    trialHint: 'Choose a plan to keep using Rumo after the trial.',
    noSubscription: 'Your agency has no subscription yet.',
    seePlans: 'See plans',
    notConfiguredTitle: 'Online payments unavailable',
    openInvoiceTitle: 'Payment due',
    openInvoiceText: 'Invoice of {{amount}}, due on {{date}}.',
    openInvoiceTextNoDate: 'Invoice of {{amount}} open.',
    payBoleto: 'Pay by boleto',
    payPix: 'Pay by Pix',
    payInvoice: 'Pay the invoice',
    opensNewTab: '(opens in a new tab)',
  },
};
