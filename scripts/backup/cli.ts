import { RefusedError } from '../../server/backup/restore';

/** Runs a command's body; a refusal prints its clear message alone, anything else its stack. */
export async function command(body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    console.error(error instanceof RefusedError ? error.message : error);
    process.exit(1);
  }
}
