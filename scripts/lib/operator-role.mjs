// Grant and revoke the back office's operator role: the `operator` custom claim on a Firebase
// user. Revoking also revokes the user's refresh tokens, so every session cookie minted before is
// refused on the next request (the back office verifies with revocation checked).

/** @typedef {import('firebase-admin/auth').Auth} Auth */

/**
 * @param {Auth} auth
 * @param {string} email
 * @returns {Promise<{ uid: string, email: string }>}
 */
export async function grantOperator(auth, email) {
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), operator: true });
  return { uid: user.uid, email };
}

/**
 * @param {Auth} auth
 * @param {string} email
 * @returns {Promise<{ uid: string, email: string }>}
 */
export async function revokeOperator(auth, email) {
  const user = await auth.getUserByEmail(email);
  const { operator: _dropped, ...claims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, claims);
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email };
}
