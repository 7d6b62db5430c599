import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the message leads to; printed to the log when the message goes to the outbox. */
  link?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  outboxDir: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Real e-mail: SMTP when SMTP_URL is set; otherwise every message is written to
 * $OUTBOX_DIR (default $DATA_DIR/outbox) as an .eml file and its link is logged, so a person can follow it.
 */
export default fp(
  async function mailerPlugin(app: FastifyInstance, opts: { config: AppConfig }) {
    const { config } = opts;
    const outboxDir = config.smtpUrl ? null : (config.outboxDir ?? path.join(config.dataDir, 'outbox'));
    const transport: Transporter = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    let counter = 0;

    app.decorate('mailer', {
      outboxDir,
      async send(mail: Mail) {
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        if (outboxDir) {
          mkdirSync(outboxDir, { recursive: true });
          const safeTo = mail.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
          const file = path.join(outboxDir, `${Date.now()}-${++counter}-${safeTo}.eml`);
          writeFileSync(file, (info as unknown as { message: Buffer }).message);
          // A readable twin of the message, for people and tests following the link.
          writeFileSync(
            file.replace(/\.eml$/, '.json'),
            JSON.stringify({ ...mail, at: new Date() }, null, 2),
          );
          app.log.info(
            { to: mail.to, subject: mail.subject, link: mail.link, file },
            'e-mail written to outbox',
          );
        } else {
          app.log.info({ to: mail.to, subject: mail.subject }, 'e-mail sent');
        }
      },
    });
  },
  { name: 'mailer' },
);
