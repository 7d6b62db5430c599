import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; its probe for that is a
// Content-Security-Policy violation (script-src 'self' has no 'unsafe-eval') on every page load.
z.config({ jitless: true });
