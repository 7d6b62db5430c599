import { z } from 'zod';

// Every validation message a person may see is Russian, on the server and in forms alike.
z.config(z.locales.ru());

// In the browser zod must not compile object parsers with `new Function`: its probe for that is a
// Content-Security-Policy violation (script-src 'self' has no 'unsafe-eval') on every page load.
// Set here, where every schema of the SPA gets zod from: no other module of the app imports zod.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
