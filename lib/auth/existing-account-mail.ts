import 'server-only';
// Sign-up with an address that already has an account answers exactly like a new sign-up (the
// answer must not tell who has an account); the address's owner gets this e-mail instead. At most
// one an hour per address, so sign-ups from many networks cannot flood someone's inbox.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb } from '../db/client';
import { emailOutbox } from '../db/schema';
import { env } from '../env';
import type { Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { sendEmail } from '../orders/delivery/outbox';
import { outboxDeps } from '../orders/delivery/outbox-service';

const ONE_PER_MS = 60 * 60 * 1000;

export async function mailExistingAccount(email: string, locale: Locale, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const recent = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.to, email),
        isNull(emailOutbox.orderId),
        gt(emailOutbox.createdAt, new Date(now.getTime() - ONE_PER_MS)),
      ),
    )
    .limit(1);
  if (recent.length > 0) return false;
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: 'accountMail' });
  const deps = outboxDeps();
  await sendEmail(db, deps, {
    orderId: null,
    to: email,
    from: deps.from,
    subject: t('existingSubject'),
    body: t('existingBody', { site: env().SITE_URL }),
  });
  return true;
}
