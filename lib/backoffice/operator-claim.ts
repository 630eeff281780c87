// The operator role: a Firebase custom claim `operator: true`. Granting and revoking live here
// (no server-only import) so the CLI (scripts/operator.ts) and the server share one definition.
// Revoking also revokes the user's refresh tokens: withOperator checks revocation on every
// request, so a revoked operator is refused on the very next one.

export const operatorClaim = 'operator';

/** The slice of firebase-admin's Auth the role needs (a stand-in replaces it in tests). */
export type OperatorAuth = {
  getUserByEmail(email: string): Promise<{ uid: string; customClaims?: Record<string, unknown> }>;
  setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>;
  revokeRefreshTokens(uid: string): Promise<void>;
};

/** True only for the literal `true`: a string "true" or a truthy number is not the role. */
export function hasOperatorClaim(claims: Record<string, unknown> | undefined | null): boolean {
  return claims?.[operatorClaim] === true;
}

/** Adds the claim, keeping the user's other claims. Answers the uid. */
export async function grantOperator(auth: OperatorAuth, email: string): Promise<string> {
  const user = await auth.getUserByEmail(email.trim().toLowerCase());
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, [operatorClaim]: true });
  return user.uid;
}

/** Removes the claim and ends every session of the user, so the next request is refused. */
export async function revokeOperator(auth: OperatorAuth, email: string): Promise<string> {
  const user = await auth.getUserByEmail(email.trim().toLowerCase());
  const rest = Object.fromEntries(
    Object.entries(user.customClaims ?? {}).filter(([key]) => key !== operatorClaim),
  );
  await auth.setCustomUserClaims(user.uid, Object.keys(rest).length > 0 ? rest : null);
  await auth.revokeRefreshTokens(user.uid);
  return user.uid;
}
