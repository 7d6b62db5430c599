import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fanOut, pruneEvents, sendDigests } from '../areas/events/fanout';
import { createEventHub, type EventHub } from '../areas/events/hub';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub & {
      /** Resolves once the notifications and e-mails of every event read so far are written. */
      settled(): Promise<void>;
      sendDigests(): Promise<number>;
    };
  }
}

/**
 * Live events: the hub that feeds GET /v1/events on this instance, notifications and e-mails for
 * each new event (claimed by one instance), the daily digest and the pruning of old events.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const hub = createEventHub(app);
    let fanning: Promise<unknown> = Promise.resolve();
    const fan = () => {
      fanning = fanning
        .then(() => fanOut(app))
        .catch((error) => app.log.error({ err: error }, 'notifications failed'));
      return fanning;
    };
    hub.onEvents(() => void fan());
    app.decorate('events', {
      ...hub,
      get size() {
        return hub.size;
      },
      async settled() {
        await hub.pump();
        await fan();
      },
      sendDigests: () => sendDigests(app),
    });
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      await hub.start();
      timers.push(
        setInterval(() => void sendDigests(app).catch(() => {}), 3_600_000),
        setInterval(() => void pruneEvents(app).catch(() => {}), 600_000),
      );
      for (const timer of timers) timer.unref();
    });
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      hub.stop();
    });
  },
  { name: 'events', dependencies: ['db', 'auth', 'mailer'] },
);
