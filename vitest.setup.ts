import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s, not 1 s: on a busy two-core machine a stand-in fetch and the
// render after it can take longer than the default, and a test then fails for the machine's sake.
configure({ asyncUtilTimeout: 5000 });
