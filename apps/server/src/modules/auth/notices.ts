import { translate, type Locale } from '@rumo/core';
import type { Deps } from '../../platform/context/context.ts';

type Notice = 'emailChanged' | 'passwordChanged';

/**
 * Tells the account's (old) address that its e-mail or password changed, so a takeover does not go
 * unnoticed. The change is already made: a mail failure is logged, never turned into an error.
 */
export async function sendSecurityNotice(
  app: Pick<Deps, 'mailer' | 'log'>,
  notice: Notice,
  user: { email: string; first_name: string; locale: string | null },
  fallbackLocale: Locale,
  params: Record<string, string> = {},
): Promise<void> {
  const locale = (user.locale as Locale | null) ?? fallbackLocale;
  const t = (key: string, values?: Record<string, string>) => translate(locale, key, values);
  try {
    await app.mailer.send({
      to: user.email,
      subject: t(`mail.${notice}Subject`),
      text: `${t(`mail.${notice}Body`, { name: user.first_name, ...params })}\n\n${t('mail.signature')}`,
    });
  } catch (error) {
    app.log.error({ err: error, notice }, 'security notice not sent');
  }
}
