import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@rumo.app', password: 'rumo-demo-2026' };

/** Signs in through the login form as the demo owner and waits for the home screen. */
export async function signIn(page: Page, credentials = DEMO) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Senha', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Fails on any WCAG 2.1 A/AA violation axe finds on the page as it is now. */
export async function expectAccessible(page: Page) {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/**
 * Waits until nothing is loading (no aria-busy) and no finite animation or transition is running:
 * axe reads colours as they are drawn, so text caught mid-fade fails the contrast rule.
 */
export async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

export const NEW_OWNER_PASSWORD = 'senha-forte-2026';

/** A new e-mail per call, so tests never share an account. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A new agency and its owner through the API (signup steps 1 and 2). Tests that sign out, change
 * passwords or act on the whole account use one: signing out revokes every session of that user,
 * which would end the demo owner's sessions in the tests running beside it.
 */
export async function newOwner(request: APIRequestContext, firstName = 'Paula') {
  const email = uniqueEmail('dono');
  const signup = await request.post('/api/v1/agencies/accounts/signup', {
    data: { first_name: firstName, last_name: 'Teste', email, password: NEW_OWNER_PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const { token } = (await signup.json()) as { token: string };
  const agencyName = `Agência ${firstName} ${Math.random().toString(36).slice(2, 7)}`;
  const profile = await request.post('/api/v1/agencies/accounts/profile', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: agencyName, document: '11222333000181', phone: '+5511987654321' },
  });
  expect(profile.status()).toBe(201);
  return { email, password: NEW_OWNER_PASSWORD, agencyName };
}

export type Owner = Awaited<ReturnType<typeof newOwner>>;

/** Made on first call, then the same promise: per spec file and worker, as each worker loads the file. */
export function madeOnce<T>(make: (request: APIRequestContext) => Promise<T>) {
  let made: Promise<T> | undefined;
  return (request: APIRequestContext): Promise<T> => (made ??= make(request));
}

/**
 * One fresh agency for a spec file (per worker), made on first use: the file never signs in as the
 * shared demo owner, whose data and sessions other files change at the same time.
 *   const owner = ownAgency('Bia');  ...  await signIn(page, await owner(request));
 */
export const ownAgency = (firstName = 'Arquivo') => madeOnce((request) => newOwner(request, firstName));

/** The bearer header of `owner`, for API calls that set up a test's data. */
export async function authHeaders(request: APIRequestContext, owner: Owner): Promise<Record<string, string>> {
  const response = await request.post('/api/v1/auth/signin', { data: { email: owner.email, password: owner.password } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** A customer of the owner's agency through the API (a fresh agency has none). */
export async function createCustomer(request: APIRequestContext, headers: Record<string, string>, firstName = 'Ana') {
  const response = await request.post('/api/v1/customers/', { headers, data: { first_name: firstName, last_name: 'Souza' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number };
}
