// Test-only worker that cannot start (like a worker whose engine package is missing).
throw new Error('broken worker: cannot load');
