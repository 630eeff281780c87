// The delivery feature's parts for the order page (composed there beside features/orders).
export { TwilioLinks } from './twilio-links';
