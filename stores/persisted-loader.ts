import type { PersistedState } from './persisted';

// Where the stored state's validator (stores/persisted.ts) comes from. By default its own
// import(). A page whose lazily loaded piece carries the same schemas anyway (the studio and IVR
// builder of /voice-prompt/) hands over that piece's download instead: as a separate import()
// Turbopack gave the validator its own copies of those schemas, which a returning visitor
// downloaded twice (#29). Module-level on purpose: which code validates is per page load, like
// the module cache; the state itself stays in the store.
type Validator = {
  parseStoredState: (raw: string) => { state: PersistedState; version: number } | null;
  migrateStoredState: (state: PersistedState, version: number) => PersistedState;
};

const ownImport = (): Promise<Validator> => import('./persisted');
let load: () => Promise<Validator> = ownImport;

/** Use `loader` for the validator; a page's client module calls this before the store rehydrates. */
export function validatorFrom(loader: () => Promise<Validator>): void {
  load = loader;
}

/** The validator; should the page's piece fail to download, its own chunk still does the work. */
export function loadValidator(): Promise<Validator> {
  return load().catch(ownImport);
}
