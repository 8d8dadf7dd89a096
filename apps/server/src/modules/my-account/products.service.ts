import {
  expandStateList,
  PRODUCT_CODES,
  PRODUCT_NAMES,
  type MyProducts,
} from '@edge/contracts';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { NotSignedInError } from '../../shared/errors';
import { getRenewalDate } from '../accounts/index';
import { getOwnProfile } from '../auth/index';

const storedProductsSchema = z.record(z.string(), z.string());

/**
 * GET /api/v1/myaccount/products: each product the user holds with its
 * permitted states expanded (SPEC §6), and the account's renewal date.
 */
export async function getMyProducts(
  db: Db,
  userId: number,
): Promise<MyProducts> {
  const user = await getOwnProfile(db, userId);
  if (!user) throw new NotSignedInError();
  const parsed = storedProductsSchema.safeParse(JSON.parse(user.products));
  const held = parsed.success ? parsed.data : {};
  const products = PRODUCT_CODES.filter((code) => held[code]).map((code) => ({
    code,
    name: PRODUCT_NAMES[code],
    entry: held[code]!,
    states: expandStateList(held[code]),
  }));
  return { products, renewal_date: await getRenewalDate(db, user.accountId) };
}
