import { z } from 'zod';

// Every validation message a person may see is Russian, on the server and in forms alike.
z.config(z.locales.ru());

export { z };
