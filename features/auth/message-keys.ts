// Typed message keys for values that arrive as strings (error codes, stored sign-out reasons).
// Every catalogue code has its key in all 7 languages (lib/auth/errors.test.ts checks it).
import { authErrorCodes, authErrorMessageKey } from '../../lib/auth/errors';

type AuthMessages = (typeof import('../../messages/en.json'))['auth'];
export type ErrorKey = keyof AuthMessages['errors'];
export type SignOutReasonKey = keyof AuthMessages['signOutReasons'];

const errorKeys: ReadonlySet<string> = new Set(['generic', ...authErrorCodes.map(authErrorMessageKey)]);
const reasonKeys: ReadonlySet<string> = new Set([
  'userDisabled',
  'userTokenExpired',
  'accountDeleted',
  'sessionEnded',
] satisfies SignOutReasonKey[]);

export function errorMessageKey(key: string): ErrorKey {
  return (errorKeys.has(key) ? key : 'generic') as ErrorKey;
}

export function signOutReasonKey(key: string): SignOutReasonKey {
  return (reasonKeys.has(key) ? key : 'sessionEnded') as SignOutReasonKey;
}
