// GET /api/admin/reports/oss/?quarter=2026-Q4 — the OSS VAT return of a quarter (operators only).
import { loadOssReport } from '@/lib/backoffice/oss-data';
import { parseQuarter } from '@/lib/backoffice/oss-report';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';
import { seller } from '@/lib/orders/payment/provider-clients';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  withOperator(async (request) => {
    const quarter = parseQuarter(new URL(request.url).searchParams.get('quarter') ?? '');
    if (!quarter)
      return apiError(400, 'validation', 'quarter must look like 2026-Q4.', {
        details: { field: 'quarter' },
      });
    return Response.json(await loadOssReport(await getDb(), quarter, seller().country));
  }),
);
