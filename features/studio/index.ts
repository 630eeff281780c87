// The studio's public face for pages. The client studio (./studio) is loaded lazily by the app's
// composition (app/_components/studio.tsx), which also hosts the mixer and the cart button in its
// slots; pages hand it the templates of their language from here. The examples panel is loaded
// from its own file by app/_components/lazy-panels.tsx when opened; re-exporting it here would put
// it in the first load of every page with a studio (#9).
export { pageTemplates } from './page-templates';
