// The delivery feature's parts: the order page's (composed there beside features/orders) and the
// account's "Phone systems" section (composed into the sign-in panel by app/_components).
export { TwilioLinks } from './twilio-links';
export { SendPanel } from './send-panel';
