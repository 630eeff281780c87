// GET /api/admin/reports/register/?from=2026-10-01&to=2026-12-31&format=json|csv|zip — the
// invoice and credit-note register of a period (days inclusive, UTC) with its numbering check,
// as JSON, as CSV for the accountant, or the period's PDFs as a streamed ZIP (operators only).
import { loadRegister, loadRegisterDocuments } from '@/lib/backoffice/register-data';
import { registerCsv, registerQuerySchema } from '@/lib/backoffice/register';
import { registerZipStream } from '@/lib/backoffice/register-zip';
import { withOperator } from '@/lib/backoffice/with-operator';
import { getDb } from '@/lib/db/client';
import { apiError } from '@/lib/http/api-error';
import { apiRoute } from '@/lib/http/api-route';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = apiRoute(
  withOperator(async (request) => {
    const parsed = registerQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success)
      return apiError(400, 'validation', 'from and to must be days (2026-10-01), from not after to; format json, csv or zip.', {
        details: { field: String(parsed.error.issues[0]?.path[0] ?? 'from') },
      });
    const query = parsed.data;
    const name = `register-${query.from}-${query.to}`;
    const db = await getDb();
    if (query.format === 'zip') {
      return new Response(registerZipStream(db, await loadRegisterDocuments(db, query)), {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${name}.zip"`, 'X-Content-Type-Options': 'nosniff' },
      });
    }
    const register = await loadRegister(db, query);
    if (query.format === 'json') return Response.json(register);
    // A byte-order mark so spreadsheet programs read the buyers' names as UTF-8.
    return new Response(`\uFEFF${registerCsv(register.rows)}`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
);
