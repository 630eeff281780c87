import { MixCheck } from './mix-check';

// Browser-test fixture (built only with GS_E2E_ROUTES=1): runs the preview engine's mix in the
// browser so a Playwright test can compare it sample by sample with the Node render.
export default function MixCheckPage() {
  return <MixCheck />;
}
