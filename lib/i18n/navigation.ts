import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

// The only place Link, redirect and the router come from, so every URL keeps its locale prefix.
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
