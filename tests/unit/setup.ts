// jsdom setup shared by unit tests.
import { beforeEach } from 'vitest';
import { forgetCookieSnapshot } from '@/providers/cookie-jar';

// Tests write cookies directly (js-cookie) between the app's reads.
beforeEach(() => forgetCookieSnapshot());
