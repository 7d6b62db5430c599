import { z } from './zod';

/** The modules a start page groups its waiting items by (the SPA labels them from its module table). */
export const HOME_MODULES = ['client', 'supplier', 'inventory', 'news'] as const;
export type HomeModule = (typeof HOME_MODULES)[number];

/** One thing that waits for the caller: how many, and the list that shows them. */
export const homeItem = z.object({
  key: z.string().meta({ example: 'client_awaiting_consent' }),
  label: z.string().meta({ example: 'Ждут вашего согласия' }),
  count: z.number().int(),
  /** The SPA path of the list filtered to these rows. */
  link: z.string().meta({ example: '/client/orders?status=13' }),
});
export type HomeItem = z.infer<typeof homeItem>;

export const homeSection = z.object({ module: z.enum(HOME_MODULES), items: z.array(homeItem) });
export type HomeSection = z.infer<typeof homeSection>;

/** `GET /v1/home`: the caller's sections, the module they work in most first; none they hold no right in. */
export const homeResponse = z.object({ sections: z.array(homeSection) }).meta({ id: 'Home' });
export type HomeResponse = z.infer<typeof homeResponse>;
