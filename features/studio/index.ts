// The studio's public face: the page composes <Studio mixer={…} actions={…} /> and the
// examples panel content.
export { Studio } from './studio';
export { ExamplesPanel } from './examples-panel';
