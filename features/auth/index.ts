export { AuthSession } from './auth-session';
export { SignInPanel } from './sign-in-panel';
