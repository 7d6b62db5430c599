import pg from 'pg';

/** The parts of node-postgres's connection and query that @types/pg does not declare. */
interface Wire {
  stream: { cork?: () => void; uncork?: () => void };
  parse(message: { text: string }): void;
  bind(message?: object): void;
  execute(message?: object): void;
}
interface PgQuery {
  name?: string;
  callback?: (error: Error | null, result?: pg.QueryResult) => void;
  /** Parse (unless named and parsed), Bind, Describe, Execute and Sync of this query. */
  prepare(wire: Wire): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, wire: Wire): void;
}
const PgQuery = pg.Query as unknown as new (config: pg.QueryConfig, values?: unknown[]) => PgQuery;

/**
 * A statement with a settings statement before it, sent as one extended-protocol pipeline with a
 * single Sync (Parse/Bind/Execute of the settings, Parse/Bind/Describe/Execute of the statement,
 * Sync): one round trip. PostgreSQL runs everything before a Sync as one implicit transaction, so
 * settings made local with set_config(…, true) hold for the statement and end at the Sync, and a
 * transaction pooler keeps the whole pipeline on one server connection. When either fails, the
 * server skips to the Sync and the promise is rejected with its error; the connection stays usable.
 */
class SettingsThenQuery extends PgQuery {
  private settingsDone = false;

  constructor(
    private readonly settings: string,
    config: pg.QueryConfig,
    values?: unknown[],
  ) {
    super(config, values);
  }

  submit(wire: Wire): Error | null {
    // The settings' ParseComplete would mark a named statement as parsed before its own Parse.
    if (this.name) return new Error(`Named statements cannot carry the tenant settings: ${this.name}`);
    wire.stream.cork?.();
    try {
      wire.parse({ text: this.settings });
      wire.bind();
      wire.execute();
      this.prepare(wire);
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  }

  // The settings' one row and command tag precede the statement's answer and are not part of it.
  override handleDataRow(message: unknown) {
    if (this.settingsDone) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, wire: Wire) {
    if (this.settingsDone) super.handleCommandComplete(message, wire);
    else this.settingsDone = true;
  }
}

/** Runs the query on the client in one round trip with the settings statement before it. */
export function queryWithSettings(
  client: pg.ClientBase,
  settings: string,
  config: pg.QueryConfig | pg.QueryArrayConfig,
  values?: unknown[],
): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const query = new SettingsThenQuery(settings, config, values);
    query.callback = (error, result) => (error ? reject(error) : resolve(result as pg.QueryResult));
    client.query(query as unknown as pg.Submittable);
  });
}
