import { expect, test, type Page } from '@playwright/test';
import { authHeaders, expectAccessible, newOwner, signIn, uniqueEmail } from './support.ts';
import { createStaff } from './agencyData.ts';

const PASSWORD = 'senha-forte-2026';


/** A real 1x1 PNG; `padTo` appends bytes after IEND to make it as large as wanted. */
function pngBuffer(padTo = 0): Buffer {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  return padTo > png.length ? Buffer.concat([png, Buffer.alloc(padTo - png.length, 0)]) : png;
}

async function fillSignupStep1(page: Page, email: string) {
  await page.getByLabel('Nome', { exact: true }).fill('Júlia');
  await page.getByLabel('Sobrenome').fill('Prado');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
}

test.describe('accounts: signup, password, my account and staff', () => {
  test('signs up in three steps, sees the plans and reaches home with the trial banner', async ({ page }) => {
    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { name: 'Crie sua conta', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Etapas do cadastro' })).toBeVisible();
    await expectAccessible(page);

    // the shared messages come from the schema, in the browser
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();

    await fillSignupStep1(page, uniqueEmail('cadastro'));
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page).toHaveURL(/\/cadastro\/2$/);
    await expect(page.getByRole('heading', { name: 'Dados da sua agência', level: 1 })).toBeVisible();
    await page.getByLabel('Nome da agência').fill('Prado Turismo');
    const document = page.getByLabel('CNPJ ou CPF');
    await document.pressSequentially('11222333000181');
    await expect(document).toHaveValue('11.222.333/0001-81');

    const phone = page.getByLabel('Telefone', { exact: true });
    await phone.pressSequentially('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await expect(page.getByRole('combobox', { name: 'País do telefone' })).toHaveValue(/\+55/);

    // no CEP service in the e2e server (CEP_LOOKUP_URL=off): the field stays neutral and the
    // address is typed by hand; the not-found message is only for a CEP the service says is unknown
    const cep = page.getByLabel('CEP');
    await cep.pressSequentially('01310100');
    await expect(cep).toHaveValue('01310-100');
    await expect(cep).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Não foi possível encontrar o CEP informado.')).toHaveCount(0);
    await page.getByLabel('Rua').fill('Avenida Paulista');
    await page.getByLabel('Número').fill('1000');
    await page.getByLabel('Cidade').fill('São Paulo');
    await page.getByLabel('Estado').fill('SP');

    const logo = page.getByRole('group', { name: 'Logotipo' });
    await logo.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngBuffer() });
    await expect(logo.getByRole('img', { name: 'Imagem escolhida' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/cadastro\/planos$/);
    await expect(page.getByRole('heading', { name: 'Escolha seu plano', level: 1 })).toBeVisible();
    for (const name of ['Solo', 'Equipe', 'Agência']) {
      await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    }
    await expect(page.getByText('R$ 199,00')).toBeVisible();
    await expect(page.getByText('Até 5 usuários incluídos')).toBeVisible();
    await page.getByText('Anual', { exact: true }).click();
    await expect(page.getByText('R$ 1.990,00')).toBeVisible();
    await expect(page.getByRole('alert', { name: 'O pagamento on-line ainda não está disponível' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', '/suporte');
    await expect(page.getByText(/teste grátis de 10 dias está ativo/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Continuar para o Rumo' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Faltam 10 dias para terminar seu teste')).toBeVisible();
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menu').getByText('Júlia Prado')).toBeVisible();
  });

  test('rejects a picture over 1 MB or of the wrong type before sending it', async ({ page, request }) => {
    await signIn(page, await newOwner(request));
    await page.goto('/minha-conta');
    const picture = page.getByRole('group', { name: 'Foto' });
    const input = picture.locator('input[type=file]');

    await input.setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: pngBuffer(1024 * 1024 + 1) });
    await expect(page.getByText('Imagem muito grande. Tamanho máximo: 1MB')).toBeVisible();

    await input.setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('não é imagem') });
    await expect(page.getByText('Formato de arquivo inválido')).toBeVisible();

    // a PNG name on content that is not a PNG is refused too
    await input.setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a....') });
    await expect(page.getByText('Formato de arquivo inválido')).toBeVisible();

    await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pngBuffer() });
    await expect(page.getByText('Formato de arquivo inválido')).toBeHidden();
    await expect(picture.getByRole('img', { name: 'Imagem escolhida' })).toBeVisible();
  });

  test('Minha conta changes the name and the header shows it', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Otávio'));
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dados da agência', level: 2 })).toBeVisible();
    await expect(page.getByLabel('CNPJ ou CPF')).toHaveValue('11.222.333/0001-81');
    await expect(page.getByLabel('Telefone', { exact: true })).toHaveValue('(11) 98765-4321');
    await expectAccessible(page);

    const profile = page.getByRole('region', { name: 'Seu perfil' });
    await profile.getByLabel('Nome', { exact: true }).fill('Renata');
    await profile.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(page.getByText('Perfil atualizado.')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Renata Teste')).toBeVisible();

    // the new password must be confirmed
    const password = page.getByRole('region', { name: 'Alterar senha' });
    await password.getByLabel('Senha atual').fill(PASSWORD);
    await password.getByLabel('Nova senha', { exact: true }).fill('outra-senha-2026');
    await password.getByLabel('Confirme a nova senha').fill('outra-senha-2027');
    await password.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(password.getByText('As senhas não conferem.')).toBeVisible();
  });

  test('Minha conta sets the agency time zone, Brazilian zones first', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Joana'));
    await page.goto('/minha-conta');
    const zone = page.getByRole('combobox', { name: 'Fuso horário da agência' });
    await expect(zone).toHaveValue(/^Sao Paulo \(America\)/);
    await zone.click();
    await expect(page.getByRole('option').first()).toHaveText(/^Rio Branco/);
    await zone.fill('Manaus');
    await page.getByRole('option', { name: /^Manaus \(America\)/ }).click();
    await page.getByRole('button', { name: 'Salvar dados da agência' }).click();
    await expect(page.getByText('Dados da agência salvos.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Fuso horário da agência' })).toHaveValue('Manaus (America) · UTC-04:00');
  });

  test('Minha conta asks for the current password to change the sign-in e-mail', async ({ page, request }) => {
    const owner = await newOwner(request, 'Irene');
    await signIn(page, owner);
    await page.goto('/minha-conta');
    const profile = page.getByRole('region', { name: 'Seu perfil' });
    await expect(profile.getByLabel('Senha atual')).toBeHidden();
    const newEmail = uniqueEmail('novo');
    await profile.getByLabel('E-mail').fill(newEmail);
    await expect(profile.getByLabel('Senha atual')).toBeVisible();
    await expect(profile.getByText('Para alterar o e-mail de acesso, confirme com a sua senha.')).toBeVisible();
    await profile.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(profile.getByText('Informe sua senha atual para alterar o e-mail.')).toBeVisible();
    await profile.getByLabel('Senha atual').fill('nao-e-a-senha');
    await profile.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(profile.getByText('Senha atual incorreta.')).toBeVisible();
    await expectAccessible(page);
    await profile.getByLabel('Senha atual').fill(owner.password);
    await profile.getByRole('button', { name: 'Salvar perfil' }).click();
    await expect(page.getByText('Perfil atualizado.')).toBeVisible();
    await expect(profile.getByLabel('Senha atual')).toBeHidden();
    await expect(profile.getByLabel('E-mail')).toHaveValue(newEmail);
  });

  test('the owner invites a colaborador and removes one after confirming', async ({ page, request }) => {
    await signIn(page, await newOwner(request, 'Helena'));
    await page.goto('/colaboradores');
    await expect(page.getByRole('heading', { name: 'Colaboradores', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Administrador' })).toBeVisible();
    await expectAccessible(page);

    const email = uniqueEmail('colab');
    await page.getByRole('button', { name: 'Adicionar colaborador' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar colaborador' });
    await dialog.getByLabel('Nome', { exact: true }).fill('Caio');
    await dialog.getByLabel('Sobrenome').fill('Nunes');
    await dialog.getByLabel('E-mail').fill(email);
    await expect(dialog.getByText(/Enviaremos um convite para este e-mail/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Adicionar' }).click();

    await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: /Caio Nunes/ });
    await expect(row).toContainText('Colaborador(a)');

    await row.getByRole('button', { name: 'Remover Caio Nunes' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText('Caio Nunes');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Colaborador(a) removido(a).')).toBeVisible();
    await expect(page.getByRole('row', { name: /Caio Nunes/ })).toHaveCount(0);
  });

  test('staff see the colaboradores read-only', async ({ page, request }) => {
    const owner = await newOwner(request, 'Marina');
    const staff = await createStaff(request, await authHeaders(request, owner), owner, 'Rafael', 'Lima');
    await signIn(page, staff);
    await page.goto('/colaboradores');
    await expect(page.getByRole('row', { name: /Marina Teste/ })).toContainText('Administrador');
    await expect(page.getByRole('button', { name: 'Adicionar colaborador' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remover / })).toHaveCount(0);
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Minha conta' }).click();
    await expect(page.getByRole('heading', { name: 'Seu perfil', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dados da agência' })).toHaveCount(0);
  });

  test('reset password: the request shows the generic answer; a bad link offers a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Redefinir senha', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(uniqueEmail('ninguem'));
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(
      page.getByText('Se o e-mail estiver cadastrado, você receberá um link para criar uma nova senha.'),
    ).toBeVisible();

    await page.goto('/reset-password?token=link-que-nao-existe&convite=1');
    await expect(page.getByRole('heading', { name: 'Crie sua senha', level: 1 })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirme a nova senha').fill(`${PASSWORD}!`);
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();

    await page.getByLabel('Confirme a nova senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Salvar senha' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Link inválido ou expirado. Solicite um novo.' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Solicitar um novo link' }).click();
    await expect(page.getByRole('button', { name: 'Enviar link' })).toBeVisible();
  });

  test('signup step 1 fits a phone @phone', async ({ page }) => {
    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { name: 'Crie sua conta', level: 1 })).toBeVisible();
    await fillSignupStep1(page, uniqueEmail('celular'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/cadastro\/2$/);
  });
});
