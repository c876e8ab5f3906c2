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
    trialLeft_zero: 'Ainda faltam {{count}} dias do seu teste grátis. Assine quando quiser: a cobrança começa no dia em que você assinar.',
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
    waitingInvoiceText:
      'Sua fatura foi emitida e também foi enviada por e-mail. Pague pelo link abaixo: um Pix é confirmado em minutos; um boleto, em até 3 dias úteis depois de pago. Você entra no painel assim que a confirmação chegar.',
    overdueTitle: 'Sua fatura venceu sem pagamento',
    overdueText:
      'O acesso está suspenso até a fatura ser paga. Pague pelo link abaixo ou escolha de novo o plano e a forma de pagamento.',
    overdueStaff: 'A fatura da agência venceu sem pagamento. Peça ao dono da agência para pagá-la.',
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
    trialLeft_zero: 'Faltam {{count}} dias para terminar o seu teste grátis.',
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
