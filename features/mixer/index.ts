// The mixer feature: music, levels, timing and the phone-system export choice for the studio.
export { Mixer } from './mixer';
