import type { Widen } from '../types.ts';
import type { billingPt } from '../pt/billing.ts';

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
    trialLeft_zero: '{{count}} days of your free trial are left. Subscribe whenever you like: billing starts the day you subscribe.',
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
    waitingInvoiceText:
      'Your invoice has been issued and also sent by e-mail. Pay it through the link below: a Pix payment is confirmed in minutes, a boleto up to 3 business days after it is paid. You go to the dashboard as soon as the confirmation arrives.',
    overdueTitle: 'Your invoice is past due',
    overdueText:
      'Access is suspended until the invoice is paid. Pay it through the link below, or choose the plan and payment method again.',
    overdueStaff: 'The agency’s invoice is past due. Ask the agency owner to pay it.',
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
    trialLeft_zero: '{{count}} days left in your free trial.',
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
