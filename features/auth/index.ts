export { SignInPanel } from './sign-in-panel';
