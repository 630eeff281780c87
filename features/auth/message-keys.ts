// Typed message keys for values that arrive as strings (error codes, stored sign-out reasons).
// Every catalogue code has its key in all 7 languages (lib/auth/errors.test.ts checks it), and so
// do the codes of our own auth routes (lib/auth/route-errors.ts).
import { authErrorCodes, authErrorMessageKey } from '@/lib/auth/errors';
import { routeErrorMessageKeys } from '@/lib/auth/route-errors';

type AuthMessages = (typeof import('@/messages/en.json'))['auth'];
export type ErrorKey = keyof AuthMessages['errors'];
export type SignOutReasonKey = keyof AuthMessages['signOutReasons'];

const errorKeys: ReadonlySet<string> = new Set([
  'generic',
  ...authErrorCodes.map(authErrorMessageKey),
  ...routeErrorMessageKeys,
]);
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
