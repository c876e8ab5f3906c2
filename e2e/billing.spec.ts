import { expect, test, type Page } from '@playwright/test';
import { authHeaders, expectAccessible, signIn, newOwner } from './support.ts';
import { createStaff } from './agencyData.ts';

/*
 * The e2e server has no Stripe configured: the not-configured paths run for real. States only
 * Stripe can reach (a configured offer, a subscription, a failed payment) come from intercepted
 * responses, built on the server's real answer where there is one.
 */

/** What plans and payments say without Stripe keys (issue 15), never 'Os preços não estão configurados'. */
const UNAVAILABLE = 'O pagamento on-line ainda não está disponível';
const OLD_NOT_CONFIGURED = 'Os preços não estão configurados';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/**
 * Changes the agency of GET /agencies/accounts/info; `agency()` is read on every call. `system`
 * changes what the installation says it can do (a server with Stripe keys: payments_configured).
 */
async function agencyAs(
  page: Page,
  agency: () => Record<string, unknown>,
  system: Record<string, unknown> = {},
) {
  await page.route('**/api/v1/agencies/accounts/info', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      agency: Record<string, unknown>;
      system: Record<string, unknown>;
    };
    await route.fulfill({
      response,
      json: { ...body, agency: { ...body.agency, ...agency() }, system: { ...body.system, ...system } },
    });
  });
}
const WITH_STRIPE = { payments_configured: true };

/** GET /payments/plans as a server with Stripe would answer it. */
async function paymentsConfigured(page: Page) {
  await page.route('**/api/v1/payments/plans', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { configured: boolean };
    await route.fulfill({ response, json: { ...body, configured: true } });
  });
}

function subscription(overrides: Record<string, unknown> = {}) {
  return {
    plan: 'equipe',
    interval: 'month',
    status: 'active',
    current_period_end: '2026-08-15T15:00:00.000Z',
    cancel_at_period_end: false,
    card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2030 },
    invoices: [
      {
        id: 'in_2',
        amount: '199.00',
        currency: 'BRL',
        status: 'paid',
        created_at: '2026-07-15T15:00:00.000Z',
        url: 'https://invoice.stripe.com/i/acct_test/in_2',
      },
      {
        id: 'in_1',
        amount: '199.00',
        currency: 'BRL',
        status: 'paid',
        created_at: '2026-06-15T15:00:00.000Z',
        url: 'https://invoice.stripe.com/i/acct_test/in_1',
      },
    ],
    ...overrides,
  };
}

test.describe('billing: plans, awaiting payment, blocked and payments', () => {
  test('plans page shows the three plans in BRL, the yearly saving and that payments are not configured', async ({
    page,
  }) => {
    await page.goto('/cadastro/planos');
    await expect(page.getByRole('heading', { name: 'Escolha seu plano', level: 1 })).toBeVisible();
    for (const [name, price] of [
      ['Solo', 'R$ 89,00'],
      ['Equipe', 'R$ 199,00'],
      ['Agência', 'R$ 399,00'],
    ]) {
      const card = page.getByRole('region', { name });
      await expect(card.getByText(price)).toBeVisible();
      await expect(card.getByText('/mês')).toBeVisible();
    }
    await expect(page.getByText('Até 15 usuários incluídos')).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByText(/Por enquanto não é possível assinar pelo Rumo/)).toBeVisible();
    await expect(page.getByText(OLD_NOT_CONFIGURED)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'suporte@rumo.app' })).toHaveAttribute(
      'href',
      'mailto:suporte@rumo.app',
    );
    await expect(page.getByRole('button', { name: 'Assinar' })).toHaveCount(0);
    await expect(page.getByRole('radiogroup', { name: 'Forma de pagamento' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByText('Anual', { exact: true }).click();
    const equipe = page.getByRole('region', { name: 'Equipe' });
    await expect(equipe.getByText('R$ 1.990,00')).toBeVisible();
    await expect(equipe.getByText('/ano')).toBeVisible();
    await expect(equipe.getByText('2 meses grátis')).toBeVisible();
    await expect(equipe.getByText('Você economiza R$ 398,00 por ano')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Agência' }).getByText('R$ 3.990,00')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'plans-not-configured');

    // a signed-in agency in its trial keeps going
    await signIn(page);
    await page.goto('/cadastro/planos');
    await expect(page.getByText(/teste grátis de 10 dias está ativo/)).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', '/suporte');
    await page.getByRole('link', { name: 'Continuar para o Rumo' }).click();
    await expect(page).toHaveURL(/\/$/);

    // a trial that has ended is told so, with the way to support
    await agencyAs(page, () => ({ status: 'trial_expired', trial_date: 0 }));
    await page.goto('/');
    await expect(page).toHaveURL(/\/cadastro\/planos$/);
    await expect(page.getByText('O seu período de teste terminou.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'suporte@rumo.app' })).toHaveAttribute(
      'href',
      'mailto:suporte@rumo.app',
    );
    await expectAccessible(page);
  });

  test('configured: the owner subscribes through the checkout, errors come from the response', async ({
    page,
  }) => {
    await signIn(page);
    await paymentsConfigured(page);
    const sent: Record<string, unknown>[] = [];
    await page.route('**/api/v1/agencies/accounts/subscription_method', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      if (sent.length === 1)
        return route.fulfill({
          status: 502,
          json: {
            error: 'Não foi possível falar com o provedor de pagamentos agora. Tente novamente em instantes.',
          },
        });
      return route.fulfill({
        json: { checkout_url: '/cadastro/aguardando-pagamento?checkout=test', status: 'trial' },
      });
    });

    await page.goto('/cadastro/planos');
    await expect(page.getByRole('heading', { name: 'Como funciona o pagamento' })).toBeVisible();
    await expect(page.getByText(/página segura do Stripe Checkout/)).toBeVisible();
    await expect(page.getByText(/renovada automaticamente/)).toBeVisible();
    await expect(page.getByText(/Cancele quando quiser/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Termos de uso' }).first()).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    await expect(page.getByText(/Ainda faltam \d+ dias do seu teste grátis/)).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Assinar' })).toHaveCount(3);
    // card, boleto or Pix; Pix pays the yearly plan only
    const methods = page.getByRole('radiogroup', { name: 'Forma de pagamento' });
    await expect(methods.getByRole('radio', { name: 'Cartão' })).toBeChecked();
    await expect(methods.getByRole('radio', { name: 'Pix' })).toBeDisabled();
    await expect(page.getByText(/Pix só no plano anual/)).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'plans-configured');

    await page.getByText('Anual', { exact: true }).click();
    const agencia = page.getByRole('region', { name: 'Agência' });
    await agencia.getByRole('button', { name: 'Assinar' }).click();
    await expect(
      page.getByText('Não foi possível falar com o provedor de pagamentos agora.', { exact: false }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/cadastro\/planos$/);

    await agencia.getByRole('button', { name: 'Assinar' }).click();
    await expect(page).toHaveURL(/\/cadastro\/aguardando-pagamento\?checkout=test$/);
    expect(sent[1]).toMatchObject({ plan: 'agencia', interval: 'year' });
    expect(String(sent[1]!.success_url)).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/cadastro\/aguardando-pagamento$/,
    );
    expect(String(sent[1]!.cancel_url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/cadastro\/planos$/);
    expect(sent[1]).toMatchObject({ payment_method: 'card' });
  });

  test('configured: boleto monthly, Pix yearly, and the first invoice at the end of the trial', async ({
    page,
    request,
  }) => {
    await signIn(page, await newOwner(request, 'Lia'));
    await paymentsConfigured(page);
    const sent: Record<string, unknown>[] = [];
    await page.route('**/api/v1/agencies/accounts/subscription_method', async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      if (sent.length === 1)
        return route.fulfill({
          json: {
            checkout_url: '/cadastro/aguardando-pagamento?invoice=boleto',
            payment_method: 'boleto',
            status: 'trial',
          },
        });
      return route.fulfill({
        json: {
          checkout_url: null,
          payment_method: 'pix',
          first_charge_at: '2030-03-10T15:00:00.000Z',
          status: 'trial',
        },
      });
    });
    await page.goto('/cadastro/planos');
    const methods = page.getByRole('radiogroup', { name: 'Forma de pagamento' });
    await methods.getByText('Boleto', { exact: true }).click();
    await expect(
      page.getByText(/o Stripe envia por e-mail uma fatura com o boleto, com 3 dias para pagar/),
    ).toBeVisible();
    // The card facts belong to the card.
    await expect(page.getByRole('heading', { name: 'Como funciona o pagamento' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('region', { name: 'Solo' }).getByRole('button', { name: 'Assinar' }).click();
    await expect(page).toHaveURL(/invoice=boleto$/);
    expect(sent[0]).toMatchObject({ plan: 'solo', interval: 'month', payment_method: 'boleto' });

    await page.goto('/cadastro/planos');
    await page.getByText('Anual', { exact: true }).click();
    await expect(methods.getByRole('radio', { name: 'Pix' })).toBeEnabled();
    await methods.getByText('Pix', { exact: true }).click();
    await page.getByRole('region', { name: 'Equipe' }).getByRole('button', { name: 'Assinar' }).click();
    await expect(
      page.getByText(
        'Assinatura registrada. A primeira fatura chega por e-mail em 10/03/2030, quando o teste termina.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/pagamentos$/);
    expect(sent[1]).toMatchObject({ plan: 'equipe', interval: 'year', payment_method: 'pix' });

    // Back to monthly, Pix gives way to the boleto.
    await page.goto('/cadastro/planos');
    await page.getByText('Anual', { exact: true }).click();
    await methods.getByText('Pix', { exact: true }).click();
    await page.getByText('Mensal', { exact: true }).click();
    await expect(methods.getByRole('radio', { name: 'Boleto' })).toBeChecked();
  });

  test('a boleto or Pix invoice waiting to be paid links to its page', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Nina'));
    const invoice = {
      url: 'https://invoice.stripe.com/i/acct_test/in_boleto',
      due_at: '2030-03-13T15:00:00.000Z',
      amount: '89.00',
    };
    let agency: Record<string, unknown> = { status: 'waiting_payment', plan: 'solo' };
    await agencyAs(page, () => agency, WITH_STRIPE);
    await page.route('**/api/v1/agencies/accounts/stripeInformation', (route) =>
      route.fulfill({
        json: subscription({
          plan: 'solo',
          status: 'active',
          card: null,
          payment_method: 'boleto',
          open_invoice: invoice,
          invoices: [],
        }),
      }),
    );
    await page.goto('/cadastro/aguardando-pagamento');
    const notice = page.getByRole('alert').filter({ hasText: 'Pagamento pendente' });
    await expect(notice.getByText('Fatura de R$ 89,00, vence em 13/03/2030.')).toBeVisible();
    const pay = notice.getByRole('link', { name: 'Pagar com boleto (abre em nova aba)' });
    await expect(pay).toHaveAttribute('href', invoice.url);
    await expect(pay).toHaveAttribute('target', '_blank');
    await expectAccessible(page);

    // A renewal invoice still within its due date, on /pagamentos.
    agency = { status: 'paid', plan: 'solo' };
    await page.goto('/pagamentos');
    await expect(page.getByRole('link', { name: 'Pagar com boleto (abre em nova aba)' })).toHaveAttribute(
      'href',
      invoice.url,
    );
    await expectAccessible(page);
  });

  test('the owner sees that e-mail only reaches the outbox while the server says so', async ({
    page,
    request,
  }) => {
    await signIn(page, await newOwner(request, 'Olivia'));
    // The e2e server is not in production: its answer has the flag off.
    await expect(page.getByRole('heading', { name: 'Viagens', level: 1 })).toBeVisible();
    await expect(page.getByText('O envio de e-mails não está configurado')).toHaveCount(0);
    await page.route('**/api/v1/agencies/accounts/info', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { system: Record<string, unknown> };
      expect(body.system).toMatchObject({ mail_outbox_only: false, payments_configured: false });
      await route.fulfill({
        response,
        json: { ...body, system: { ...body.system, mail_outbox_only: true } },
      });
    });
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: 'O envio de e-mails não está configurado' });
    await expect(
      banner.getByText(/Recuperação de senha, convites de colaboradores e alertas não chegam a ninguém/),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('staff see that only the owner subscribes and manages payments', async ({ page, request }) => {
    const owner = await newOwner(request, 'Marina');
    await signIn(page, await createStaff(request, await authHeaders(request, owner), owner));
    await paymentsConfigured(page);
    await page.goto('/cadastro/planos');
    await expect(page.getByText('Peça ao dono da agência para assinar.')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Assinar' })).toHaveCount(0);

    await page.goto('/pagamentos');
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    await expect(page.getByText(/Somente o dono da agência vê e altera a assinatura/)).toBeVisible();
    await expectAccessible(page);
  });

  test('awaiting payment explains each status and checks on demand', async ({ page }) => {
    await signIn(page);
    let agency: Record<string, unknown> = { status: 'waiting_payment', plan: 'equipe' };
    await agencyAs(page, () => agency);

    await page.goto('/cadastro/aguardando-pagamento');
    await expect(page.getByRole('heading', { name: 'Aguardando pagamento', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Estamos confirmando seu pagamento' })).toBeVisible();
    await expect(page.getByText(/verificamos de novo a cada 15 segundos/)).toBeVisible();
    await page.getByRole('button', { name: 'Já paguei, verificar agora' }).click();
    await expect(page.getByText('Ainda não recebemos a confirmação.', { exact: false })).toBeVisible();
    await expectAccessible(page);

    // payment_not_made: a new checkout for the plan the agency had
    agency = { status: 'payment_not_made', plan: 'equipe' };
    let body: Record<string, unknown> | null = null;
    await page.route('**/api/v1/agencies/accounts/subscription_method', async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        json: { checkout_url: '/cadastro/aguardando-pagamento?checkout=retry', status: 'payment_not_made' },
      });
    });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Seu último pagamento não foi aprovado' })).toBeVisible();
    await expect(page.getByText(/página segura de pagamento do plano Equipe/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Atualizar cartão' }).click();
    await expect(page).toHaveURL(/checkout=retry$/);
    expect(body).toMatchObject({ plan: 'equipe', interval: 'month' });

    agency = { status: 'canceled' };
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sua assinatura foi cancelada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/cadastro/planos');
    await expectAccessible(page);

    // the payment arrives: the check goes home
    agency = { status: 'waiting_payment' };
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Estamos confirmando seu pagamento' })).toBeVisible();
    agency = { status: 'paid' };
    await page.getByRole('button', { name: 'Já paguei, verificar agora' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('blocked page shows the blocked message, the support e-mail and Sair', async ({ page, request }) => {
    await page.goto('/cadastro/bloqueado');
    await expect(page.getByRole('heading', { name: 'Acesso bloqueado', level: 1 })).toBeVisible();
    await expect(
      page.getByText(
        'Seu acesso foi bloqueado. Por favor, entre em contato com o suporte para mais informações.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Escrever para o suporte' })).toHaveAttribute(
      'href',
      'mailto:suporte@rumo.app',
    );
    await expectAccessible(page);

    await signIn(page, await newOwner(request, 'Bruna'));
    await agencyAs(page, () => ({ status: 'blocked' }));
    await page.goto('/');
    await expect(page).toHaveURL(/\/cadastro\/bloqueado$/);
    await page.getByRole('main').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('payments for the demo owner: the trial and the not-configured alert', async ({ page }) => {
    await signIn(page);
    await page.goto('/pagamentos');
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByText(OLD_NOT_CONFIGURED)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', '/suporte');
    await expect(page.getByRole('heading', { name: 'Teste grátis' })).toBeVisible();
    await expect(page.getByText(/Faltam \d+ dias para terminar o seu teste grátis/)).toBeVisible();
    // the countdown shows once: the page's trial section, not the banner too
    await expect(page.getByText(/Faltam \d+ dias para terminar/)).toHaveCount(1);
    // no card is asked for when payments are not configured
    await expect(page.getByRole('region', { name: 'Cartão' })).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'payments-trial');
    await page.getByRole('link', { name: 'Ver planos' }).click();
    await expect(page).toHaveURL(/\/cadastro\/planos$/);
  });

  test('payments with a subscription: plan, card, next charge, invoices and cancelling', async ({ page }) => {
    await signIn(page);
    await agencyAs(page, () => ({ status: 'paid', plan: 'equipe' }), WITH_STRIPE);
    let info = subscription();
    await page.route('**/api/v1/agencies/accounts/stripeInformation', (route) =>
      route.fulfill({ json: info }),
    );
    let cancelCalls = 0;
    await page.route('**/api/v1/payments/cancel-subscription', async (route) => {
      cancelCalls += 1;
      info = subscription({ cancel_at_period_end: true });
      await route.fulfill({
        json: {
          detail: 'Assinatura cancelada: seu acesso continua até o fim do período já pago.',
          cancel_at_period_end: true,
          current_period_end: '2026-08-15T15:00:00.000Z',
        },
      });
    });

    await page.goto('/pagamentos');
    const plan = page.getByRole('region', { name: 'Seu plano' });
    await expect(plan.getByText('Equipe')).toBeVisible();
    await expect(plan.getByText('Mensal')).toBeVisible();
    await expect(plan.getByText('Ativa')).toBeVisible();
    await expect(plan.getByText('15/08/2026 · R$ 199,00')).toBeVisible();
    // plan and card changes happen in Stripe's customer portal
    let portalCalls = 0;
    await page.route('**/api/v1/payments/portal', (route) => {
      portalCalls += 1;
      return route.fulfill({ json: { url: '/pagamentos?portal=test' } });
    });
    await plan.getByRole('button', { name: 'Trocar de plano' }).click();
    await expect(page).toHaveURL(/\/pagamentos\?portal=test$/);
    expect(portalCalls).toBe(1);
    await expect(plan.getByText('Equipe')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cartão' }).getByText('Visa •••• 4242')).toBeVisible();
    await expect(page.getByText('Validade 04/2030')).toBeVisible();

    const invoices = page.getByRole('region', { name: 'Faturas' });
    await expect(invoices.getByRole('row')).toHaveCount(3);
    const july = invoices.getByRole('row', { name: /15\/07\/2026/ });
    await expect(july.getByText('R$ 199,00')).toBeVisible();
    await expect(july.getByText('Paga')).toBeVisible();
    const link = july.getByRole('link', { name: 'Ver fatura de 15/07/2026 (abre em nova aba)' });
    await expect(link).toHaveAttribute('href', 'https://invoice.stripe.com/i/acct_test/in_2');
    await expect(link).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
    await shot(page, 'payments-subscription');

    await plan.getByRole('button', { name: 'Cancelar assinatura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar a assinatura?' });
    await expect(dialog.getByText(/acesso ao Rumo até 15\/08\/2026/)).toBeVisible();
    await expect(
      dialog.getByText('Dias não usados de um período já pago não são reembolsados.'),
    ).toBeVisible();
    await expect(dialog.getByText(/em até 90 dias após o pedido/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Manter assinatura' }).click();
    await expect(dialog).toBeHidden();
    expect(cancelCalls).toBe(0);

    await plan.getByRole('button', { name: 'Cancelar assinatura' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(
      page.getByText('Assinatura cancelada: seu acesso continua até o fim do período já pago.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(plan.getByText('Renovação cancelada: acesso até 15/08/2026')).toBeVisible();
    await expect(plan.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);
    expect(cancelCalls).toBe(1);
  });

  test('plans and payments fit a phone @phone', async ({ page }) => {
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await signIn(page);
    await paymentsConfigured(page);
    await page.goto('/cadastro/planos');
    await expect(page.getByRole('button', { name: 'Assinar' })).toHaveCount(3);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, 'plans-phone');

    await agencyAs(page, () => ({ status: 'paid', plan: 'equipe' }), WITH_STRIPE);
    await page.route('**/api/v1/agencies/accounts/stripeInformation', (route) =>
      route.fulfill({ json: subscription() }),
    );
    await page.goto('/pagamentos');
    await expect(page.getByText('Visa •••• 4242')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await shot(page, 'payments-phone');
  });
});
