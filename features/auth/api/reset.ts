// POST /api/auth/reset/: the server sends the reset email; the answer is the same for every address.
import { apiClient } from '@/lib/http/browser-client';
import { resetResponseSchema, type ResetBody } from '@/lib/auth/route-schemas';

export async function resetRequest(body: ResetBody): Promise<void> {
  await apiClient().postJson('/api/auth/reset/', body, resetResponseSchema);
}
