export { IvrBuilder } from './ivr-builder';
