import {
  getPermittedStates,
  NUMERIC_PRODUCT_CODE,
  type Module,
} from '@edge/contracts';
import type { Db } from '../db/database';
import { DEMO_USERS } from '../db/seed/demo-users';
import { findContactByUsername } from '../modules/auth/index';
import { addFavorite, type FavoritesUser } from '../modules/favorites/index';
import { readChangedCompanies, type ChangedCompany } from './changed-companies';
import { DEMO_FAVORITES, pickFavorites } from './demo-favorite-picks';

// The demo users' favorites, added between the older and the newer extract
// through the favorites service, as the API adds them: the newer import's
// events then reach their alerts.

const UNCHANGED_CANDIDATES = 5_000;

// Companies without news are drawn from the module's largest source.
const sourceOf = (db: Db, module: Module) =>
  module === 'pc'
    ? db.selectFrom('wc_policies').select('muns')
    : db.selectFrom('filings').select('muns');

async function unchangedCompanies(
  db: Db,
  module: Module,
  states: readonly string[],
  changed: ReadonlySet<string>,
): Promise<string[]> {
  const rows = await db
    .selectFrom('companies')
    .select('muns')
    .where('muns', 'in', sourceOf(db, module))
    .where('state', 'in', states.length > 0 ? [...states] : [''])
    .orderBy('muns')
    .limit(UNCHANGED_CANDIDATES)
    .execute();
  return rows.map((row) => row.muns).filter((muns) => !changed.has(muns));
}

async function addUserFavorites(
  db: Db,
  user: FavoritesUser,
  plan: (typeof DEMO_FAVORITES)[number],
  changed: readonly ChangedCompany[],
): Promise<number> {
  const states = getPermittedStates(user.products, plan.module);
  const mine = changed.filter(
    (c) => c.module === plan.module && states.includes(c.state),
  );
  const unchanged = await unchangedCompanies(
    db,
    plan.module,
    states,
    new Set(changed.filter((c) => c.module === plan.module).map((c) => c.muns)),
  );
  const salt = `${plan.username} ${plan.module}`;
  const picks = pickFavorites(salt, mine, unchanged, plan.count);
  for (const muns of picks) {
    await addFavorite(db, user, NUMERIC_PRODUCT_CODE[plan.module], { muns });
  }
  return picks.length;
}

/**
 * Adds the demo users' favorites from changed-keys.csv (written with the
 * older extract); returns how many. A user the database lacks is skipped.
 */
export async function seedDemoFavorites(
  db: Db,
  changedKeysPath: string,
): Promise<number> {
  const changed = await readChangedCompanies(db, changedKeysPath);
  let added = 0;
  for (const plan of DEMO_FAVORITES) {
    const contact = await findContactByUsername(db, plan.username);
    const demo = DEMO_USERS.find((u) => u.username === plan.username);
    if (!contact || !demo) continue;
    const user = { userId: contact.id, products: demo.products };
    added += await addUserFavorites(db, user, plan, changed);
  }
  return added;
}
