// The studio's public face: the page composes <Studio mixer={…} actions={…} />. The examples
// panel is loaded from its own file by app/_components/lazy-panels.tsx when opened; re-exporting
// it here would put it in the first load of every page with a studio (#9).
export { Studio } from './studio-section';
