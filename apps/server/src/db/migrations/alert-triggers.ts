import type { DbDialect } from '../database';

// The triggers of migration 0027, as they were written then: alert_counts
// follows every insert, delete and change of alerts (cascades included),
// and alerts.company_name follows the company master's name.

interface Trigger {
  create: string;
  drop: string;
}

const UNCHECKED_NEW = 'case when new.checked = 0 then 1 else 0 end';
const UNCHECKED_OLD = 'case when old.checked = 0 then 1 else 0 end';

// SQLite: row triggers; the counter row of the alert's user is one
// primary-key lookup.
const SQLITE_ADD_NEW = `
    insert into alert_counts (user_id, application, total, unchecked)
    values (new.user_id, new.application, 1, ${UNCHECKED_NEW})
    on conflict (user_id, application) do update
      set total = total + 1, unchecked = unchecked + excluded.unchecked;`;
const SQLITE_REMOVE_OLD = `
    update alert_counts
      set total = total - 1, unchecked = unchecked - ${UNCHECKED_OLD}
      where user_id = old.user_id and application = old.application;`;

const SQLITE_TRIGGERS: Record<string, string> = {
  alerts_count_insert: `after insert on alerts begin ${SQLITE_ADD_NEW} end`,
  alerts_count_delete: `after delete on alerts begin ${SQLITE_REMOVE_OLD} end`,
  alerts_count_update: `after update of user_id, application, checked on alerts
    when old.user_id <> new.user_id or old.application <> new.application
      or old.checked <> new.checked
    begin ${SQLITE_REMOVE_OLD} ${SQLITE_ADD_NEW} end`,
  companies_alert_name_insert: `after insert on companies begin
    update alerts set company_name = new.name
      where muns = new.muns and company_name is not new.name; end`,
  companies_alert_name_update: `after update of name on companies
    when old.name is not new.name begin
    update alerts set company_name = new.name where muns = new.muns; end`,
  companies_alert_name_delete: `after delete on companies begin
    update alerts set company_name = null
      where muns = old.muns and company_name is not null; end`,
};

// PostgreSQL: statement triggers over the transition tables, so a
// statement writing many alerts or companies costs one grouped query.
const COUNT_DELTAS = (rows: string, sign: 1 | -1) => `
    select user_id, application, ${sign} as total,
           case when checked = 0 then ${sign} else 0 end as unchecked
    from ${rows}`;
const UPSERT_COUNTS = (deltas: string) => `
    insert into alert_counts as c (user_id, application, total, unchecked)
    select user_id, application, sum(total), sum(unchecked)
    from (${deltas}) d
    group by user_id, application
    having sum(total) <> 0 or sum(unchecked) <> 0
    order by user_id, application
    on conflict (user_id, application) do update
      set total = c.total + excluded.total,
          unchecked = c.unchecked + excluded.unchecked;`;

const POSTGRES_FUNCTIONS: Record<string, string> = {
  alert_counts_added: UPSERT_COUNTS(COUNT_DELTAS('added_alerts', 1)),
  // The counter row may be gone already when the user is being deleted.
  alert_counts_removed: `
    update alert_counts c
      set total = c.total + d.total, unchecked = c.unchecked + d.unchecked
    from (select user_id, application, sum(total) as total,
                 sum(unchecked) as unchecked
          from (${COUNT_DELTAS('removed_alerts', -1)}) r
          group by user_id, application) d
    where c.user_id = d.user_id and c.application = d.application;`,
  alert_counts_changed: UPSERT_COUNTS(
    `${COUNT_DELTAS('alerts_after', 1)} union all ${COUNT_DELTAS('alerts_before', -1)}`,
  ),
  companies_added: `
    update alerts a set company_name = c.name from added_companies c
      where a.muns = c.muns and a.company_name is distinct from c.name;`,
  companies_renamed: `
    update alerts set company_name = new.name where muns = new.muns;`,
  companies_removed: `
    update alerts a set company_name = null from removed_companies c
      where a.muns = c.muns and a.company_name is not null;`,
};

const POSTGRES_TRIGGERS: Record<string, string> = {
  alerts_count_insert: `after insert on alerts
    referencing new table as added_alerts
    for each statement execute function alert_counts_added()`,
  alerts_count_delete: `after delete on alerts
    referencing old table as removed_alerts
    for each statement execute function alert_counts_removed()`,
  alerts_count_update: `after update on alerts
    referencing old table as alerts_before new table as alerts_after
    for each statement execute function alert_counts_changed()`,
  companies_alert_name_insert: `after insert on companies
    referencing new table as added_companies
    for each statement execute function companies_added()`,
  companies_alert_name_update: `after update of name on companies
    for each row when (old.name is distinct from new.name)
    execute function companies_renamed()`,
  companies_alert_name_delete: `after delete on companies
    referencing old table as removed_companies
    for each statement execute function companies_removed()`,
};

/** PostgreSQL functions the triggers run, by name. */
export const POSTGRES_FUNCTION_NAMES = Object.keys(POSTGRES_FUNCTIONS);

/** What to create before the triggers: PostgreSQL's functions. */
export const ALERT_TRIGGER_FUNCTIONS: Record<DbDialect, string[]> = {
  sqlite: [],
  postgres: Object.entries(POSTGRES_FUNCTIONS).map(
    ([name, body]) => `create function ${name}() returns trigger
      language plpgsql as $$ begin ${body} return null; end $$`,
  ),
};

// SQLite drops a trigger by name; PostgreSQL names its table too.
const triggers = (
  definitions: Record<string, string>,
  dialect: DbDialect,
): Trigger[] =>
  Object.entries(definitions).map(([name, definition]) => {
    const table = name.startsWith('alerts_') ? 'alerts' : 'companies';
    return {
      create: `create trigger ${name} ${definition}`,
      drop:
        dialect === 'sqlite'
          ? `drop trigger ${name}`
          : `drop trigger ${name} on ${table}`,
    };
  });

/** The triggers, each with the statement that drops it. */
export const ALERT_TRIGGERS: Record<DbDialect, Trigger[]> = {
  sqlite: triggers(SQLITE_TRIGGERS, 'sqlite'),
  postgres: triggers(POSTGRES_TRIGGERS, 'postgres'),
};
