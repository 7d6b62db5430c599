import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mailNotifications, pruneEvents, sendDigests, writeNotifications } from '../areas/events/fanout';
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
 * Live events: the hub that feeds GET /v1/events on this instance, notifications (written before
 * the streams hear of the event) and e-mails for each new event (claimed by one instance), the
 * daily digest and the pruning of old events.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    let mailing: Promise<unknown> = Promise.resolve();
    const hub = createEventHub(app, {
      maxStreams: app.config.eventStreams?.max,
      maxStreamsPerUser: app.config.eventStreams?.perUser,
      async beforeDelivery() {
        try {
          const written = await writeNotifications(app);
          mailing = mailing
            .then(() => mailNotifications(app, written))
            .catch((error) => app.log.error({ err: error }, 'notification e-mails failed'));
        } catch (error) {
          // The events still go out; their notifications are written with the next batch.
          app.log.error({ err: error }, 'notifications failed');
        }
      },
    });
    app.decorate('events', {
      ...hub,
      get size() {
        return hub.size;
      },
      async settled() {
        await hub.pump();
        await mailing;
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
