import { operatorMoney } from '@/lib/backoffice/money';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminShell } from '@/features/admin/admin-shell';
import { FreshLinksButton } from '@/features/admin/fresh-links-button';
import { OrderActionsPanel } from '@/features/admin/order-actions-panel';
import { ReRenderForm } from '@/features/admin/re-render-form';
import { OrderTimeline } from '@/features/admin/order-timeline';
import { requireOperatorPage } from '@/features/admin/require-operator';
import { loadOrderDetail } from '@/lib/backoffice/order-detail';
import { getDb } from '@/lib/db/client';

export const dynamic = 'force-dynamic';

export default async function AdminOrder({ params }: { params: Promise<{ id: string }> }) {
  const operator = await requireOperatorPage();
  const { id } = await params;
  const detail = await loadOrderDetail(await getDb(), id);
  if (!detail) notFound();
  const t = await getTranslations({ locale: 'en', namespace: 'admin' });
  return (
    <AdminShell email={operator.email} title={t('order.title', { reference: detail.order.reference })}>
      <OrderActionsPanel
        orderId={detail.order.id}
        canResend={detail.order.status === 'ready'}
        canRefund={['paid', 'rendering', 'ready', 'failed'].includes(detail.order.status)}
        canCancel={detail.order.status === 'pending'}
        hasAlert={detail.order.alert !== null}
        refundable={detail.refundable}
        currency={detail.order.currency}
        labels={{
          resend: t('actions.resend'),
          resendConfirm: t('actions.resendConfirm', { email: detail.order.email }),
          refund: t('actions.refund'),
          // The panel puts the amount typed in where %AMOUNT% stands.
          refundConfirm: t('actions.refundConfirm', {
            reference: detail.order.reference,
            amount: '%AMOUNT%',
          }),
          refundAmount: t('actions.refundAmount', { currency: detail.order.currency }),
          refundInvalid: t('actions.refundInvalid', {
            max: operatorMoney(detail.refundable, detail.order.currency),
          }),
          cancel: t('actions.cancel'),
          cancelConfirm: t('actions.cancelConfirm', { reference: detail.order.reference }),
          alertHandled: t('actions.alertHandled'),
          alertNote: t('actions.alertNote'),
          failed: t('actions.failed'),
        }}
      />
      {detail.order.status === 'ready' ? (
        <FreshLinksButton
          orderId={detail.order.id}
          labels={{
            button: t('actions.freshLinks'),
            confirm: t('actions.freshLinksConfirm', { reference: detail.order.reference }),
            validUntil: t('actions.freshLinksValid'),
            zip: t('actions.freshLinksZip'),
            failed: t('actions.failed'),
          }}
        />
      ) : null}
      {detail.order.status === 'ready' && detail.files.length > 0 ? (
        <ReRenderForm
          orderId={detail.order.id}
          files={detail.files}
          labels={{
            label: t('actions.reRenderWhich'),
            all: t('actions.reRenderAll'),
            button: t('actions.reRender'),
            confirm: t('actions.reRenderConfirm'),
            failed: t('actions.failed'),
          }}
        />
      ) : null}
      <OrderTimeline detail={detail} />
    </AdminShell>
  );
}
